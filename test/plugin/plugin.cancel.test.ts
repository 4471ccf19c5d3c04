// The engine's Cancel (one Ctrl+C, or a SIGTERM of the CLI) reaches a plugin whose calls are under way: in a process of
// its own, since a plugin cancelled stays so.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { installPackage, simulatorStack } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";
import { pluginBin, pluginToken } from "../helpers/plugin";

let program: InstalledProgram;
let sim: RunningSimulator;
let engine: Engine;
let mediaDir: string;

beforeAll(async () => {
  program = await installPackage();
  sim = await startSimulator({ apiKey: "plugin-cancel-account-key-7c1d", videoApiKey: "plugin-cancel-video-key-2e9a" });
  engine = await startEngine(program, { config: simulatorStack(sim), plugin: pluginBin });
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-cancel-"));
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await sim?.close();
  if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
});

const urn = (type: string, name: string) => resourceUrn(program, pluginToken(type), name);

async function checked(type: string, news: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { inputs, failures } = await engine.host.check(urn(type, "x"), {}, news);
  expect(failures).toEqual([]);
  return inputs;
}

/** The call's answer or its error, taken at once so that neither goes unhandled while the test awaits another. */
function outcome<T>(call: Promise<T>): Promise<{ answer?: T; error?: Error }> {
  return call.then((answer) => ({ answer }), (error: Error) => ({ error }));
}

/** Resolves once the simulator has received a request of `route`. */
async function received(route: string): Promise<void> {
  while (!sim.requests.some((request) => request.route === route)) await sleep(20);
}

test("Cancel: calls that sent a request finish and answer what they did; the others send nothing and say the command was cancelled", async () => {
  const filePath = path.join(mediaDir, "trailer.mp4");
  await fs.writeFile(filePath, Buffer.alloc(256 * 1024, 7));
  // The upload and the first volume write are under way when Cancel comes; the second write of the app waits its turn.
  sim.faults.add({ route: "uploadVideo", delayMs: 1500, times: 1 });
  sim.faults.add({ route: "updateVolume", delayMs: 1500, times: 1 });
  const volume = (volumeId: string, name: string, size: number) => ({ appId: "app-demo", volumeId, name, size, managedFields: ["size"] });

  const video = outcome(engine.host.create(urn("Video", "trailer"), await checked("Video", { libraryId: "4242", title: "Cancelled trailer", filePath })));
  const firstWrite = outcome(engine.host.update(
    urn("Volume", "data"), "app-demo/vol-data", volume("vol-data", "data", 10),
    await checked("Volume", { appId: "app-demo", volumeId: "vol-data", size: 20 }), { appId: "app-demo", volumeId: "vol-data", size: 10 },
  ));
  await received("updateVolume");
  const queuedWrite = outcome(engine.host.update(
    urn("Volume", "logs"), "app-demo/vol-logs", volume("vol-logs", "logs", 5),
    await checked("Volume", { appId: "app-demo", volumeId: "vol-logs", size: 8 }), { appId: "app-demo", volumeId: "vol-logs", size: 5 },
  ));
  await received("uploadVideo");
  await engine.host.cancel();

  const created = await video;
  expect(created.error).toBeUndefined();
  expect(created.answer?.id).toMatch(/^4242\//);
  expect(created.answer?.properties).toMatchObject({ title: "Cancelled trailer", bytes: 256 * 1024 });
  const written = await firstWrite;
  expect(written.error).toBeUndefined();
  expect(written.answer?.properties).toMatchObject({ size: 20 });
  const refused = (await queuedWrite).error;
  expect(refused?.message).toMatch(/updateVolume was not sent: PATCH \S+vol-logs: the command was cancelled/);
  expect(refused?.message).not.toMatch(/UND_ERR_CLOSED/);

  const writes = sim.requests.filter((request) => request.method !== "GET").map((request) => `${request.route} ${request.path}`);
  expect(writes.filter((write) => write.startsWith("updateVolume"))).toEqual(["updateVolume /mc/apps/app-demo/volumes/vol-data"]);
  expect(sim.state.apps.get("app-demo")!.volumes.get("vol-logs")!.size).toBe(5);
  expect(sim.state.apps.get("app-demo")!.volumes.get("vol-data")!.size).toBe(20);

  // A call the engine makes after the Cancel sends nothing either.
  const later = await outcome(engine.host.read(urn("Volume", "data"), "app-demo/vol-data", volume("vol-data", "data", 20)));
  expect(later.error?.message).toMatch(/was not sent: .*the command was cancelled/);
}, 60_000);
