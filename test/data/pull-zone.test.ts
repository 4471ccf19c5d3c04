// getPullZone, the lookup of the PullZone row: by id and by name, through real HTTP to the simulator's demo
// account (zone 310245, web-demo), called as a program calls it (settings from the environment).
import { InputValidationError, NotFoundError, NotListedError, getPullZone } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment(
  { apiKey: "pull-zone-lookup-account-key-81d2", videoApiKey: "pull-zone-lookup-video-key-4a6f" },
  (started) => (sim = started),
);

const requests = () => sim.requests.map((request) => [request.method, request.path, request.query, request.status]);

describe("getPullZone", () => {
  it("reads the zone as the PullZone resource's read does, without its keys and secrets", async () => {
    const zone = await getPullZone({ pullZoneId: DEMO.pullZone.id });
    expect(zone).toMatchObject({
      pullZoneId: String(DEMO.pullZone.id),
      name: DEMO.pullZone.name,
      cnameDomain: DEMO.pullZone.systemHostname,
    });
    for (const secret of ["zoneSecurityKey", "awsSigningKey", "awsSigningSecret", "logForwardingToken"]) {
      expect(zone).not.toHaveProperty(secret);
    }
    expect(requests()).toEqual([["GET", `/pullzone/${DEMO.pullZone.id}`, {}, 200]]);
  });

  it("finds the zone by its name in the zone list, with the list's search", async () => {
    sim.resetStats();
    const byName = await getPullZone({ name: DEMO.pullZone.name });
    const [list] = requests();
    expect(list.slice(0, 2)).toEqual(["GET", "/pullzone"]);
    expect(list[2]).toMatchObject({ search: DEMO.pullZone.name });
    expect(byName).toEqual(await getPullZone({ pullZoneId: String(DEMO.pullZone.id) }));
  });

  it("fails naming the function and the zone when the API has no such zone", async () => {
    const missing = await getPullZone({ pullZoneId: 999 }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as Error).message).toContain("getPullZone: no PullZone with pullZoneId 999");
    const unnamed = await getPullZone({ name: "nowhere-cdn" }).catch((caught: unknown) => caught);
    expect(unnamed).toBeInstanceOf(NotListedError);
    expect((unnamed as Error).message).toContain('getPullZone: no PullZone with name "nowhere-cdn"');
  });

  it("refuses both the id and the name before any call", async () => {
    sim.resetStats();
    const error = await getPullZone({ pullZoneId: 601, name: "demo-assets" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain("give exactly one of pullZoneId and name");
    expect(sim.requests).toHaveLength(0);
  });
});
