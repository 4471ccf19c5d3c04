// getDnsRecord, the lookup of the DnsRecord row: a record found in its zone's answer, through real HTTP to the
// simulator's demo account (zone 501 with records 701-703), called as a program calls it (settings from the environment).
import { InputValidationError, NotFoundError, NotListedError, getDnsRecord, getDnsRecordOutput } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment({ apiKey: "dns-record-lookup-account-key-8e2a", videoApiKey: "dns-record-lookup-video-key-4f6b" }, (started) => (sim = started));

const requests = () => sim.requests.map((request) => [request.method, request.path, request.status]);

describe("getDnsRecord", () => {
  it("finds the record in its zone's answer, as the DnsRecord resource's read does, the ids as numbers or digits", async () => {
    const www = await getDnsRecord({ zoneId: DEMO.dnsZone.id, recordId: String(DEMO.dnsRecords.www) });
    expect(www).toMatchObject({ zoneId: "501", recordId: "702", type: "A", name: "www", value: "203.0.113.10", ttl: 300 });
    // What the API does not report back (the pull zone or script a record was created with) is no part of a lookup.
    expect(www).not.toHaveProperty("pullZoneId");
    expect(www).not.toHaveProperty("scriptId");
    const mail = await getDnsRecord({ zoneId: "501", recordId: DEMO.dnsRecords.mail });
    expect(mail).toMatchObject({ zoneId: "501", recordId: "703", type: "MX" });
    expect(requests()).toEqual([
      ["GET", "/dnszone/501", 200],
      ["GET", "/dnszone/501", 200],
    ]);
  });

  it("fails naming the record and the function when its zone does not list it", async () => {
    const error = await getDnsRecord({ zoneId: 501, recordId: 999 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotListedError);
    expect((error as Error).message).toBe(
      "getDnsRecord: no DnsRecord with zoneId 501, recordId 999 (dnsZones.get: GET /dnszone/501 does not list DnsRecord 999)",
    );
    expect(requests()).toEqual([["GET", "/dnszone/501", 200]]);
  });

  it("fails naming the record when its zone is gone, after the zone list shows the address is the API's", async () => {
    const error = await getDnsRecord({ zoneId: 998, recordId: 701 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(
      "getDnsRecord: no DnsRecord with zoneId 998, recordId 701 (dnsZones.get failed: GET /dnszone/998 -> 404: Not Found)",
    );
    expect(requests()).toEqual([
      ["GET", "/dnszone/998", 404],
      ["GET", "/dnszone", 200],
    ]);
  });

  it("has an Output form", async () => {
    const cdn = getDnsRecordOutput({ zoneId: 501, recordId: DEMO.dnsRecords.cdn });
    expect(await new Promise((resolve) => cdn.recordId.apply(resolve))).toBe("701");
  });

  it("refuses ids that are not whole numbers, and a missing id, before any request", async () => {
    const error = await getDnsRecord({ zoneId: "zone", recordId: undefined as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues).toEqual([
      { field: "zoneId", rule: 'must be a whole number (digits only) (got "zone")' },
      { field: "recordId", rule: expect.stringMatching(/required/) },
    ]);
    expect(sim.requests).toEqual([]);
  });
});
