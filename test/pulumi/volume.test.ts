import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { ProviderCallError } from "../helpers/engine-host";
import { CheckFailedError, resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine-lifecycle";
import { PROVIDER_KEY, UNKNOWN, withoutProvider } from "../helpers/engine-wire";
import {
  installPackage,
  registeredProvider,
  resourceType,
  simulatorStack,
  timingReport,
} from "../helpers/installed-package";

const apiKey = "host-volume-account-key-c0ffee11";
const videoApiKey = "host-volume-video-key-deadbe22";

let sim: RunningSimulator;
let engine: Engine;
let provider: string;
let urn: string;
const seen: unknown[] = [];

beforeAll(async () => {
  const program = await installPackage();
  provider = await registeredProvider(program, "Volume");
  sim = await startSimulator({ apiKey, videoApiKey });
  engine = await startEngine(program, { config: simulatorStack(sim), provider });
  urn = resourceUrn(program, resourceType("Volume"), "data");
}, 300_000);

afterAll(async () => {
  if (engine) {
    console.log(timingReport("Volume", engine));
    await engine.close();
  }
  await sim?.close();
});

beforeEach(() => {
  sim.resetStats();
  sim.faults.clear();
});

function volume(id: string) {
  return sim.state.apps.get("app-demo")!.volumes.get(id)!;
}

function routes(): string[] {
  return sim.requests.map((request) => `${request.method} ${request.path}`);
}

async function track<T>(result: Promise<T>): Promise<T> {
  const value = await result;
  seen.push(value);
  return value;
}

describe("Volume through the dynamic-provider host", () => {
  let state: ResourceState;
  let recorded: ResourceState;

  it("first up: checks, creates by adopting the volume and patching the set field", async () => {
    const up = await track(engine.up(urn, { appId: "app-demo", volumeId: "vol-data", size: 20 }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("app-demo/vol-data");
    expect(withoutProvider(up.state.outputs)).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "data",
      size: 20,
      managedFields: ["size"],
    });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(provider);
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(sim.requests[1].body).toEqual({ size: 20 });
    expect(volume("vol-data").size).toBe(20);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await track(engine.up(urn, { appId: "app-demo", volumeId: "vol-data", size: 20 }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(sim.requests).toHaveLength(0);
    state = up.state;
  });

  it("an input change updates in place with one PATCH of the changed field", async () => {
    const up = await track(engine.up(urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, state));
    expect(up.op).toBe("update");
    expect(routes()).toEqual(["PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(sim.requests[0].body).toEqual({ size: 25 });
    expect(withoutProvider(up.state.outputs)).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "data",
      size: 25,
      managedFields: ["name", "size"],
    });
    state = up.state;
  });

  it("a preview with unknown values plans the change without calling the API", async () => {
    const plan = await track(engine.preview(urn, { appId: "app-demo", volumeId: UNKNOWN, size: UNKNOWN }, state));
    expect(plan.op).toBe("replace");
    expect(plan.diff).toMatchObject({ changes: "some", replaces: ["volumeId"] });
    expect(sim.requests).toHaveLength(0);
  });

  it("refresh after an out-of-band change reports the drift, and the next preview plans to undo it", async () => {
    volume("vol-data").size = 40;
    volume("vol-data").name = "renamed-elsewhere";
    const refreshed = (await track(engine.refresh(state)))!;
    expect(withoutProvider(refreshed.outputs)).toMatchObject({ name: "renamed-elsewhere", size: 40 });
    expect(withoutProvider(refreshed.inputs)).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "renamed-elsewhere",
      size: 40,
      managedFields: ["name", "size"],
    });
    const plan = await track(engine.preview(urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, refreshed));
    expect(plan.op).toBe("update");
    const up = await track(engine.up(urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, refreshed));
    expect(volume("vol-data")).toMatchObject({ name: "data", size: 25 });
    state = up.state;
  });

  it("a volumeId change replaces the resource, adopting the other volume", async () => {
    const up = await track(engine.up(urn, { appId: "app-demo", volumeId: "vol-logs", size: 6 }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["volumeId"]);
    expect(up.state.id).toBe("app-demo/vol-logs");
    expect(volume("vol-logs").size).toBe(6);
    expect(volume("vol-data")).toMatchObject({ name: "data", size: 25 });
    state = up.state;
  });

  it("refresh after an out-of-band deletion reports the volume gone", async () => {
    const saved = volume("vol-logs");
    sim.state.apps.get("app-demo")!.volumes.delete("vol-logs");
    try {
      expect(await track(engine.refresh(state))).toBeUndefined();
    } finally {
      sim.state.apps.get("app-demo")!.volumes.set("vol-logs", saved);
    }
  });

  it("destroy forgets the volume without calling the API", async () => {
    await engine.destroy(state);
    expect(sim.requests).toHaveLength(0);
    expect(sim.state.apps.get("app-demo")!.volumes.has("vol-logs")).toBe(true);
  });

  it("invalid inputs fail at check, naming the field and bound, before any request", async () => {
    const error = await engine
      .preview(urn, { appId: "app-demo", volumeId: "vol-data", name: "bad name!", size: 500 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([
      { property: "name", reason: "must contain only letters, digits, '_' and '-'" },
      { property: "size", reason: "must be an integer from 1 to 100" },
    ]);
    expect(sim.requests).toHaveLength(0);
  });

  it("a missing volume fails the create clearly", async () => {
    const error = await engine.up(urn, { appId: "app-demo", volumeId: "vol-x" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toBe("volume vol-x not found in app app-demo");
    expect(error.initFailure).toBeUndefined();
  });

  it("a PATCH refused by the API surfaces status and message; the volume is recorded as adopted", async () => {
    sim.faults.add({ route: "updateVolume", status: 500 });
    const error = await engine
      .up(resourceUrn(engine.host.program, resourceType("Volume"), "refused"), {
        appId: "app-demo",
        volumeId: "vol-data",
        size: 30,
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(/updateVolume failed: PATCH \/mc\/apps\/app-demo\/volumes\/vol-data -> 500/);
    expect(error.initFailure.id).toBe("app-demo/vol-data");
    expect(error.initFailure.properties).toMatchObject({ appId: "app-demo", volumeId: "vol-data", size: 25 });
    seen.push(error.message, error.initFailure);
    recorded = {
      urn: resourceUrn(engine.host.program, resourceType("Volume"), "refused"),
      id: error.initFailure.id,
      inputs: { appId: "app-demo", volumeId: "vol-data", size: 30, managedFields: ["size"], [PROVIDER_KEY]: provider },
      outputs: error.initFailure.properties,
    };
  });

  it("the resource recorded after a refused PATCH can be refreshed, updated and destroyed", async () => {
    expect(recorded.outputs[PROVIDER_KEY]).toBe(provider);
    const refreshed = (await track(engine.refresh(recorded)))!;
    expect(refreshed.outputs.size).toBe(25);
    const up = await track(engine.up(recorded.urn, { appId: "app-demo", volumeId: "vol-data", size: 30 }, refreshed));
    expect(up.op).toBe("update");
    expect(volume("vol-data").size).toBe(30);
    await engine.destroy(up.state);
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "PATCH /mc/apps/app-demo/volumes/vol-data"]);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(seen) + engine.host.stdout + engine.host.stderr;
    expect(text.length).toBeGreaterThan(1000);
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
