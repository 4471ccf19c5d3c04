import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { send } from "../helpers/sim-http";

const CLI = join(__dirname, "../../dist/simulator/cli.js");

/** Starts the built CLI and resolves with the settings it prints. */
function startCli(args: string[]): Promise<{ child: ChildProcessWithoutNullStreams; printed: Record<string, string> }> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const child = spawn(process.execPath, [CLI, ...args]);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
      const printed = Object.fromEntries([...out.matchAll(/^(\w+): (\S+)$/gm)].map((m) => [m[1], m[2]]));
      if (printed.videoApiKey) resolve({ child, printed });
    });
    child.on("exit", (code) => reject(new Error(`the CLI exited with ${code} before printing its settings: ${out}`)));
  });
}

function exitCode(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

test.each(["SIGTERM", "SIGINT"] as const)("prints its addresses and keys, serves the API and stops cleanly on %s", async (signal) => {
  const { child, printed } = await startCli([]);
  expect(printed.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(printed.videoUrl).toBe(`${printed.baseUrl}/video`);
  expect(printed.apiKey).not.toBe(printed.videoApiKey);
  const contract = await send(`${printed.baseUrl}/partner/contract`, { key: printed.apiKey });
  expect(contract.json.PartnerCustomerId).toBe(7001);
  const exited = exitCode(child);
  child.kill(signal);
  expect(await exited).toBe(0);
});

test("listens on the port given with --port, and refuses a bad argument", async () => {
  const { child: probe, printed: free } = await startCli([]);
  const port = new URL(free.baseUrl).port;
  const probeExited = exitCode(probe);
  probe.kill("SIGTERM");
  await probeExited;
  const { child, printed } = await startCli(["--port", port]);
  expect(printed.baseUrl).toBe(`http://127.0.0.1:${port}`);
  const exited = exitCode(child);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);

  const bad = spawn(process.execPath, [CLI, "--port", "http"]);
  let err = "";
  bad.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  expect(await new Promise((resolve) => bad.on("exit", resolve))).toBe(1);
  expect(err).toMatch(/--port must be a number/);
});
