import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, UNKNOWN, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-volume-account-key-c0ffee11";
const videoApiKey = "host-volume-video-key-deadbe22";

/** The Volume scenarios (requests, answers, drift, failures), run through `runner`. */
export const volumeScenarios = (runner: ProviderRunner): void =>
  describe(`Volume through the ${runner}`, () => {
  const hosted = useHostedResource("Volume", "data", { apiKey, videoApiKey }, runner);

  function volume(id: string) {
    return hosted.sim.state.apps.get("app-demo")!.volumes.get(id)!;
  }

  function routes(): string[] {
    return hosted.sim.requests.map((request) => `${request.method} ${request.path}`);
  }

  let state: ResourceState;
  let recorded: ResourceState;

  it("first up: checks, creates by adopting the volume and patching the set field", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-data", size: 20 }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("app-demo/vol-data");
    expect(withoutProvider(up.state.outputs)).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "data",
      size: 20,
      managedFields: ["size"],
    });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(hosted.sim.requests[1].body).toEqual({ size: 20 });
    expect(volume("vol-data").size).toBe(20);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-data", size: 20 }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
    state = up.state;
  });

  it("an input change updates in place with one PATCH of the changed field", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, state));
    expect(up.op).toBe("update");
    expect(routes()).toEqual(["PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(hosted.sim.requests[0].body).toEqual({ size: 25 });
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
    const plan = await hosted.track(hosted.engine.preview(hosted.urn, { appId: "app-demo", volumeId: UNKNOWN, size: UNKNOWN }, state));
    expect(plan.op).toBe("replace");
    expect(plan.diff).toMatchObject({ changes: "some", replaces: ["volumeId"] });
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("refresh after an out-of-band change reports the drift, and the next preview plans to undo it", async () => {
    volume("vol-data").size = 40;
    volume("vol-data").name = "renamed-elsewhere";
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(withoutProvider(refreshed.outputs)).toMatchObject({ name: "renamed-elsewhere", size: 40 });
    expect(withoutProvider(refreshed.inputs)).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "renamed-elsewhere",
      size: 40,
      managedFields: ["name", "size"],
    });
    const plan = await hosted.track(hosted.engine.preview(hosted.urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, refreshed));
    expect(plan.op).toBe("update");
    const up = await hosted.track(hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-data", name: "data", size: 25 }, refreshed));
    expect(volume("vol-data")).toMatchObject({ name: "data", size: 25 });
    state = up.state;
  });

  it("a volumeId change replaces the resource, adopting the other volume", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-logs", size: 6 }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["volumeId"]);
    expect(up.state.id).toBe("app-demo/vol-logs");
    expect(volume("vol-logs").size).toBe(6);
    expect(volume("vol-data")).toMatchObject({ name: "data", size: 25 });
    state = up.state;
  });

  it("refresh after an out-of-band deletion reports the volume gone", async () => {
    const saved = volume("vol-logs");
    hosted.sim.state.apps.get("app-demo")!.volumes.delete("vol-logs");
    try {
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
    } finally {
      hosted.sim.state.apps.get("app-demo")!.volumes.set("vol-logs", saved);
    }
  });

  it("an app deleted outside Pulumi (its volume list answers the API's own 404, the app list answers) reports the volume gone", async () => {
    const saved = hosted.sim.state.apps.get("app-demo")!;
    hosted.sim.state.apps.delete("app-demo");
    try {
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(hosted.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
        "GET /mc/apps/app-demo/volumes 404",
        "GET /mc/apps 200",
      ]);
    } finally {
      hosted.sim.state.apps.set("app-demo", saved);
    }
  });

  it("a wrong baseUrl (a /v2 suffix) or a gateway's JSON 404 for unknown routes fails the refresh and keeps the volume", async () => {
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
      "GET /v2/mc/apps/app-demo/volumes answered 404",
      "GET /v2/mc/apps -> 404",
    ]);
  });

  it("an update at a wrong baseUrl (an /api suffix, a closed port) fails naming cloudplatform:baseUrl and the address used", async () => {
    for (const baseUrl of [`${hosted.sim.baseUrl}/api`, "http://127.0.0.1:1"]) {
      const engine = await hosted.engineWith({ "cloudplatform:baseUrl": baseUrl, "cloudplatform:maxRetries": "0" });
      try {
        const error = await engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-logs", size: 7 }, state).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        expect((error as Error).message).toContain(`the address used is ${baseUrl}, from cloudplatform:baseUrl of the stack config`);
        hosted.seen.push((error as Error).message);
      } finally {
        await engine.close();
      }
    }
    expect(volume("vol-logs").size).toBe(6);
  });

  it("destroy forgets the volume without calling the API", async () => {
    await hosted.engine.destroy(state);
    expect(hosted.sim.requests).toHaveLength(0);
    expect(hosted.sim.state.apps.get("app-demo")!.volumes.has("vol-logs")).toBe(true);
  });

  it("invalid inputs fail at check, naming the field and bound, before any request", async () => {
    const error = await hosted.engine
      .preview(hosted.urn, { appId: "app-demo", volumeId: "vol-data", name: "bad name!", size: 500 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([
      { property: "name", reason: "must contain only letters, digits, '_' and '-' (got \"bad name!\")" },
      { property: "size", reason: "must be an integer from 1 to 100 (got 500)" },
    ]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a missing volume fails the create clearly", async () => {
    const error = await hosted.engine.up(hosted.urn, { appId: "app-demo", volumeId: "vol-x" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toBe(
      "volume vol-x was not found in app app-demo: a Volume adopts a volume template the app already has (the API " +
        "cannot create one). Check volumeId and appId, or add the volume to the app's template first " +
        "(listVolumes: GET /mc/apps/app-demo/volumes does not list volume vol-x)",
    );
    expect(error.initFailure).toBeUndefined();
  });

  it("a PATCH refused by the API surfaces status and message; the volume is recorded as adopted", async () => {
    hosted.sim.faults.add({ route: "updateVolume", status: 500 });
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, hosted.type, "refused"), {
        appId: "app-demo",
        volumeId: "vol-data",
        size: 30,
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(/updateVolume failed: PATCH \/mc\/apps\/app-demo\/volumes\/vol-data -> 500/);
    expect(error.initFailure.id).toBe("app-demo/vol-data");
    expect(error.initFailure.properties).toMatchObject({ appId: "app-demo", volumeId: "vol-data", size: 25 });
    hosted.seen.push(error.message, error.initFailure);
    recorded = {
      urn: resourceUrn(hosted.engine.host.program, hosted.type, "refused"),
      id: error.initFailure.id,
      inputs: { appId: "app-demo", volumeId: "vol-data", size: 30, managedFields: ["size"], [PROVIDER_KEY]: hosted.provider },
      outputs: error.initFailure.properties,
    };
  });

  it("the resource recorded after a refused PATCH can be refreshed, updated and destroyed", async () => {
    expect(recorded.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    const refreshed = (await hosted.track(hosted.engine.refresh(recorded)))!;
    expect(refreshed.outputs.size).toBe(25);
    const up = await hosted.track(hosted.engine.up(recorded.urn, { appId: "app-demo", volumeId: "vol-data", size: 30 }, refreshed));
    expect(up.op).toBe("update");
    expect(volume("vol-data").size).toBe(30);
    await hosted.engine.destroy(up.state);
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "PATCH /mc/apps/app-demo/volumes/vol-data"]);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text.length).toBeGreaterThan(1000);
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
