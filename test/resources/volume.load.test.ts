// Load through the real dynamic-provider host: 100 Volume resources created, then updated (a host for each command),
// 16 at a time, while the simulator answers about a sixth of all requests with 429 or 503. And 1,000 pages of
// event logs read with the iterator in a process of their own, where the heap can be measured after
// a full garbage collection.
import { execFile } from "node:child_process";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine/lifecycle";
import { withoutProvider } from "../helpers/engine/wire";
import { installPackage, packageName, registeredProvider, resourceType, simulatorStack } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";

const run = promisify(execFile);

const VOLUMES = 100;
const CONCURRENCY = 16;
/** Writes to the volumes of one app are made one at a time: the volumes are spread over as many apps as run at once. */
const APPS = 16;
const appOf = (i: number) => `app-load-${i % APPS}`;

let program: InstalledProgram;
let provider: string;
let sim: RunningSimulator;
let engine: Engine;

/** A new host for the next command, as the CLI starts one per command; the last one is stopped. */
async function nextCommand(): Promise<void> {
  await engine?.close();
  engine = await startEngine(program, { config: { ...simulatorStack(sim), "cloudplatform:maxRetries": "10" }, provider });
}

beforeAll(async () => {
  program = await installPackage();
  provider = await registeredProvider(program, "Volume");
  sim = await startSimulator({ apiKey: "load-account-key-83c1f0", videoApiKey: "load-video-key-2d4e9b" });
  await nextCommand();
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await sim?.close();
});

/** Runs `work` for every item, at most `limit` at a time; settles every item, in order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  let active = 0;
  let peak = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      active += 1;
      peak = Math.max(peak, active);
      try {
        results[index] = { status: "fulfilled", value: await work(items[index]) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      } finally {
        active -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  expect(peak).toBe(limit);
  return results;
}

function failuresOf(results: PromiseSettledResult<unknown>[]): string[] {
  return results.flatMap((result) => (result.status === "rejected" ? [String((result.reason as Error).message)] : []));
}

function statusCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of sim.requests) counts[request.status] = (counts[request.status] ?? 0) + 1;
  return counts;
}

function answeredByRoute(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of sim.requests) if (request.status === 200) counts[request.route] = (counts[request.route] ?? 0) + 1;
  return counts;
}

test(`${VOLUMES} volumes created then updated, ${CONCURRENCY} at a time, through random 429/503 answers: every volume ends as declared, no call fails`, async () => {
  const ids = Array.from({ length: VOLUMES }, (_, i) => `vol-load-${String(i).padStart(3, "0")}`);
  for (let app = 0; app < APPS; app++) {
    const held = ids.filter((_, i) => i % APPS === app);
    sim.state.apps.set(appOf(app), {
      volumes: new Map(held.map((id) => [id, { id, name: `orig-${id}`, size: 50, totalUsage: 0 }])),
      containers: new Map(),
    });
  }
  const urn = (id: string) => resourceUrn(program, resourceType("Volume"), id);
  const first = (i: number) => ({ appId: appOf(i), volumeId: ids[i], name: `first-${i}`, size: (i % 100) + 1 });
  const second = (i: number) => ({ appId: appOf(i), volumeId: ids[i], name: `second_${i}`, size: ((i + 37) % 100) + 1 });

  sim.faults.add({ route: "*", status: 429, retryAfterSeconds: 0, probability: 0.02 });
  sim.faults.add({ route: "*", status: 503, retryAfterSeconds: 0, probability: 0.12 });
  sim.faults.add({ route: "*", status: 503, probability: 0.03 });
  sim.faults.add({ route: "*", status: 429, retryAfterSeconds: 1, probability: 0.005 });
  sim.resetStats();

  const indexes = ids.map((_, i) => i);
  let started = performance.now();
  const created = await inPool(indexes, CONCURRENCY, (i) => engine.up(urn(ids[i]), first(i)));
  const createMs = performance.now() - started;
  const createCounts = statusCounts();
  const createRoutes = answeredByRoute();
  expect(failuresOf(created)).toEqual([]);
  for (const [i, id] of ids.entries()) {
    expect(sim.state.apps.get(appOf(i))!.volumes.get(id)).toMatchObject({ name: `first-${i}`, size: (i % 100) + 1 });
  }

  await nextCommand();
  sim.resetStats();
  const states = created.map((result) => (result as PromiseFulfilledResult<{ state: ResourceState }>).value.state);
  started = performance.now();
  const updated = await inPool(indexes, CONCURRENCY, (i) => engine.up(urn(ids[i]), second(i), states[i]));
  const updateMs = performance.now() - started;
  const updateCounts = statusCounts();
  sim.faults.clear();

  expect(failuresOf(updated)).toEqual([]);
  for (const [i, result] of updated.entries()) {
    const { op, state } = (result as PromiseFulfilledResult<{ op: string; state: ResourceState }>).value;
    expect(op).toBe("update");
    expect(withoutProvider(state.outputs)).toEqual({ ...second(i), managedFields: ["name", "size"] });
    const { name, size } = second(i);
    expect(sim.state.apps.get(appOf(i))!.volumes.get(ids[i])).toEqual({ id: ids[i], name, size, totalUsage: 0 });
  }
  const faulted = (counts: Record<string, number>) => (counts["429"] ?? 0) + (counts["503"] ?? 0);
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    [
      `load: ${VOLUMES} Volumes, ${CONCURRENCY} at a time, maxRetries 10`,
      `create: ${createMs.toFixed(0)} ms, requests by status ${JSON.stringify(createCounts)} (${((100 * faulted(createCounts)) / total(createCounts)).toFixed(1)}% faulted)`,
      `update: ${updateMs.toFixed(0)} ms, requests by status ${JSON.stringify(updateCounts)} (${((100 * faulted(updateCounts)) / total(updateCounts)).toFixed(1)}% faulted)`,
    ].join("\n"),
  );
  // Creates list the volumes then patch them (a list read waiting for the app's write may serve more than one
  // volume); updates only patch. Every success is one of those.
  expect(createRoutes.updateVolume).toBe(VOLUMES);
  expect(createRoutes.listVolumes).toBeGreaterThanOrEqual(APPS);
  expect(createRoutes.listVolumes).toBeLessThanOrEqual(VOLUMES);
  expect(createCounts["200"]).toBe(createRoutes.updateVolume + createRoutes.listVolumes);
  expect(updateCounts["200"]).toBe(VOLUMES);
  expect(faulted(createCounts) + faulted(updateCounts)).toBeGreaterThan(0.1 * (total(createCounts) + total(updateCounts)));
  // Every 429 pauses every request of the process for at least the backoff, a random one too.
}, 300_000);

// Runs in a process of its own (node --expose-gc), with the package as installed by a user: a
// simulator with 1,000 pages of event logs for today, and the client's page iterator over them. The
// simulator's request log is emptied after each page (after counting), so that only what the client
// and the server keep alive remains.
const pagingScript = `
const { startSimulator, CloudPlatformClient } = require(process.env.PACKAGE_NAME);
const PAGES = 1000;
const heap = () => {
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed;
};
(async () => {
  const sim = await startSimulator({ eventLogPages: PAGES, eventLogPageSize: 100 });
  const client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  const now = new Date();
  const date = [now.getUTCMonth() + 1, now.getUTCDate()].map((n) => String(n).padStart(2, "0")).join("-") + "-" + now.getUTCFullYear();
  let pages = 0, entries = 0, requests = 0, bytes = 0;
  let lastToken, newTokens = 0;
  const samples = [];
  const before = heap();
  let warm;
  for await (const page of client.shieldEventLogPages("12345", date)) {
    pages += 1;
    entries += page.logs.length;
    bytes += JSON.stringify(page).length;
    if (page.continuationToken !== lastToken) newTokens += 1;
    lastToken = page.continuationToken;
    requests += sim.requests.filter((request) => request.route === "getShieldEventLogs" && request.status === 200).length;
    sim.resetStats();
    if (pages === 1) warm = heap();
    if (pages % 100 === 0) samples.push({ pages, heapUsed: heap() });
  }
  const after = heap();
  await client.close();
  await sim.close();
  process.stdout.write(JSON.stringify({ pages, entries, requests, newTokens, bytes, before, warm, samples, after }));
})().catch((error) => {
  process.stderr.write(String(error && error.stack));
  process.exitCode = 1;
});
`;

interface PagingFigures {
  pages: number;
  entries: number;
  requests: number;
  /** Pages whose continuation token differs from the one before. */
  newTokens: number;
  bytes: number;
  before: number;
  /** After the first page: connection open, code paths compiled. */
  warm: number;
  samples: { pages: number; heapUsed: number }[];
  after: number;
}

