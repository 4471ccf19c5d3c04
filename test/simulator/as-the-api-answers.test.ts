import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { answered2xx } from "../helpers/table-requests";

// A field the API derives from the objects below the one read (spec/corrections.json, "behaviour", items-below), as
// plain HTTP to the simulator's generic routes.

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

describe("a field derived from the objects below", () => {
  it("answers a DNS zone's records as they are when it is read, in the zone and in the list of zones", async () => {
    const zone = await answered2xx(sim, "dnsZones.create", {}, { Domain: "derived.example" });
    const zoneId = String(zone.Id);
    expect(zone.Records).toBeNull();
    const kept = await answered2xx(sim, "dnsZones.setRecords", { zoneId }, { Type: 0, Name: "www", Value: "192.0.2.1", Ttl: 300 });
    const dropped = await answered2xx(sim, "dnsZones.setRecords", { zoneId }, { Type: 3, Name: "txt", Value: "gone soon", Ttl: 300 });
    await answered2xx(sim, "dnsZones.updateRecord", { zoneId, recordId: String(kept.Id) }, { Value: "192.0.2.2" });
    await answered2xx(sim, "dnsZones.deleteRecord", { zoneId, recordId: String(dropped.Id) });
    const records = (await answered2xx(sim, "dnsZones.get", { dnsZoneId: zoneId })).Records as Record<string, unknown>[];
    expect(records.map((record) => [record.Id, record.Value])).toEqual([[kept.Id, "192.0.2.2"]]);
    const zones = (await answered2xx(sim, "dnsZones.list", {})).Items as Record<string, unknown>[];
    expect(zones.find((listed) => listed.Id === zone.Id)?.Records).toEqual(records);
  });
});
