import { dnsRecordProvider } from "../../src/providers/dns-record";
import type { RunningSimulator } from "../../src/simulator";
import { useSimulatedProvider } from "../helpers/provider-test";

let sim: RunningSimulator;
const checked = useSimulatedProvider(
  dnsRecordProvider,
  { apiKey: "dns-record-test-account-key-8d2f", videoApiKey: "dns-record-test-video-key-1b6e" },
  (started) => (sim = started),
);

function calls(): string[] {
  return sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
}

/** The records of the demo zone with this name. */
async function recordsNamed(name: string): Promise<number> {
  const read = await fetch(`${sim.baseUrl}/dnszone/501`, { headers: { AccessKey: sim.apiKey } });
  const zone = (await read.json()) as { Records: { Name: string }[] };
  return zone.Records.filter((record) => record.Name === name).length;
}

describe("a create whose answer is lost", () => {
  it("finds the record it made in its zone's answer by name, type and value, and records it: one record", async () => {
    sim.faults.add({ route: "dnsZones.setRecords", drop: "mid-body", times: 1 });
    const created = await dnsRecordProvider.create(await checked({ zoneId: 501, type: "TXT", name: "lost", value: "v=1", ttl: 60 }));
    expect(created.id).toMatch(/^501\/[0-9]+$/);
    expect(created.outs).toMatchObject({ zoneId: "501", type: "TXT", name: "lost", value: "v=1", ttl: 60 });
    expect(calls()).toEqual(["PUT /dnszone/501/records 201", "GET /dnszone/501 200"]);
    expect(await recordsNamed("lost")).toBe(1);
  });

  it("takes no record of another type or value for its own", async () => {
    sim.faults.add({ route: "dnsZones.setRecords", status: 502, times: 1 });
    const error = await dnsRecordProvider
      .create(await checked({ zoneId: 501, type: "A", name: "lost", value: "203.0.113.9" }))
      .catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(
      /^the DnsRecord create failed, and no object with Name "lost", Type "A", Value "203.0.113.9" was found after it; nothing was created/,
    );
    expect(await recordsNamed("lost")).toBe(1);
  });
});
