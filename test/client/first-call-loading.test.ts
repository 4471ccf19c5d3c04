import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
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
      process.stdout.write(JSON.stringify({
        built: descriptors.filter(([, descriptor]) => "value" in descriptor).map(([name]) => name),
        schemas: descriptors.length,
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
});