test("1,000 pages of event logs through the iterator: memory stays flat", async () => {
  const { stdout } = await run(process.execPath, ["--expose-gc", "-e", pagingScript], {
    cwd: program.dir,
    env: { ...process.env, PACKAGE_NAME: packageName },
    maxBuffer: 16 * 1024 * 1024,
  });
  const figures = JSON.parse(stdout) as PagingFigures;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const peak = Math.max(...figures.samples.map((sample) => sample.heapUsed));
  console.log(
    [
      `event-log paging: ${figures.pages} pages, ${figures.entries} entries, ${mb(figures.bytes)} of pages read`,
      `heap used after gc: before ${mb(figures.before)}, after page 1 ${mb(figures.warm)}, ${figures.samples.map((s) => `${s.pages}: ${mb(s.heapUsed)}`).join(", ")}, after ${mb(figures.after)}`,
      `growth over pages 2-1000: peak ${mb(peak - figures.warm)}, end ${mb(figures.after - figures.warm)}; over pages 101-1000: ${mb(figures.after - figures.samples[0].heapUsed)}`,
    ].join("\n"),
  );
  expect(figures).toMatchObject({ pages: 1000, entries: 100_000, requests: 1000, newTokens: 1000 });
  // The pages add up to tens of megabytes; keeping even a tenth of them would break these bounds.
  expect(figures.bytes).toBeGreaterThan(20 * 1024 * 1024);
  expect(peak - figures.warm).toBeLessThan(3 * 1024 * 1024);
  expect(figures.after - figures.warm).toBeLessThan(3 * 1024 * 1024);
  expect(figures.after - figures.samples[0].heapUsed).toBeLessThan(1024 * 1024);
}, 120_000);
