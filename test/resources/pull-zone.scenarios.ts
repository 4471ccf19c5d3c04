import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";
import { DEMO } from "../../src/simulator/demo-account";

const apiKey = "host-pull-zone-account-key-6c1e0b57";
const videoApiKey = "host-pull-zone-video-key-93fa2d18";

/** The PullZone scenarios (requests, answers, secrets, lists, injected values, gone, import), run through `runner`. */
export const pullZoneScenarios = (runner: ProviderRunner): void =>
  describe(`PullZone through the ${runner}`, () => {
    const hosted = useHostedResource("PullZone", "cdn", { apiKey, videoApiKey }, runner);
    /** The program's zone: its origin (written with a trailing slash, which the API drops), lists and a secret. */
    const declared = {
      name: "shop-cdn",
      originUrl: "https://origin.example.org/",
      type: "Volume",
      blockedIps: ["203.0.113.9", "192.0.2.10"],
      allowedReferrers: ["shop.example.org"],
      useStaleWhileOffline: true,
      useBackgroundUpdate: false,
      awsSigningSecret: "s3-signing-secret-5a0e7c",
    };
    let state: ResourceState;

    function zoneId(of: ResourceState = state): number {
      return Number(of.id);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ name: "", type: "Gold", optimizerImageQuality: 101, blockedIps: "203.0.113.9" })).toEqual([
        { property: "blockedIps", reason: 'must be an array (got "203.0.113.9")' },
        { property: "optimizerImageQuality", reason: "must be at most 100 (got 101)" },
        { property: "type", reason: 'must be one of "Premium", "Volume" (got "Gold")' },
        { property: "name", reason: 'must be at least 1 character (got "")' },
      ]);
    });

    it("first up: creates the zone with every declared setting in one request", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        {
          call: "POST /pullzone 201",
          body: {
            Name: "shop-cdn",
            OriginUrl: "https://origin.example.org/",
            Type: 1,
            BlockedIps: ["203.0.113.9", "192.0.2.10"],
            AllowedReferrers: ["shop.example.org"],
            UseStaleWhileOffline: true,
            UseBackgroundUpdate: false,
            AWSSigningSecret: "s3-signing-secret-5a0e7c",
          },
        },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        pullZoneId: id,
        name: "shop-cdn",
        originUrl: "https://origin.example.org",
        type: "Volume",
        useBackgroundUpdate: true,
      });
      state = up.state;
    });

    it("the keys and secrets are secrets in the provider's answer through the plugin, and the class asks the engine to keep them so", async () => {
      const live = await hosted.client.pullZones.get({ pullZoneId: zoneId() });
      expect(live.AWSSigningSecret).toBe("s3-signing-secret-5a0e7c");
      if (runner === "provider plugin") {
        expect(JSON.stringify(state.outputs.awsSigningSecret)).toContain(SECRET_SIGNATURE);
        // Given in plain text, the signing secret is kept as a secret among the checked inputs too.
        expect(JSON.stringify(state.inputs.awsSigningSecret)).toContain(SECRET_SIGNATURE);
      } else {
        const { PullZone } = await import("../../src/resources/pull-zone");
        expect(PullZone.toString()).toContain(
          'additionalSecretOutputs: ["zoneSecurityKey", "awsSigningKey", "awsSigningSecret", "logForwardingToken"]',
        );
      }
    });

    it("a second up plans nothing and makes no request, though the API dropped the slash, reordered the IPs and turned background updates on", async () => {
      expect(state.outputs.blockedIps).toEqual(["192.0.2.10", "203.0.113.9"]);
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a changed setting is updated in place with that field alone", async () => {
      const wanted = { ...declared, enableLogging: true, blockedIps: ["192.0.2.10"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /pullzone/${zoneId()} 200`, body: { BlockedIps: ["192.0.2.10"], EnableLogging: true } },
      ]);
      expect(up.state.outputs).toMatchObject({ enableLogging: true, blockedIps: ["192.0.2.10"] });
      state = up.state;
    });

    it("a new name replaces the zone: the new one created first, then the old one deleted", async () => {
      const old = zoneId();
      const wanted = { ...declared, name: "shop-cdn-2", enableLogging: true, blockedIps: ["192.0.2.10"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["name"]);
      const id = up.state.id;
      expect(hosted.calls()).toEqual([
        {
          call: "POST /pullzone 201",
          body: {
            Name: "shop-cdn-2",
            OriginUrl: "https://origin.example.org/",
            Type: 1,
            BlockedIps: ["192.0.2.10"],
            AllowedReferrers: ["shop.example.org"],
            UseStaleWhileOffline: true,
            UseBackgroundUpdate: false,
            AWSSigningSecret: "s3-signing-secret-5a0e7c",
            EnableLogging: true,
          },
        },
        { call: `DELETE /pullzone/${old} 204` },
      ]);
      expect(id).not.toBe(String(old));
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.pullZones.update({ pullZoneId: zoneId(), body: { EnableLogging: false, BlockedIps: [] } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /pullzone/${zoneId()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ enableLogging: false, blockedIps: [] });
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "shop-cdn-2", enableLogging: true, blockedIps: ["192.0.2.10"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /pullzone/${zoneId()} 200`, body: { BlockedIps: ["192.0.2.10"], EnableLogging: true } },
      ]);
      state = up.state;
    });

    it("a zone deleted outside Pulumi (its own 404, the zone list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { name: "gone-cdn", originUrl: "https://gone.example.org" }))).state;
      await hosted.client.pullZones.delete({ pullZoneId: zoneId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /pullzone/${zoneId(gone)} 404` }, { call: "GET /pullzone 200" }]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the zone", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/pullzone/${zoneId()} answered 404`,
        "GET /v2/pullzone",
      ]);
    });

    it("a create whose answer is lost finds the zone by its name in the zone list and makes no second one", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      hosted.sim.faults.add({ route: "pullZones.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { name: "lost-cdn", originUrl: "https://lost.example.org" }));
      expect(up.op).toBe("create");
      expect(hosted.calls().map((call) => call.call)).toEqual(["POST /pullzone 201", "GET /pullzone 200"]);
      const zones = (await hosted.client.pullZones.listAll({ page: 1, search: "lost-cdn" })).filter((zone) => zone.Name === "lost-cdn");
      expect(zones.map((zone) => String(zone.Id))).toEqual([up.state.id]);
      await hosted.engine.destroy(up.state);
    });

    it("an import from the zone id reads the zone, and the program's declaration then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { pullZoneId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /pullzone/${zoneId()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ name: "shop-cdn-2", originUrl: "https://origin.example.org", type: "Volume" });
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "shop-cdn-2", enableLogging: true, blockedIps: ["192.0.2.10"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("an import of the demo zone leaves out the values its own check refuses (a 0 the API answers for a limit not set), and its inputs then plan nothing", async () => {
      const demoZone = String(DEMO.pullZone.id);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "demo");
      const imported = await hosted.imported(urn, demoZone, { pullZoneId: demoZone });
      expect(imported.outputs.originShieldMaxConcurrentRequests).toBe(0);
      expect(imported.inputs).not.toHaveProperty("originShieldMaxConcurrentRequests");
      expect(withoutProvider(imported.inputs)).toMatchObject({ name: DEMO.pullZone.name, enableOriginShield: true, originShieldZoneCode: "FR" });
      hosted.sim.resetStats();
      const preview = await hosted.engine.preview(urn, withoutProvider(imported.inputs), imported);
      expect(preview.diff).toMatchObject({ changes: "none", replaces: [] });
      expect(preview.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("a zone whose origin is an edge script: the origin URL and routing filters the API sets never make a diff", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "scripted");
      const inputs = {
        name: "scripted-cdn",
        originType: "EdgeScript",
        edgeScriptId: "4242",
        originUrl: "https://origin.example.org",
        routingFilters: ["all"],
      };
      const up = await hosted.track(hosted.engine.up(urn, inputs));
      expect(hosted.calls()).toEqual([
        {
          call: "POST /pullzone 201",
          body: { Name: "scripted-cdn", OriginType: 4, EdgeScriptId: 4242, OriginUrl: "https://origin.example.org", RoutingFilters: ["all"] },
        },
      ]);
      expect(up.state.outputs).toMatchObject({ originUrl: "https://bunnycdn.com", routingFilters: ["scripting"], edgeScriptId: "4242" });
      hosted.sim.resetStats();
      const again = await hosted.track(hosted.engine.up(urn, inputs, up.state));
      expect(again.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      const refreshed = (await hosted.track(hosted.engine.refresh(again.state)))!;
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.up(urn, inputs, refreshed))).op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      await hosted.engine.destroy(again.state);
    });

    it("the referrer and IP lists are sets: reordered they plan nothing, an item added or removed updates the list alone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lists");
      const inputs = { name: "lists-cdn", originUrl: "https://lists.example.org", blockedReferrers: ["b.example", "a.example"], blockedIps: ["198.51.100.7"] };
      const created = (await hosted.track(hosted.engine.up(urn, inputs))).state;
      expect(created.outputs.blockedReferrers).toEqual(["a.example", "b.example"]);
      hosted.sim.resetStats();
      const reordered = await hosted.track(hosted.engine.up(urn, { ...inputs, blockedReferrers: ["a.example", "b.example"] }, created));
      expect(reordered.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      const changed = { ...inputs, blockedReferrers: ["b.example"], blockedIps: ["198.51.100.7", "198.51.100.8"] };
      const up = await hosted.track(hosted.engine.up(urn, changed, reordered.state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /pullzone/${up.state.id} 200`, body: { BlockedReferrers: ["b.example"], BlockedIps: ["198.51.100.7", "198.51.100.8"] } },
      ]);
      await hosted.engine.destroy(up.state);
    });

    it("optimizer classes: sent with their settings, compared by the properties declared; a second up plans nothing, a changed setting updates the list alone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "classes");
      expect(await hosted.refusedAtCheck({ name: "classes-cdn", optimizerClasses: [{ name: 3, properties: { width: 200 } }] })).toEqual([
        { property: "optimizerClasses[0].name", reason: "must be a string (got 3)" },
        { property: "optimizerClasses[0].properties.width", reason: "must be a string (got 200)" },
      ]);
      const inputs = {
        name: "classes-cdn",
        originUrl: "https://classes.example.org",
        optimizerClasses: [{ name: "thumb", properties: { width: "200", quality: "70" } }, { name: "hero" }],
      };
      const created = await hosted.track(hosted.engine.up(urn, inputs));
      expect(hosted.calls()).toEqual([
        {
          call: "POST /pullzone 201",
          body: {
            Name: "classes-cdn",
            OriginUrl: "https://classes.example.org",
            OptimizerClasses: [{ Name: "thumb", Properties: { width: "200", quality: "70" } }, { Name: "hero" }],
          },
        },
      ]);
      // The dashboard gives the class declared without settings some of its own: the program does not declare them.
      const id = Number(created.state.id);
      await hosted.client.pullZones.update({
        pullZoneId: id,
        body: { OptimizerClasses: [{ Name: "thumb", Properties: { width: "200", quality: "70" } }, { Name: "hero", Properties: { height: "400" } }] },
      });
      const refreshed = (await hosted.track(hosted.engine.refresh(created.state)))!;
      expect(refreshed.outputs.optimizerClasses).toEqual([
        { name: "thumb", properties: { width: "200", quality: "70" } },
        { name: "hero", properties: { height: "400" } },
      ]);
      hosted.sim.resetStats();
      const again = await hosted.track(hosted.engine.up(urn, inputs, refreshed));
      expect(again.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      const changed = { ...inputs, optimizerClasses: [{ name: "thumb", properties: { width: "300", quality: "70" } }, { name: "hero" }] };
      const up = await hosted.track(hosted.engine.up(urn, changed, again.state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        {
          call: `POST /pullzone/${id} 200`,
          body: { OptimizerClasses: [{ Name: "thumb", Properties: { width: "300", quality: "70" } }, { Name: "hero" }] },
        },
      ]);
      await hosted.engine.destroy(up.state);
    });

    it("destroy deletes the zone with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /pullzone/${zoneId()} 204` }]);
    });

    it("no secret or key appears in the host's output, and no key in any state, answer or error", () => {
      const output = hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(output).not.toContain("s3-signing-secret-5a0e7c");
      const text = JSON.stringify(hosted.seen) + output;
      expect(text.length).toBeGreaterThan(1000);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
