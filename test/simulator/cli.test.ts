import { execFile, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { apiOperations } from "../../src/api/operations";
import { DEMO_OBJECTS } from "../../src/simulator/demo-account";
import { send } from "../helpers/sim-http";

const packageRoot = join(__dirname, "../..");
/** The simulator's bin, where package.json points `cloudplatform-simulator`. */
const CLI = join(packageRoot, JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")).bin["cloudplatform-simulator"]);

interface StartedCli {
  child: ChildProcessWithoutNullStreams;
  /** The `export CLOUDPLATFORM_*=...` lines, by variable. */
  printed: Record<string, string>;
  /** Everything it printed, up to its last line (the curl line). */
  out: string;
}

/** Starts the built CLI and resolves once it has printed its last line. */
function startCli(args: string[]): Promise<StartedCli> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const child = spawn(process.execPath, [CLI, ...args]);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
      const printed = Object.fromEntries([...out.matchAll(/^export (CLOUDPLATFORM_\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
      if (/^curl .*\n/m.test(out)) resolve({ child, printed, out });
    });
    child.on("exit", (code) => reject(new Error(`the CLI exited with ${code} before printing its settings: ${out}`)));
  });
}

function exitCode(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

async function stop(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  const exited = exitCode(child);
  child.kill(signal);
  return exited;
}

/** What the CLI prints on standard error for `args`, and its exit code. */
async function refused(args: string[]): Promise<{ code: number | null; err: string }> {
  const bad = spawn(process.execPath, [CLI, ...args]);
  let err = "";
  bad.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return { code: await exitCode(bad as ChildProcessWithoutNullStreams), err };
}

test("the bin is an executable node script", () => {
  expect(readFileSync(CLI, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
});

test.each(["SIGTERM", "SIGINT"] as const)("prints the CLOUDPLATFORM_* lines to paste, serves the API and stops cleanly on %s", async (signal) => {
  const { child, printed } = await startCli([]);
  expect(Object.keys(printed).sort()).toEqual([
    "CLOUDPLATFORM_API_KEY",
    "CLOUDPLATFORM_BASE_URL",
    "CLOUDPLATFORM_VIDEO_API_KEY",
    "CLOUDPLATFORM_VIDEO_URL",
  ]);
  expect(printed.CLOUDPLATFORM_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(printed.CLOUDPLATFORM_VIDEO_URL).toBe(`${printed.CLOUDPLATFORM_BASE_URL}/video`);
  expect(printed.CLOUDPLATFORM_API_KEY).not.toBe(printed.CLOUDPLATFORM_VIDEO_API_KEY);
  const contract = await send(`${printed.CLOUDPLATFORM_BASE_URL}/partner/contract`, { key: printed.CLOUDPLATFORM_API_KEY });
  expect(contract.json.PartnerCustomerId).toBe(7001);
  expect(await stop(child, signal)).toBe(0);
});

test("listens on the port given with --port and accepts the keys given with --api-key and --video-api-key", async () => {
  const { child: probe, printed: free } = await startCli([]);
  const port = new URL(free.CLOUDPLATFORM_BASE_URL).port;
  await stop(probe);
  const { child, printed } = await startCli(["--port", port, "--api-key", "fixed-account", "--video-api-key", "fixed-video"]);
  expect(printed).toEqual({
    CLOUDPLATFORM_BASE_URL: `http://127.0.0.1:${port}`,
    CLOUDPLATFORM_VIDEO_URL: `http://127.0.0.1:${port}/video`,
    CLOUDPLATFORM_API_KEY: "fixed-account",
    CLOUDPLATFORM_VIDEO_API_KEY: "fixed-video",
  });
  expect((await send(`${printed.CLOUDPLATFORM_BASE_URL}/partner/contract`, { key: "fixed-account" })).status).toBe(200);
  expect((await send(`${printed.CLOUDPLATFORM_BASE_URL}/partner/contract`, { key: "fixed-video" })).status).toBe(401);
  expect(await stop(child)).toBe(0);
});

test("refuses a bad port, an unknown flag and equal keys, with the usage", async () => {
  const badPort = await refused(["--port", "http"]);
  expect(badPort.code).toBe(1);
  expect(badPort.err).toMatch(/^--port must be a number from 0 to 65535, got 'http'\n\nusage: cloudplatform-simulator/);
  const unknown = await refused(["--bogus"]);
  expect(unknown.code).toBe(1);
  expect(unknown.err).toMatch(/--bogus[\s\S]*usage: cloudplatform-simulator/);
  const sameKeys = await refused(["--api-key", "k", "--video-api-key", "k"]);
  expect(sameKeys.code).toBe(1);
  expect(sameKeys.err).toMatch(/apiKey and videoApiKey must differ/);
});

test("lists the demo objects, each of which the API reads back, and a curl line whose change a following read shows", async () => {
  const { child, printed, out } = await startCli([]);
  const rows = [...out.matchAll(/^ {2}(\S+(?: \S+)*) {2,}(\S+(?: \S+)*) {2,}(\S+(?: \S+)*) {2,}id (\S+)$/gm)].map((m) => m.slice(1));
  expect(rows).toEqual(DEMO_OBJECTS.map((object) => [object.area, object.what, object.name, object.id]));
  for (const [area, what, , id] of rows) {
    const { read } = DEMO_OBJECTS.find((object) => object.area === area && object.what === what)!;
    const facts = apiOperations[read.operation];
    const path = facts.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(read.params[name]));
    const base = facts.host === "video" ? printed.CLOUDPLATFORM_VIDEO_URL : printed.CLOUDPLATFORM_BASE_URL;
    const key = facts.key === "video" ? printed.CLOUDPLATFORM_VIDEO_API_KEY : printed.CLOUDPLATFORM_API_KEY;
    const answer = await send(`${base}${path}`, { key });
    expect({ what, status: answer.status, namesIt: answer.text.includes(id) }).toEqual({ what, status: 200, namesIt: true });
  }

  const curl = out.match(/^curl .*$/m)![0];
  const url = curl.split(" ").at(-1)!;
  const key = curl.match(/-H 'AccessKey: ([^']+)'/)![1];
  const sent = JSON.parse(curl.match(/-d '([^']+)'/)![1]) as Record<string, unknown>;
  const list = url.slice(0, url.lastIndexOf("/"));
  const itemId = url.slice(url.lastIndexOf("/") + 1);
  const item = async () => ((await send(list, { key })).json.items as { id: string }[]).find((candidate) => candidate.id === itemId);
  const before = await item();
  expect(before).toBeDefined();
  expect(before).not.toMatchObject(sent);
  await promisify(execFile)("sh", ["-c", `${curl} --fail --silent --show-error`]);
  expect(await item()).toMatchObject(sent);
  expect(await stop(child)).toBe(0);
});

test("--help says what it prints", async () => {
  const help = await promisify(execFile)(process.execPath, [CLI, "--help"]);
  expect(help.stdout).toMatch(/^usage: cloudplatform-simulator/);
  expect(help.stdout).toMatch(/demo account[\s\S]*curl/);
});
