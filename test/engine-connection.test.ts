import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { connectEngine } from "../src/engine-connection";
import { loadEngineModules } from "../src/plugin/grpc-modules";

const { grpc } = loadEngineModules();

/**
 * A gRPC server serving nothing (every call answers UNIMPLEMENTED, as an engine without a health service), reached
 * through a TCP relay that counts the connections made to it and those still open.
 */
async function countedEngine(): Promise<{ address: string; opened: () => number; open: () => number; close: () => void }> {
  const server = new grpc.Server();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  const sockets = new Set<net.Socket>();
  let opened = 0;
  const relay = net.createServer((socket) => {
    opened++;
    sockets.add(socket);
    const upstream = net.connect(port, "127.0.0.1");
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      sockets.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    socket.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    opened: () => opened,
    open: () => sockets.size,
    close: () => {
      relay.close();
      for (const socket of sockets) socket.destroy();
      server.forceShutdown();
    },
  };
}

describe("connectEngine", () => {
  let engine: Awaited<ReturnType<typeof countedEngine>>;
  beforeEach(async () => (engine = await countedEngine()));
  afterEach(() => engine.close());

  test("the log and the health checks share one connection per address, open while a hold remains, closed with the last", async () => {
    const log = connectEngine(engine.address);
    const watch = connectEngine(engine.address);
    await log.info("", "a note");
    expect(await watch.checkHealth(Date.now() + 5000)).toBe("answered");
    await log.info("", "another note");
    expect(engine.opened()).toBe(1);

    log.release();
    log.release();
    expect(await watch.checkHealth(Date.now() + 5000)).toBe("answered");
    expect(engine.open()).toBe(1);
    watch.release();
    for (let waited = 0; engine.open() > 0 && waited < 5000; waited += 50) await sleep(50);
    expect(engine.open()).toBe(0);

    const next = connectEngine(engine.address);
    expect(await next.checkHealth(Date.now() + 5000)).toBe("answered");
    expect(engine.opened()).toBe(2);
    next.release();
  });
});
