// getStorageZone, the lookup of the StorageZone row: by id and by name, through real HTTP to the simulator's demo
// account (zone 601, demo-assets), called as a program calls it (settings from the environment).
import { InputValidationError, NotFoundError, NotListedError, getStorageZone } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment(
  { apiKey: "storage-zone-lookup-account-key-81d2", videoApiKey: "storage-zone-lookup-video-key-4a6f" },
  (started) => (sim = started),
);

const requests = () => sim.requests.map((request) => [request.method, request.path, request.query, request.status]);

describe("getStorageZone", () => {
  it("reads the zone as the StorageZone resource's read does, without its passwords", async () => {
    const zone = await getStorageZone({ storageZoneId: DEMO.storageZone.id });
    expect(zone).toMatchObject({
      storageZoneId: String(DEMO.storageZone.id),
      name: DEMO.storageZone.name,
      region: "DE",
      replicationRegions: ["NY", "SG"],
    });
    expect(zone).not.toHaveProperty("password");
    expect(zone).not.toHaveProperty("readOnlyPassword");
    expect(JSON.stringify(zone)).not.toContain("password-");
    expect(requests()).toEqual([["GET", `/storagezone/${DEMO.storageZone.id}`, {}, 200]]);
  });

  it("finds the zone by its name in the zone list, with the list's search", async () => {
    sim.resetStats();
    const byName = await getStorageZone({ name: DEMO.storageZone.name });
    const [list] = requests();
    expect(list.slice(0, 2)).toEqual(["GET", "/storagezone"]);
    expect(list[2]).toMatchObject({ search: DEMO.storageZone.name });
    expect(byName).toEqual(await getStorageZone({ storageZoneId: String(DEMO.storageZone.id) }));
  });

  it("fails naming the function and the zone when the API has no such zone", async () => {
    const missing = await getStorageZone({ storageZoneId: 999 }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as Error).message).toContain("getStorageZone: no StorageZone with storageZoneId 999");
    const unnamed = await getStorageZone({ name: "nowhere-assets" }).catch((caught: unknown) => caught);
    expect(unnamed).toBeInstanceOf(NotListedError);
    expect((unnamed as Error).message).toContain('getStorageZone: no StorageZone with name "nowhere-assets"');
  });

  it("refuses both the id and the name before any call", async () => {
    sim.resetStats();
    const error = await getStorageZone({ storageZoneId: 601, name: "demo-assets" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain("give exactly one of storageZoneId and name");
    expect(sim.requests).toHaveLength(0);
  });
});
