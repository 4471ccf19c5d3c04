import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { answered2xx } from "../helpers/table-requests";

// The API's behaviour on writes (spec/corrections.json, "behaviour"), as plain HTTP to the simulator's generic routes:
// each kind of entry changes what a create or an update stores, and what is read back.

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

describe("a default the API fills in", () => {
  it("is what a create that does not send the field stores, and a later update keeps it or replaces it", async () => {
    const library = await answered2xx(sim, "videoLibraries.create", {}, { Name: "defaults" });
    expect(library).toMatchObject({ UILanguage: "en", FontFamily: "rubik", Bitrate720p: 2800, CaptionsFontSize: 20 });
    const id = String(library.Id);
    const updated = await answered2xx(sim, "videoLibraries.update", { videoLibraryId: id }, { UILanguage: "de" });
    expect(updated).toMatchObject({ UILanguage: "de", FontFamily: "rubik" });
    expect(await answered2xx(sim, "videoLibraries.get", { videoLibraryId: id })).toMatchObject({ UILanguage: "de", Bitrate720p: 2800 });
  });

  it("is not what a create that sends the field stores", async () => {
    const zone = await answered2xx(sim, "dnsZones.create", {}, { Domain: "defaults.example" });
    expect(zone).toMatchObject({ Nameserver1: "kiki.bunny.net", Nameserver2: "coco.bunny.net", SoaEmail: "hostmaster@bunny.net" });
    const library = await answered2xx(sim, "videoLibraries.create", {}, { Name: "sent" });
    const updated = await answered2xx(sim, "videoLibraries.update", { videoLibraryId: String(library.Id) }, { Bitrate720p: 3000, FontFamily: "inter" });
    expect(updated).toMatchObject({ Bitrate720p: 3000, FontFamily: "inter", UILanguage: "en" });
  });
});

describe("a value the API rewrites, and one it sets under a condition", () => {
  it("drops the trailing slash of an origin URL", async () => {
    const zone = await answered2xx(sim, "pullZones.create", {}, { Name: "rewrites", OriginUrl: "https://origin.example.com/" });
    expect(zone.OriginUrl).toBe("https://origin.example.com");
    const updated = await answered2xx(sim, "pullZones.update", { pullZoneId: String(zone.Id) }, { OriginUrl: "https://other.example.com/assets/" });
    expect(updated.OriginUrl).toBe("https://other.example.com/assets");
  });

  it("gives a pull zone whose origin is an edge script its own origin URL and routing filter, whatever was sent", async () => {
    const zone = await answered2xx(sim, "pullZones.create", {}, { Name: "scripted", OriginType: 4, OriginUrl: "https://mine.example.com", RoutingFilters: ["all"] });
    expect(zone).toMatchObject({ OriginUrl: "https://bunnycdn.com", RoutingFilters: ["scripting"] });
    const plain = await answered2xx(sim, "pullZones.create", {}, { Name: "plain", OriginType: 0, OriginUrl: "https://mine.example.com", RoutingFilters: ["all"] });
    expect(plain).toMatchObject({ OriginUrl: "https://mine.example.com", RoutingFilters: ["all"] });
  });

  it("turns background updates on with stale caching, even when the write turns them off", async () => {
    const zone = await answered2xx(sim, "pullZones.create", {}, { Name: "stale", UseStaleWhileOffline: true, UseBackgroundUpdate: false });
    expect(zone.UseBackgroundUpdate).toBe(true);
    const fresh = await answered2xx(sim, "pullZones.create", {}, { Name: "fresh", UseBackgroundUpdate: false });
    expect(fresh.UseBackgroundUpdate).toBe(false);
  });

  it("stores DNS record names and targets as the API does, read back through the zone's record list", async () => {
    const zone = await answered2xx(sim, "dnsZones.create", {}, { Domain: "records.example" });
    const zoneId = String(zone.Id);
    const cname = await answered2xx(sim, "dnsZones.setRecords", { zoneId }, { Type: 2, Name: "@", Value: "target.example.net.", Ttl: 300 });
    expect(cname).toMatchObject({ Name: "", Value: "target.example.net" });
    const txt = await answered2xx(sim, "dnsZones.setRecords", { zoneId }, { Type: 3, Name: "www", Value: "ends with a dot.", Ttl: 300 });
    expect(txt).toMatchObject({ Name: "www", Value: "ends with a dot." });
    await answered2xx(sim, "dnsZones.updateRecord", { zoneId, recordId: String(txt.Id) }, { Type: 11, Weight: 0 });
    const records = (await answered2xx(sim, "dnsZones.listRecords", { zoneId })).Items as Record<string, unknown>[];
    expect(records.find((record) => record.Id === txt.Id)).toMatchObject({ Type: 11, Weight: 100, Value: "ends with a dot." });
  });
});

