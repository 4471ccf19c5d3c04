import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import * as undici from "undici";
import { Dispatcher, EnvHttpProxyAgent, Pool, ResponseExceededMaxSizeError } from "../../src/client/undici-parts";
import { startSimulator, type RunningSimulator } from "../../src/simulator";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..", "..");

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(() => sim.close());

interface FirstCall {
  /** The shield area's schemas built by then, and how many it has. */
  built: string[];
  schemas: number;
  /** undici's modules loaded by then, by their paths under its folder. */
  undici: string[];
}

/** What a new process holds once a client made one call: `shieldZones.get`. */
async function afterFirstCall(): Promise<FirstCall> {
  const source = `
    const { CloudPlatformClient } = require("./src/client");
    const { shieldSchemas } = require("./src/api/schemas/shield");
    const client = new CloudPlatformClient(${JSON.stringify({ apiKey: sim.apiKey, baseUrl: sim.baseUrl })});
    client.shieldZones.get({ shieldZoneId: 12345 }).then(async () => {
      await client.close();
      const descriptors = Object.entries(Object.getOwnPropertyDescriptors(shieldSchemas));
      const undiciFolder = require("node:path").dirname(require.resolve("undici/package.json")) + require("node:path").sep;
      process.stdout.write(JSON.stringify({
        built: descriptors.filter(([, descriptor]) => "value" in descriptor).map(([name]) => name),
        schemas: descriptors.length,
        undici: Object.keys(require.cache).filter((file) => file.startsWith(undiciFolder)).map((file) => file.slice(undiciFolder.length)),
      }));
    });`;
  const { stdout } = await run(process.execPath, ["-r", "./scripts/register.js", "-e", source], { cwd: root });
  return JSON.parse(stdout) as FirstCall;
}

describe("a client's first call", () => {
  let first: FirstCall;

  beforeAll(async () => {
    first = await afterFirstCall();
  }, 60_000);

  it("builds the schemas of the answer it checked, and not the area's others", () => {
    expect(first.built).toContain("GetShieldZoneResponseSchema");
    expect(first.built.length).toBeLessThan(first.schemas / 10);
  });

  it("loads undici's connections and HTTP/1 parser, not its fetch, WebSocket, cache or mocks", () => {
    expect(first.undici).toContain("lib/dispatcher/pool.js");
    expect(first.undici).not.toContain("index.js");
    expect(first.undici).not.toContainEqual(expect.stringMatching(/^lib\/(web|cache|mock)\//));
  });
});

test("the transport's parts of undici are the ones undici exports", () => {
  expect(Pool).toBe(undici.Pool);
  expect(EnvHttpProxyAgent).toBe(undici.EnvHttpProxyAgent);
  expect(ResponseExceededMaxSizeError).toBe(undici.errors.ResponseExceededMaxSizeError);
  expect(Dispatcher).toBe(undici.Dispatcher);
  for (const method of ["request", "stream", "pipeline", "connect", "upgrade"] as const) expect(Dispatcher.prototype[method]).toBe(undici.Dispatcher.prototype[method]);
});
