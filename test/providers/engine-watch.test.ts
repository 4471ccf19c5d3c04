import { setTimeout as sleep } from "node:timers/promises";
import type * as GrpcModule from "@grpc/grpc-js";
import { engineAddress, watchEngine } from "../../src/providers/engine-watch";
import { loadEngineModules } from "../../src/plugin/grpc-modules";

const { grpc } = loadEngineModules();

/** A gRPC server serving nothing, as an engine that offers no health service: every call answers UNIMPLEMENTED. */
async function startServer(): Promise<{ server: GrpcModule.Server; address: string }> {
  const server = new grpc.Server();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return { server, address: `127.0.0.1:${port}` };
}

describe("engineAddress", () => {
  test("is the last argument, after the flags the engine passes", () => {
    expect(engineAddress(["127.0.0.1:40123"])).toBe("127.0.0.1:40123");
    expect(engineAddress(["--logtostderr", "-v=9", "--tracing", "127.0.0.1:9411", "127.0.0.1:40123"])).toBe("127.0.0.1:40123");
    expect(engineAddress(["[::1]:40123"])).toBe("[::1]:40123");
  });

  test("is absent from a process the engine did not start", () => {
    expect(engineAddress([])).toBeUndefined();
    expect(engineAddress(["--runInBand", "test/providers/engine-watch.test.ts"])).toBeUndefined();
  });
});

describe("watchEngine", () => {
  test("calls onGone within seconds of the engine ending, and not while it answers", async () => {
    const { server, address } = await startServer();
    let goneAt: number | undefined;
    const stop = watchEngine(address, () => (goneAt = Date.now()));
    try {
      await sleep(2500);
      expect(goneAt).toBeUndefined();
      const endedAt = Date.now();
      server.forceShutdown();
      for (let waited = 0; goneAt === undefined && waited < 8000; waited += 100) await sleep(100);
      expect(goneAt).toBeDefined();
      expect(goneAt! - endedAt).toBeLessThan(5000);
    } finally {
      stop();
    }
  }, 20_000);

  test("never calls onGone for an address that never answered", async () => {
    const { server, address } = await startServer();
    server.forceShutdown();
    let gone = false;
    const stop = watchEngine(address, () => (gone = true));
    await sleep(3500);
    stop();
    expect(gone).toBe(false);
  }, 20_000);
});
