import { NotListedError } from "../../src/errors";
import { volumeProvider, type VolumeInputs, type VolumeOutputs } from "../../src/providers/volume";
import type { RunningSimulator } from "../../src/simulator";
import { UNKNOWN } from "../helpers/engine/wire";
import { useSimulatedProvider } from "../helpers/provider-test";

let sim: RunningSimulator;
const checked = useSimulatedProvider(
  volumeProvider,
  { apiKey: "volume-test-account-key-5f1c", videoApiKey: "volume-test-video-key-8e2d" },
  (started) => (sim = started),
);

beforeEach(() => {
  const volumes = sim.state.apps.get("app-demo")!.volumes;
  volumes.set("vol-data", { id: "vol-data", name: "data", size: 10, totalUsage: 0 });
  volumes.set("vol-logs", { id: "vol-logs", name: "logs", size: 5, totalUsage: 0 });
});

function routes(): string[] {
  return sim.requests.map((request) => `${request.method} ${request.path}`);
}

describe("check", () => {
  it("turns numeric ids into strings and lists the fields the program sets", async () => {
    const inputs = await checked({ appId: 42, volumeId: 7, size: 20, __provider: "text" });
    expect(inputs).toEqual({ appId: "42", volumeId: "7", size: 20, managedFields: ["size"] });
  });

  it("names the property and the bound of each invalid input, before any request", async () => {
    const result = await volumeProvider.check({}, { appId: "..", volumeId: "vol-data", name: "", size: 101 });
    expect(result.failures).toEqual(
      expect.arrayContaining([
        { property: "appId", reason: 'must not be "." or ".." (got "..")' },
        { property: "name", reason: 'must be at least 1 character (got "")' },
        { property: "size", reason: "must be an integer from 1 to 100 (got 101)" },
      ]),
    );
    expect(await volumeProvider.check({}, { appId: "app-demo", volumeId: "vol-data", size: 2.5 })).toEqual({
      failures: [{ property: "size", reason: "must be an integer from 1 to 100 (got 2.5)" }],
    });
    expect(await volumeProvider.check({}, { volumeId: "vol-data" })).toEqual({
      failures: [{ property: "appId", reason: "is required" }],
    });
    expect(sim.requests).toHaveLength(0);
  });

  it("lets values unknown during a preview through unvalidated", async () => {
    expect(await volumeProvider.check({}, { appId: UNKNOWN, volumeId: "vol-data", name: UNKNOWN, size: 0 })).toEqual({
      failures: [{ property: "size", reason: "must be an integer from 1 to 100 (got 0)" }],
    });
    expect(await checked({ appId: UNKNOWN, volumeId: "vol-data", name: UNKNOWN })).toEqual({
      appId: UNKNOWN,
      volumeId: "vol-data",
      name: UNKNOWN,
      managedFields: ["name"],
    });
  });
});

describe("create", () => {
  it("adopts the volume and patches only the set fields that differ", async () => {
    const result = await volumeProvider.create(await checked({ appId: "app-demo", volumeId: "vol-data", size: 20 }));
    expect(result).toEqual({
      id: "app-demo/vol-data",
      outs: { appId: "app-demo", volumeId: "vol-data", name: "data", size: 20, managedFields: ["size"] },
    });
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(sim.requests[1].body).toEqual({ size: 20 });
    expect(sim.state.apps.get("app-demo")!.volumes.get("vol-data")).toMatchObject({ name: "data", size: 20 });
  });

  it("makes no PATCH when no field is set or every set field already has its value", async () => {
    const adopted = await volumeProvider.create(await checked({ appId: "app-demo", volumeId: "vol-logs" }));
    expect(adopted.outs).toEqual({ appId: "app-demo", volumeId: "vol-logs", name: "logs", size: 5, managedFields: [] });
    await volumeProvider.create(await checked({ appId: "app-demo", volumeId: "vol-logs", name: "logs", size: 5 }));
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes", "GET /mc/apps/app-demo/volumes"]);
  });

  it("fails clearly when the volume does not exist: not found in the app, what to do, and the list it read", async () => {
    const error = await volumeProvider.create(await checked({ appId: "app-demo", volumeId: "vol-x", size: 3 })).catch((caught) => caught);
    expect(error).toBeInstanceOf(NotListedError);
    expect(error).toMatchObject({ operation: "listVolumes", method: "GET", path: "/mc/apps/app-demo/volumes", object: "volume vol-x" });
    expect(error.message).toBe(
      "volume vol-x was not found in app app-demo: a Volume adopts a volume template the app already has (the API " +
        "cannot create one). Check volumeId and appId, or add the volume to the app's template first " +
        "(listVolumes: GET /mc/apps/app-demo/volumes does not list volume vol-x)",
    );
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes"]);
  });

  it("reports a failed PATCH as adopted-but-not-updated, with the id, the live values and the provider", async () => {
    sim.faults.add({ route: "updateVolume", status: 500 });
    const inputs = await checked({ appId: "app-demo", volumeId: "vol-data", name: "renamed" });
    const error = await volumeProvider
      .create({ ...inputs, __provider: "serialized provider" } as VolumeInputs)
      .catch((caught) => caught);
    expect(error.id).toBe("app-demo/vol-data");
    expect(error.properties).toEqual({
      appId: "app-demo",
      volumeId: "vol-data",
      name: "data",
      size: 10,
      managedFields: ["name"],
      __provider: "serialized provider",
    });
    expect(error.message).toContain("PATCH /mc/apps/app-demo/volumes/vol-data -> 500");
    expect(error.reasons).toHaveLength(1);
    expect(error.message).not.toContain(sim.apiKey);
  });
});