describe("a field the API sets itself", () => {
  it("keeps a list as a set: each value once, in its own order", async () => {
    const zone = await answered2xx(sim, "pullZones.create", {}, { Name: "sets", BlockedIps: ["203.0.113.9", "192.0.2.1", "203.0.113.9"] });
    expect(zone.BlockedIps).toEqual(["192.0.2.1", "203.0.113.9"]);
  });

  it("dates each write of a storage zone", async () => {
    const before = Date.now();
    const zone = await answered2xx(sim, "storageZones.create", {}, { Name: "dated", Region: "DE" });
    const created = Date.parse(String(zone.DateModified));
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await answered2xx(sim, "storageZones.update", { storageZoneId: String(zone.Id) }, { Rewrite404To200: true });
    const read = await answered2xx(sim, "storageZones.get", { storageZoneId: String(zone.Id) });
    expect(Date.parse(String(read.DateModified))).toBeGreaterThan(created);
  });

  it("makes a PullZone record's link name from the pull zone id the request sends, and keeps it when none is sent", async () => {
    const zone = await answered2xx(sim, "dnsZones.create", {}, { Domain: "linked.example" });
    const zoneId = String(zone.Id);
    const record = await answered2xx(sim, "dnsZones.setRecords", { zoneId }, { Type: 7, Name: "cdn", PullZoneId: 42, Ttl: 300 });
    expect(record.LinkName).toBe("42");
    await answered2xx(sim, "dnsZones.updateRecord", { zoneId, recordId: String(record.Id) }, { Ttl: 600 });
    const records = (await answered2xx(sim, "dnsZones.listRecords", { zoneId })).Items as Record<string, unknown>[];
    expect(records.find((listed) => listed.Id === record.Id)).toMatchObject({ Ttl: 600, LinkName: "42" });
  });

  it("gives a new storage zone its passwords, one per zone, and an update keeps them", async () => {
    const zone = await answered2xx(sim, "storageZones.create", {}, { Name: "passwords", Region: "DE" });
    const other = await answered2xx(sim, "storageZones.create", {}, { Name: "passwords-too", Region: "DE" });
    expect(zone.Password).toEqual(expect.any(String));
    expect(zone.ReadOnlyPassword).toEqual(expect.any(String));
    expect(new Set([zone.Password, zone.ReadOnlyPassword, other.Password, other.ReadOnlyPassword]).size).toBe(4);
    await answered2xx(sim, "storageZones.update", { storageZoneId: String(zone.Id) }, { Rewrite404To200: true });
    const read = await answered2xx(sim, "storageZones.get", { storageZoneId: String(zone.Id) });
    expect(read).toMatchObject({ Password: zone.Password, ReadOnlyPassword: zone.ReadOnlyPassword });
  });

  it("gives a new video library its own API keys, one per library, and an update keeps them", async () => {
    const library = await answered2xx(sim, "videoLibraries.create", {}, { Name: "keys" });
    const other = await answered2xx(sim, "videoLibraries.create", {}, { Name: "keys-too" });
    expect(library.ApiKey).toEqual(expect.any(String));
    expect(new Set([library.ApiKey, library.ReadOnlyApiKey, other.ApiKey, other.ReadOnlyApiKey]).size).toBe(4);
    await answered2xx(sim, "videoLibraries.update", { videoLibraryId: String(library.Id) }, { EnableMP4Fallback: true });
    const read = await answered2xx(sim, "videoLibraries.get", { videoLibraryId: String(library.Id) });
    expect(read).toMatchObject({ ApiKey: library.ApiKey, ReadOnlyApiKey: library.ReadOnlyApiKey });
  });

  it("stores the replication regions a storage zone update sends under their request name", async () => {
    const zone = await answered2xx(sim, "storageZones.create", {}, { Name: "replicated", Region: "DE" });
    await answered2xx(sim, "storageZones.update", { storageZoneId: String(zone.Id) }, { ReplicationZones: ["NY", "LA", "NY"] });
    expect((await answered2xx(sim, "storageZones.get", { storageZoneId: String(zone.Id) })).ReplicationRegions).toEqual(["LA", "NY"]);
  });
});
