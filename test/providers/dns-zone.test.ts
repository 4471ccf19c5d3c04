import { NetworkError } from "../../src/errors";
import { PartiallyAppliedError } from "../../src/providers";
import { dnsZoneProvider } from "../../src/providers/dns-zone";
import type { RunningSimulator } from "../../src/simulator";
import { UNKNOWN } from "../helpers/engine/wire";
import { useSimulatedProvider } from "../helpers/provider-test";

let sim: RunningSimulator;
const checked = useSimulatedProvider(
  dnsZoneProvider,
  { apiKey: "dns-zone-test-account-key-3a7e", videoApiKey: "dns-zone-test-video-key-91cd" },
  (started) => (sim = started),
);

function calls(): string[] {
  return sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
}

/** The zones of the simulator's store that serve `domain`. */
async function zonesServing(domain: string): Promise<number> {
  const read = await fetch(`${sim.baseUrl}/dnszone?perPage=1000`, { headers: { AccessKey: sim.apiKey } });
  const page = (await read.json()) as { Items: { Domain: string }[] };
  return page.Items.filter((zone) => zone.Domain === domain).length;
}

describe("check", () => {
  it("words each broken rule of the API's models as the project's rules do, naming the value, before any request", async () => {
    expect(await dnsZoneProvider.check({}, { loggingEnabled: 1, certificateKeyType: "Dsa", soaEmail: ["a"] })).toEqual({
      failures: [
        { property: "domain", reason: "is required" },
        { property: "soaEmail", reason: 'must be a string (got ["a"])' },
        { property: "loggingEnabled", reason: "must be a boolean (got 1)" },
        { property: "certificateKeyType", reason: 'must be one of "Ecdsa", "Rsa" (got "Dsa")' },
      ],
    });
    expect(sim.requests).toHaveLength(0);
  });

  it("keeps the declared inputs only, lists them in managedFields, and lets values unknown during a preview through", async () => {
    expect(await checked({ domain: "a.example", loggingEnabled: UNKNOWN, __provider: "text" })).toEqual({
      domain: "a.example",
      loggingEnabled: UNKNOWN,
      managedFields: ["domain", "loggingEnabled"],
    });
  });
});

describe("a create whose answer is lost", () => {
  it("finds the zone it made by its domain and records it: one zone, no second create", async () => {
    sim.faults.add({ route: "dnsZones.create", drop: "mid-body", times: 1 });
    const created = await dnsZoneProvider.create(await checked({ domain: "lost.example" }));
    expect(created.outs).toMatchObject({ dnsZoneId: created.id, domain: "lost.example" });
    expect(calls()).toEqual(["POST /dnszone 201", "GET /dnszone 200"]);
    expect(await zonesServing("lost.example")).toBe(1);
  });

  it("that made nothing fails saying so, and the next create makes the zone", async () => {
    sim.faults.add({ route: "dnsZones.create", status: 502, times: 1 });
    const error = await dnsZoneProvider.create(await checked({ domain: "refused.example" })).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(
      /^the DnsZone create failed, and no object with Domain "refused.example" was found after it; nothing was created \(dnsZones.create failed: POST \/dnszone -> 502/,
    );
    expect(await zonesServing("refused.example")).toBe(0);
    await dnsZoneProvider.create(await checked({ domain: "refused.example" }));
    expect(await zonesServing("refused.example")).toBe(1);
  });

  it("a connection cut before any answer, the zone not made, fails naming the call, and nothing is created", async () => {
    sim.faults.add({ route: "dnsZones.create", drop: "before-response", times: 1 });
    const error = await dnsZoneProvider.create(await checked({ domain: "cut.example" })).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^the DnsZone create failed, and no object with Domain "cut.example" was found after it/);
    expect(await zonesServing("cut.example")).toBe(0);
  });
});

describe("a create whose update fails", () => {
  it("records the created zone with what was applied, so that the next up updates it", async () => {
    sim.faults.add({ route: "dnsZones.update", status: 500, times: 1 });
    const inputs = await checked({ domain: "half.example", soaEmail: "ops@half.example" });
    const error = (await dnsZoneProvider.create({ ...inputs, __provider: "text" }).catch((caught: unknown) => caught)) as PartiallyAppliedError;
    expect(error).toBeInstanceOf(PartiallyAppliedError);
    expect(error.message).toMatch(/^DnsZone [0-9]+ was created, but not all of it was applied: dnsZones.update failed: POST \/dnszone\/[0-9]+ -> 500/);
    expect(error.properties).toMatchObject({ dnsZoneId: error.id, domain: "half.example", __provider: "text" });
    expect(error.properties.soaEmail).not.toBe("ops@half.example");
    const diff = await dnsZoneProvider.diff(error.id, error.properties, inputs);
    expect(diff).toMatchObject({ changes: true, replaces: [] });
    const updated = await dnsZoneProvider.update(error.id, error.properties, inputs);
    expect(updated.outs).toMatchObject({ soaEmail: "ops@half.example" });
  });
});

describe("DNSSEC", () => {
  it("an update of a setting and of DNSSEC sends the update's body, then the switch; dnsSecEnabled is never in a body", async () => {
    const created = await dnsZoneProvider.create(await checked({ domain: "both.example", loggingEnabled: true }));
    sim.resetStats();
    const news = await checked({ domain: "both.example", loggingEnabled: false, dnsSecEnabled: true });
    expect(await dnsZoneProvider.diff(created.id, created.outs!, news)).toMatchObject({ changes: true, replaces: [] });
    const { outs } = await dnsZoneProvider.update(created.id, created.outs!, news);
    expect(sim.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`)).toEqual([
      `POST /dnszone/${created.id} {"LoggingEnabled":false}`,
      `POST /dnszone/${created.id}/dnssec null`,
    ]);
    expect(outs).toMatchObject({ loggingEnabled: false, dnsSecEnabled: true, digestType: "SHA256 (2)", algorithm: 13, flags: 257 });
  });
});
