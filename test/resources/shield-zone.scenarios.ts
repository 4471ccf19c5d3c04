import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-shield-zone-account-key-5d21a7e4";
const videoApiKey = "host-shield-zone-video-key-9c40b18f";

/**
 * The ShieldZone scenarios (requests, diff, update, replacement, drift, gone, import, lost create, adoption of the zone
 * the dashboard made, destroy that forgets, and the Terraform faults that concern shield zones), run through `runner`.
 */
export const shieldZoneScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldZone through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldZone", "shield", { apiKey, videoApiKey }, runner);
    let state: ResourceState;
    let pullZoneId: string;
    /** The program's zone. */
    const declared = () => ({ pullZoneId, planType: "Advanced", wafEnabled: true, wafExecutionMode: "Block", dDoSShieldSensitivity: "Medium" });

    /** A new pull zone of the account, made through the API, which has no shield zone. */
    async function newPullZone(name: string): Promise<string> {
      const zone = await hosted.client.pullZones.create({ body: { Name: name, OriginUrl: "https://origin.example.org" } });
      hosted.sim.resetStats();
      return String(zone.Id);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ pullZoneId: "310247", planType: "Gold", wafEnabled: "yes" })).toEqual([
        { property: "planType", reason: 'must be one of "Basic", "Advanced", "Business", "Enterprise" (got "Gold")' },
        { property: "wafEnabled", reason: 'must be a boolean (got "yes")' },
      ]);
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("first up: looks for the pull zone's shield zone, creates one with the settings nested in shieldZone, and reads it back", async () => {
      pullZoneId = await newPullZone("shield-shop");
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared()));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        { call: `GET /shield/shield-zone/get-by-pullzone/${pullZoneId} 404` },
        {
          call: "POST /shield/shield-zone 200",
          body: { pullZoneId: Number(pullZoneId), shieldZone: { planType: 1, wafEnabled: true, wafExecutionMode: 1, dDoSShieldSensitivity: 2 } },
        },
        { call: `GET /shield/shield-zone/${id} 200` },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: id,
        pullZoneId,
        planType: "Advanced",
        wafExecutionMode: "Block",
        rateLimitRulesLimit: 10,
        customWafRulesLimit: 10,
      });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared(), state);
    });

    it("a changed setting is patched with that field alone, the zone named in the body", async () => {
      const wanted = { ...declared(), wafExecutionMode: "Log", whitelabelResponsePages: true };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: "PATCH /shield/shield-zone 200", body: { shieldZoneId: Number(state.id), shieldZone: { wafExecutionMode: 0, whitelabelResponsePages: true } } },
        { call: `GET /shield/shield-zone/${state.id} 200` },
      ]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(wanted, up.state);
    });

    it("Terraform's update fault: an update never sends what the program does not declare (Terraform sends every field, learningMode false among them)", async () => {
      await hosted.client.shieldZones.update({ body: { shieldZoneId: Number(state.id), shieldZone: { learningMode: true, dDoSChallengeWindow: 900 } } });
      hosted.sim.resetStats();
      const wanted = { ...declared(), wafExecutionMode: "Block", whitelabelResponsePages: true };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(hosted.calls()[0]).toEqual({ call: "PATCH /shield/shield-zone 200", body: { shieldZoneId: Number(state.id), shieldZone: { wafExecutionMode: 1 } } });
      expect(up.state.outputs).toMatchObject({ learningMode: true, dDoSChallengeWindow: 900 });
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.shieldZones.update({ body: { shieldZoneId: Number(state.id), shieldZone: { wafEnabled: false } } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /shield/shield-zone/${state.id} 200` }]);
      expect(refreshed.outputs.wafEnabled).toBe(false);
      hosted.sim.resetStats();
      const wanted = { ...declared(), whitelabelResponsePages: true };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()[0]).toEqual({ call: "PATCH /shield/shield-zone 200", body: { shieldZoneId: Number(state.id), shieldZone: { wafEnabled: true } } });
      state = up.state;
    });

    it("an import from the shield zone id reads the zone, and the program's declaration then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { shieldZoneId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /shield/shield-zone/${state.id} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ pullZoneId, planType: "Advanced", wafEnabled: true, wafExecutionMode: "Block" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared(), whitelabelResponsePages: true }, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("another pull zone replaces the shield zone: a new one is made for it, and the old one is forgotten with no call", async () => {
      const old = state.id;
      pullZoneId = await newPullZone("shield-shop-2");
      const wanted = { ...declared(), whitelabelResponsePages: true };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["pullZoneId"]);
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET /shield/shield-zone/get-by-pullzone/${pullZoneId} 404`,
        "POST /shield/shield-zone 200",
        `GET /shield/shield-zone/${up.state.id} 200`,
      ]);
      expect(hosted.sim.state.shieldZones.has(old)).toBe(true);
      state = up.state;
    });

    it("adopts the shield zone the dashboard made for the pull zone: no create, the declared settings it lacks patched onto it", async () => {
      const dashboardZone = await newPullZone("shield-dashboard");
      const made = hosted.sim.dashboard.enableShield(dashboardZone);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "adopted");
      const wanted = { pullZoneId: dashboardZone, wafEnabled: true, dDoSShieldSensitivity: "High" };
      const up = await hosted.track(hosted.engine.up(urn, wanted));
      expect(up.op).toBe("create");
      expect(up.state.id).toBe(String(made));
      expect(hosted.calls()).toEqual([
        { call: `GET /shield/shield-zone/get-by-pullzone/${dashboardZone} 200` },
        // The dashboard's zone has its WAF on already: only the sensitivity differs.
        { call: "PATCH /shield/shield-zone 200", body: { shieldZoneId: made, shieldZone: { dDoSShieldSensitivity: 3 } } },
        { call: `GET /shield/shield-zone/${made} 200` },
      ]);
      expect([...hosted.sim.state.shieldZones.values()].filter((zone) => zone.pullZoneId === Number(dashboardZone))).toHaveLength(1);
      hosted.sim.resetStats();
      await hosted.upPlansNothing(wanted, up.state);
    });

    it("a create whose answer is lost finds the zone by its pull zone in the zone list and makes no second one", async () => {
      const lostZone = await newPullZone("shield-lost");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      hosted.sim.faults.add({ route: "shieldZones.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { pullZoneId: lostZone, wafEnabled: true }));
      expect(up.op).toBe("create");
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET /shield/shield-zone/get-by-pullzone/${lostZone} 404`,
        "POST /shield/shield-zone 200",
        "GET /shield/shield-zones 200",
        `GET /shield/shield-zone/${up.state.id} 200`,
      ]);
      expect([...hosted.sim.state.shieldZones.values()].filter((zone) => zone.pullZoneId === Number(lostZone))).toHaveLength(1);
    });

    it("a shield zone gone with its pull zone (its own 404, the zone list answering) is reported gone", async () => {
      const goneZone = await newPullZone("shield-gone");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "gone");
      const gone = (await hosted.track(hosted.engine.up(urn, { pullZoneId: goneZone }))).state;
      hosted.sim.state.shieldZones.delete(gone.id);
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET /shield/shield-zone/${gone.id} 404`, "GET /shield/shield-zones 200"]);
    });

    it("a 404 without the zone list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the zone", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2/shield/shield-zone/${state.id} answered 404`]);
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.refresh(state)))!.outputs.shieldZoneId).toBe(state.id);
    });

    it("Terraform's 202 fault: a new zone the API is still setting up is read again, through two 202s, until it shows", async () => {
      const settingUp = await newPullZone("shield-setting-up");
      hosted.sim.state.shieldZoneReadsBeforeReady = 2;
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "setting-up");
      const up = await hosted.track(hosted.engine.up(urn, { pullZoneId: settingUp, wafEnabled: true })).finally(() => {
        hosted.sim.state.shieldZoneReadsBeforeReady = 0;
      });
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET /shield/shield-zone/get-by-pullzone/${settingUp} 404`,
        "POST /shield/shield-zone 200",
        `GET /shield/shield-zone/${id} 202`,
        `GET /shield/shield-zone/${id} 202`,
        `GET /shield/shield-zone/${id} 200`,
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ shieldZoneId: id, pullZoneId: settingUp, wafEnabled: true });
    });

    it("a refresh that meets a 202 reads again: it neither drops the zone nor writes", async () => {
      hosted.sim.state.shieldZones.get(state.id)!.pendingReads = 2;
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET /shield/shield-zone/${state.id} 202`,
        `GET /shield/shield-zone/${state.id} 202`,
        `GET /shield/shield-zone/${state.id} 200`,
      ]);
      expect(refreshed.outputs).toMatchObject({ shieldZoneId: state.id, wafEnabled: true });
    });

    it("a zone still not shown when readyTimeoutSeconds passes fails the create naming the read and what it waited for; the next up goes on", async () => {
      const slow = await newPullZone("shield-slow");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "slow");
      const inputs = { pullZoneId: slow, wafEnabled: true, readyTimeoutSeconds: 1 };
      hosted.sim.state.shieldZoneReadsBeforeReady = 1000;
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      hosted.sim.state.shieldZoneReadsBeforeReady = 0;
      expect(error).toBeInstanceOf(ProviderCallError);
      const failure = error as ProviderCallError;
      const id = failure.initFailure!.id;
      expect(failure.message).toContain(`ShieldZone ${id} was created, but not all of it was applied`);
      expect(failure.message).toContain(
        `ShieldZone (\`GET /shield/shield-zone/${id}\`) was still not shown after 1 s (status "202 not_found_or_unauthorised_access.shieldzone")`,
      );
      expect(failure.message).toContain("the API to set the shield zone up");
      expect(failure.message).toContain("Raise readyTimeoutSeconds");
      expect(failure.initFailure!.properties).toMatchObject({ shieldZoneId: id, pullZoneId: slow, wafEnabled: true });
      hosted.seen.push(failure.message, failure.initFailure);
      // The API has set the zone up since.
      hosted.sim.state.shieldZones.get(id)!.pendingReads = 0;
      const recorded: ResourceState = { urn, id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: failure.initFailure!.properties };
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
      expect(up.state.id).toBe(id);
      expect(hosted.calls().filter((call) => call.call.startsWith("POST"))).toEqual([]);
      const refreshed = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(refreshed.outputs).toMatchObject({ shieldZoneId: id, pullZoneId: slow, wafEnabled: true, readyTimeoutSeconds: 1 });
      expect([...hosted.sim.state.shieldZones.values()].filter((zone) => zone.pullZoneId === Number(slow))).toHaveLength(1);
    });

    it("Terraform's delete fault: destroy sends nothing and the zone keeps the settings the program last applied (Terraform resets 18 of them)", async () => {
      const before = (await hosted.client.shieldZones.get({ shieldZoneId: Number(state.id) })) as { data: Record<string, unknown> };
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([]);
      const after = (await hosted.client.shieldZones.get({ shieldZoneId: Number(state.id) })) as { data: Record<string, unknown> };
      expect(after.data).toEqual(before.data);
      expect(after.data).toMatchObject({ planType: 1, wafEnabled: true, wafExecutionMode: 1 });
    });
  });
