import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A small HTTP server on 127.0.0.1 that answers as a broken gateway or a careless network would. */
export interface HostileServer {
  url: string;
  /** Requests received so far (counted as they arrive, before the handler runs). */
  requests(): number;
  /** Connections opened to it so far. */
  connections(): number;
  /** The most connections open at the same time. */
  peakConnections(): number;
  close(): Promise<void>;
}

/** `handle` gets each request with its 1-based number. */
export async function startHostileServer(handle: (request: IncomingMessage, response: ServerResponse, number: number) => void): Promise<HostileServer> {
  let requests = 0;
  let connections = 0;
  let peak = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((request, response) => handle(request, response, ++requests));
  server.on("connection", (socket: Socket) => {
    connections += 1;
    open.add(socket);
    peak = Math.max(peak, open.size);
    socket.on("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    connections: () => connections,
    peakConnections: () => peak,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers JSON with the given status. */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