describe("diff", () => {
  const olds: VolumeOutputs = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["size"] };

  it("answers no change for the same inputs, whatever __provider holds", async () => {
    const news = { ...(await checked({ appId: "app-demo", volumeId: "vol-data", size: 10 })), __provider: "other" };
    expect(await volumeProvider.diff("app-demo/vol-data", { ...olds, __provider: "old" } as VolumeOutputs, news)).toEqual(
      { changes: false, replaces: [], deleteBeforeReplace: false },
    );
  });

  it("ignores a field the program does not set, even when its reported value changed", async () => {
    const news = await checked({ appId: "app-demo", volumeId: "vol-data", size: 10 });
    expect((await volumeProvider.diff("id", { ...olds, name: "renamed" }, news)).changes).toBe(false);
  });

  it("updates in place on a size change and replaces on an id change", async () => {
    const resized = await checked({ appId: "app-demo", volumeId: "vol-data", size: 30 });
    expect(await volumeProvider.diff("id", olds, resized)).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    const moved = await checked({ appId: "app-demo", volumeId: "vol-logs", size: 10 });
    expect(await volumeProvider.diff("id", olds, moved)).toEqual({
      changes: true,
      replaces: ["volumeId"],
      deleteBeforeReplace: false,
    });
  });

  it("counts a value unknown during a preview as a change", async () => {
    const news = await checked({ appId: "app-demo", volumeId: "vol-data", size: UNKNOWN });
    expect((await volumeProvider.diff("id", olds, news)).changes).toBe(true);
  });

  it("updates when the program starts or stops setting a field", async () => {
    const news = await checked({ appId: "app-demo", volumeId: "vol-data" });
    expect((await volumeProvider.diff("id", olds, news)).changes).toBe(true);
  });
});

describe("update", () => {
  it("patches only the set fields that changed and returns every output", async () => {
    const olds: VolumeOutputs = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["name", "size"] };
    const result = await volumeProvider.update(
      "app-demo/vol-data",
      olds,
      await checked({ appId: "app-demo", volumeId: "vol-data", name: "data", size: 12 }),
    );
    expect(result).toEqual({
      outs: { appId: "app-demo", volumeId: "vol-data", name: "data", size: 12, managedFields: ["name", "size"] },
    });
    expect(routes()).toEqual(["PATCH /mc/apps/app-demo/volumes/vol-data"]);
    expect(sim.requests[0].body).toEqual({ size: 12 });
  });

  it("makes no call when only the set of managed fields changed", async () => {
    const olds: VolumeOutputs = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["size"] };
    const result = await volumeProvider.update("id", olds, await checked({ appId: "app-demo", volumeId: "vol-data" }));
    expect(result.outs).toEqual({ ...olds, managedFields: [] });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("read", () => {
  const state: VolumeOutputs = { appId: "app-demo", volumeId: "vol-data", name: "data", size: 10, managedFields: ["size"] };

  it("reports the live values, and as inputs only the fields the program sets", async () => {
    const volume = sim.state.apps.get("app-demo")!.volumes.get("vol-data")!;
    volume.name = "changed-elsewhere";
    volume.size = 33;
    expect(await volumeProvider.read("app-demo/vol-data", state)).toEqual({
      id: "app-demo/vol-data",
      props: { appId: "app-demo", volumeId: "vol-data", name: "changed-elsewhere", size: 33, managedFields: ["size"] },
      inputs: { appId: "app-demo", volumeId: "vol-data", size: 33, managedFields: ["size"] },
    });
    expect(routes()).toEqual(["GET /mc/apps/app-demo/volumes"]);
  });

  it("returns an empty id when the volume or its app is gone", async () => {
    sim.state.apps.get("app-demo")!.volumes.delete("vol-data");
    expect(await volumeProvider.read("app-demo/vol-data", state)).toEqual({ id: "" });
    expect(await volumeProvider.read("app-gone/vol-data", { ...state, appId: "app-gone" })).toEqual({ id: "" });
  });

  it("a 404 without the API's error body (a wrong address, a proxy) fails the refresh instead of dropping the volume", async () => {
    sim.faults.add({ route: "listVolumes", status: 404, body: "<html>Not Found</html>", times: 1 });
    const error = await volumeProvider.read("app-demo/vol-data", state).catch((caught) => caught);
    expect(error.message).toMatch(/listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> 404: Not Found/);
  });

  it("surfaces other API errors with status and message, without the key", async () => {
    sim.faults.add({ route: "listVolumes", status: 500 });
    const error = await volumeProvider.read("app-demo/vol-data", state).catch((caught) => caught);
    expect(error.message).toMatch(/listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> 500/);
    expect(error.message).not.toContain(sim.apiKey);
  });
});

describe("delete", () => {
  it("forgets the volume without any call", async () => {
    await volumeProvider.delete("app-demo/vol-data", {
      appId: "app-demo",
      volumeId: "vol-data",
      name: "data",
      size: 10,
      managedFields: [],
    });
    expect(sim.requests).toHaveLength(0);
    expect(sim.state.apps.get("app-demo")!.volumes.has("vol-data")).toBe(true);
  });
});
