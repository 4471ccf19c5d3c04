import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

const apiKey = "host-scan-account-key-1d7e93b0";
const videoApiKey = "host-scan-video-key-c46a28f5";
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The DnsZoneRecordScan scenarios (a trigger resource on a zone of the simulator's account, or a domain), run through `runner`. */
export const dnsZoneRecordScanScenarios = (runner: ProviderRunner): void =>
  describe(`DnsZoneRecordScan through the ${runner}`, () => {
    const hosted = useHostedResource("DnsZoneRecordScan", "scan", { apiKey, videoApiKey }, runner);
    const call = "POST /dnszone/records/scan";
    let zoneId: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      const zone = await hosted.client.dnsZones.create({ body: { Domain: "scanned.example" } });
      zoneId = String(zone.Id);
      declared = { zoneId, triggers: ["www-1"] };
      hosted.sim.resetStats();
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value, and neither or both of zoneId and domain", async () => {
      expect(await hosted.refusedAtCheck({ zoneId: "zone-a", triggers: "v1" })).toEqual([
        { property: "zoneId", reason: expect.stringContaining("must be a whole number") },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([
        { property: "zoneId", reason: "is required, or domain instead: give exactly one of zoneId and domain" },
      ]);
      expect(await hosted.refusedAtCheck({ zoneId, domain: "scanned.example" })).toEqual([
        { property: "domain", reason: "is given with zoneId: give exactly one of zoneId and domain" },
      ]);
    });

    it("first up: one POST of the scan naming the zone; the job's id and status recorded, and the zone's latest scan is that job", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([{ call: `${call} 200`, body: { ZoneId: Number(zoneId) } }]);
      expect(up.state.id).toMatch(GUID);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, jobId: expect.stringMatching(GUID), status: "Pending" });
      const latest = await hosted.client.dnsZones.getRecordsScan({ zoneId: Number(zoneId) });
      expect(latest).toMatchObject({ JobId: up.state.outputs.jobId, ZoneId: Number(zoneId), Domain: "scanned.example", Status: 0 });
      state = up.state;
      hosted.sim.resetStats();
    });

    it("a second up plans nothing and makes no request; the same zone written with leading zeros is no change", async () => {
      state = await hosted.upPlansNothing(declared, state);
      await hosted.upPlansNothing({ ...declared, zoneId: `0${zoneId}` }, state);
    });

    it("a trigger change runs the scan again: exactly one POST, a new job recorded, the old run forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["www-2"] }, state));
      expect([up.op, up.diff?.replaces, up.diff?.deleteBeforeReplace]).toEqual(["replace", ["triggers"], false]);
      expect(hosted.calls()).toEqual([{ call: `${call} 200`, body: { ZoneId: Number(zoneId) } }]);
      expect(up.state.id).not.toBe(state.id);
      expect(up.state.outputs.jobId).not.toBe(state.outputs.jobId);
      expect(hosted.engine.host.stdout).not.toContain("was forgotten");
      state = up.state;
      declared = { ...declared, triggers: ["www-2"] };
    });

    it("a scan by domain, before the zone exists, sends the domain alone and records its job", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "by-domain");
      const up = await hosted.track(hosted.engine.up(urn, { domain: "not-yet.example" }));
      expect(hosted.calls()).toEqual([{ call: `${call} 200`, body: { Domain: "not-yet.example" } }]);
      expect(withoutProvider(up.state.outputs)).toEqual({ domain: "not-yet.example", jobId: expect.stringMatching(GUID), status: "Pending" });
      await hosted.engine.destroy(up.state);
      hosted.sim.resetStats();
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: "dnsZones.scanRecords",
      call,
      succeeded: 200,
    });

    it("a scan of a zone the account does not have fails with the API's 404, naming the call, and records nothing", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-zone");
      const error = await hosted.engine.up(urn, { zoneId: "999999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`${call} -> 404`);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => zoneId });
  });
