// getDnsZone, the lookup of the DnsZone row: by id and by domain, through real HTTP to the simulator's demo account
// (zone 501, example.com), called as a program calls it (settings from the environment).
import { CloudPlatformClient, InputValidationError, NotFoundError, NotListedError, NotUniqueError, getDnsZone, getDnsZoneOutput } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment({ apiKey: "dns-zone-lookup-account-key-5b7e", videoApiKey: "dns-zone-lookup-video-key-3c1d" }, (started) => (sim = started));

const requests = () => sim.requests.map((request) => [request.method, request.path, request.query, request.status]);

/** What the demo zone's read reports, as the DnsZone resource names it. */
const demoZone = { dnsZoneId: String(DEMO.dnsZone.id), domain: DEMO.dnsZone.domain };

describe("getDnsZone by id", () => {
  it("reads the zone as the DnsZone resource's read does, its id given as a number or as its digits", async () => {
    const byNumber = await getDnsZone({ dnsZoneId: 501 });
    expect(byNumber).toMatchObject({ ...demoZone, logAnonymizationType: "OneDigit", certificateKeyType: "Ecdsa" });
    expect(byNumber).not.toHaveProperty("records");
    expect(await getDnsZone({ dnsZoneId: "501" })).toEqual(byNumber);
    expect(requests()).toEqual([
      ["GET", "/dnszone/501", {}, 200],
      ["GET", "/dnszone/501", {}, 200],
    ]);
  });

  it("fails naming the zone and the function when the API has no such zone, after the zone list shows the address is the API's", async () => {
    const error = await getDnsZone({ dnsZoneId: 999 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(
      "getDnsZone: no DnsZone with dnsZoneId 999 (dnsZones.get failed: GET /dnszone/999 -> 404: Not Found)",
    );
    expect(requests()).toEqual([
      ["GET", "/dnszone/999", {}, 404],
      ["GET", "/dnszone", { page: "1", perPage: "5" }, 200],
    ]);
  });

  it("has an Output form", async () => {
    const zone = getDnsZoneOutput({ dnsZoneId: 501 });
    expect(await new Promise((resolve) => zone.apply((found) => resolve(found.domain)))).toBe("example.com");
  });
});

describe("getDnsZone by domain", () => {
  let client: CloudPlatformClient;
  const made: number[] = [];

  beforeAll(() => {
    client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  });

  afterAll(async () => {
    for (const dnsZoneId of made) await client.dnsZones.delete({ dnsZoneId });
    await client.close();
  });

  it("searches the zone list for the domain and keeps the zone whose domain it is exactly", async () => {
    // The list's search keeps both zones; only one serves the domain itself.
    const sub = await client.dnsZones.create({ body: { Domain: "shop.example.com" } });
    made.push(sub.Id!);
    sim.resetStats();
    expect(await getDnsZone({ domain: "example.com" })).toEqual(await getDnsZone({ dnsZoneId: 501 }));
    expect(requests()).toEqual([
      ["GET", "/dnszone", { page: "1", search: "example.com" }, 200],
      ["GET", "/dnszone/501", {}, 200],
    ]);
  });

  it("fails naming the domain and the function when no zone serves it", async () => {
    const error = await getDnsZone({ domain: "nowhere.example" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotListedError);
    expect((error as Error).message).toBe(
      'getDnsZone: no DnsZone with domain "nowhere.example", every page read ' +
        '(dnsZones.list: GET /dnszone does not list DnsZone with domain "nowhere.example")',
    );
    expect(requests()).toEqual([["GET", "/dnszone", { page: "1", search: "nowhere.example" }, 200]]);
  });

  it("says the pages were bounded by maxPages when it did not find the domain within them", async () => {
    const error = await getDnsZone({ domain: "nowhere.example", maxPages: 1 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/^getDnsZone: no DnsZone with domain "nowhere\.example", at most 1 pages read \(maxPages\) \(/);
    expect(requests()).toEqual([["GET", "/dnszone", { page: "1", search: "nowhere.example" }, 200]]);
  });

  it("fails naming the zones when more than one serves the domain", async () => {
    // The API refuses a second zone of one domain; the simulator's store keeps one, as a zone made elsewhere would be.
    const twin = await client.dnsZones.create({ body: { Domain: "EXAMPLE.com" } });
    made.push(twin.Id!);
    sim.resetStats();
    const error = await getDnsZone({ domain: "example.com" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotUniqueError);
    expect(error).toMatchObject({ ids: ["501", String(twin.Id)], operation: "dnsZones.list", path: "/dnszone" });
    expect((error as Error).message).toBe(
      'getDnsZone: more than one DnsZone with domain "example.com"; look it up by dnsZoneId ' +
        `(dnsZones.list: GET /dnszone lists 2 of DnsZone with domain "example.com" (ids 501, ${twin.Id}))`,
    );
    expect(requests()).toEqual([["GET", "/dnszone", { page: "1", search: "example.com" }, 200]]);
  });
});

describe("getDnsZone's arguments, refused before any request", () => {
  it.each([
    [{ dnsZoneId: 501, domain: "example.com" }, 'domain: is given with dnsZoneId: give exactly one of dnsZoneId and domain (got "example.com")'],
    [{}, "dnsZoneId: is required, or domain instead: give exactly one of dnsZoneId and domain"],
    [{ dnsZoneId: 501, maxPages: 2 }, "maxPages: applies to a lookup by domain only (got 2)"],
    [{ dnsZoneId: "zone-501" }, 'dnsZoneId: must be a whole number (digits only) (got "zone-501")'],
    [{ domain: "example.com", maxPages: 0 }, expect.stringMatching(/^maxPages: /)],
  ])("%j", async (args, issue) => {
    const error = await getDnsZone(args as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues.map(({ field, rule }) => `${field}: ${rule}`)).toEqual([issue]);
    expect((error as Error).message).toMatch(/^getDnsZone: invalid input: /);
    expect(sim.requests).toEqual([]);
  });
});
