import { once } from "node:events";
import net from "node:net";

/** A TCP relay in front of an HTTP server that holds the first request's body part way, until released. */
export interface HeldRelay {
  /** `target` with the relay's host and port. */
  url: string;
  /** Resolves once the relay holds the request: the client has sent `holdAfterBytes` and is kept waiting. */
  held: Promise<void>;
  /** Forwards the rest of the request. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Relays connections to `target`'s host, holding the bytes a client sends once `holdAfterBytes` went through on the
 * first connection, so that a test can act while an upload is under way (its sender stops at the socket's limit).
 */
export async function startHeldRelay(target: string, holdAfterBytes: number): Promise<HeldRelay> {
  const upstreamUrl = new URL(target);
  let signalHeld!: () => void;
  const held = new Promise<void>((resolve) => (signalHeld = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const holding = first;
    first = false;
    const upstream = net.connect(Number(upstreamUrl.port), upstreamUrl.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => client.destroy());
      socket.on("close", () => sockets.delete(socket));
    }
    upstream.pipe(client);
    let relayed = 0;
    client.on("data", (chunk: Buffer) => {
      relayed += chunk.length;
      upstream.write(chunk);
      if (holding && relayed >= holdAfterBytes && relayed - chunk.length < holdAfterBytes) {
        client.pause();
        signalHeld();
        void released.then(() => client.resume());
      }
    });
    client.on("end", () => upstream.end());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString().replace(/\/$/, ""),
    held,
    release,
    close: async () => {
      release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
