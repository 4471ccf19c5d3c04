import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

const apiKey = "host-wildcard-account-key-8e2c51d7";
const videoApiKey = "host-wildcard-video-key-3b90f6a4";

/** The DnsZoneWildcardCertificate scenarios (a trigger resource on a zone of the simulator's account), run through `runner`. */
export const dnsZoneWildcardCertificateScenarios = (runner: ProviderRunner): void =>
  describe(`DnsZoneWildcardCertificate through the ${runner}`, () => {
    const hosted = useHostedResource("DnsZoneWildcardCertificate", "wildcard", { apiKey, videoApiKey }, runner);
    let zoneId: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;
    const call = () => `POST /dnszone/${zoneId}/certificate/issue`;

    beforeAll(async () => {
      const zone = await hosted.client.dnsZones.create({ body: { Domain: "wildcard.example" } });
      zoneId = String(zone.Id);
      declared = { zoneId, triggers: ["203.0.113.7"] };
      hosted.sim.resetStats();
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ zoneId: "zone-a", domain: 42, triggers: "v1" })).toEqual([
        { property: "zoneId", reason: expect.stringContaining("must be a whole number") },
        { property: "domain", reason: expect.stringMatching(/must be a string.*42/) },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([{ property: "zoneId", reason: expect.stringContaining("is required") }]);
    });

    it("first up: one POST of the issue with no body (the zone's own domain), the inputs recorded under an id of its own", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([{ call: `${call()} 200` }]);
      expect(up.state.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(withoutProvider(up.state.outputs)).toEqual(declared);
      expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
      state = up.state;
    });

    it("a second up plans nothing and makes no request; the same zone written with leading zeros is no change", async () => {
      state = await hosted.upPlansNothing(declared, state);
      await hosted.upPlansNothing({ ...declared, zoneId: `0${zoneId}` }, state);
    });

    it("a trigger change runs the issue again: exactly one POST, the old run forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["203.0.113.8"] }, state));
      expect([up.op, up.diff?.replaces, up.diff?.deleteBeforeReplace]).toEqual(["replace", ["triggers"], false]);
      expect(hosted.calls()).toEqual([{ call: `${call()} 200` }]);
      expect(up.state.id).not.toBe(state.id);
      expect(hosted.engine.host.stdout).not.toContain("was forgotten");
      state = up.state;
    });

    it("a domain declared is a new run: one POST with the domain in its body", async () => {
      const named = { ...declared, triggers: ["203.0.113.8"], domain: "*.wildcard.example" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, named, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["domain"]]);
      expect(hosted.calls()).toEqual([{ call: `${call()} 200`, body: { Domain: "*.wildcard.example" } }]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(named, up.state);
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: "dnsZones.issueCertificate",
      get call() {
        return call();
      },
      succeeded: 200,
    });

    it("an issue for a zone the account does not have fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-zone");
      const error = await hosted.engine.up(urn, { zoneId: "999999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain("POST /dnszone/999999/certificate/issue -> 404");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => zoneId });
  });
