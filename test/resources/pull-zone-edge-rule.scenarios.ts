import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-edge-rule-account-key-5b1e07c4";
const videoApiKey = "host-edge-rule-video-key-93d2a6f0";
/** The program's second trigger, on a request header, as the API is sent it. */
const headerTrigger = { Type: 1 as const, PatternMatches: ["legacy"], Parameter1: "X-Site", Parameter2: "v1" };

/** The PullZoneEdgeRule scenarios (requests, update by Guid, drift, gone, import, lost create), run through `runner`. */
export const pullZoneEdgeRuleScenarios = (runner: ProviderRunner): void =>
  describe(`PullZoneEdgeRule through the ${runner}`, () => {
    const hosted = useHostedResource("PullZoneEdgeRule", "redirect", { apiKey, videoApiKey }, runner);
    let zoneId: number;
    /** The program's rule, in a pull zone of its own; set once the zone exists. */
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      const zone = await hosted.client.pullZones.create({ body: { Name: "edge-rules-zone", OriginUrl: "https://origin.example.com" } });
      zoneId = zone.Id!;
      declared = {
        pullZoneId: String(zoneId),
        actionType: "Redirect",
        actionParameter1: "https://www.example.com/",
        triggers: [
          { type: "Url", patternMatches: ["*/old/*"] },
          { type: "RequestHeader", patternMatches: ["legacy"], parameter1: "X-Site", parameter2: "v1" },
        ],
        description: "Send old paths to the new site",
        enabled: true,
      };
      hosted.sim.resetStats();
    });

    function urnOf(name: string): string {
      return resourceUrn(hosted.engine.host.program, hosted.type, name);
    }

    /** The rule's Guid, the last part of its id. */
    const guidOf = (of: ResourceState = state) => of.id.split("/")[1];

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({
          pullZoneId: "zone-1",
          actionType: "Teleport",
          triggers: [{ type: "Url", patternMatches: "*/old/*" }],
          enabled: "yes",
        })).toEqual([
        { property: "pullZoneId", reason: 'must be a whole number (digits only) (got "zone-1")' },
        { property: "actionType", reason: expect.stringMatching(/^must be one of "ForceSSL", "Redirect", .* \(got "Teleport"\)$/) },
        { property: "triggers[0].patternMatches", reason: 'must be an array (got "*/old/*")' },
        { property: "enabled", reason: 'must be a boolean (got "yes")' },
      ]);
    });

    it("first up: adds the rule with the declared fields, enums sent as their integers, and takes the Guid it answers", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toMatch(new RegExp(`^${zoneId}/[0-9a-f-]{36}$`));
      expect(hosted.calls()).toEqual([
        {
          call: `POST /pullzone/${zoneId}/edgerules/addOrUpdate 201`,
          body: {
            ActionType: 1,
            ActionParameter1: "https://www.example.com/",
            Triggers: [{ Type: 0, PatternMatches: ["*/old/*"] }, headerTrigger],
            Description: "Send old paths to the new site",
            Enabled: true,
          },
        },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        pullZoneId: String(zoneId),
        guid: guidOf(up.state),
        actionType: "Redirect",
        triggers: declared.triggers,
        triggerMatchingType: "MatchAny",
        enabled: true,
      });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("an update is the same call with the rule's Guid, its whole body read first, the undeclared fields as read", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, enabled: false }, state));
      expect(up.op).toBe("update");
      expect(up.state.id).toBe(state.id);
      expect(hosted.calls()).toEqual([
        { call: `GET /pullzone/${zoneId} 200` },
        {
          call: `POST /pullzone/${zoneId}/edgerules/addOrUpdate 201`,
          body: {
            ActionType: 1,
            ActionParameter1: "https://www.example.com/",
            ActionParameter2: null,
            ActionParameter3: null,
            Triggers: [{ Type: 0, PatternMatches: ["*/old/*"] }, headerTrigger],
            ExtraActions: null,
            TriggerMatchingType: 0,
            Description: "Send old paths to the new site",
            Enabled: false,
            OrderIndex: 0,
            Guid: guidOf(),
          },
        },
      ]);
      expect(up.state.outputs.enabled).toBe(false);
      const zone = await hosted.client.pullZones.get({ pullZoneId: zoneId });
      expect(zone.EdgeRules).toHaveLength(1);
      state = up.state;
    });

    it("drift made through the API is found by a refresh of the zone's answer and undone by the next up", async () => {
      const wanted = { ...declared, enabled: false };
      await hosted.client.pullZones.addOrUpdateEdgeRules({
        pullZoneId: zoneId,
        body: {
          Guid: guidOf(),
          ActionType: 1,
          ActionParameter1: "https://elsewhere.example/",
          Triggers: [{ Type: 0, PatternMatches: ["*/old/*"], PatternMatchingType: 0 }],
          Enabled: false,
        },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /pullzone/${zoneId} 200` }]);
      expect(refreshed.outputs).toMatchObject({ actionParameter1: "https://elsewhere.example/" });
      expect(refreshed.outputs.description).toBeUndefined();
      const plan = await hosted.engine.preview(hosted.urn, wanted, refreshed);
      expect(plan.op).toBe("update");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls().map(({ call }) => call)).toEqual([
        `GET /pullzone/${zoneId} 200`,
        `POST /pullzone/${zoneId}/edgerules/addOrUpdate 201`,
      ]);
      expect(hosted.calls()[1].body).toMatchObject({ ActionParameter1: "https://www.example.com/", Description: "Send old paths to the new site" });
      state = up.state;
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.up(hosted.urn, wanted, state))).op).toBe("same");
    });

    it("a property of a trigger the program leaves out, which a refresh finds set, is no change", async () => {
      const wanted = { ...declared, enabled: false };
      await hosted.client.pullZones.addOrUpdateEdgeRules({
        pullZoneId: zoneId,
        body: {
          Guid: guidOf(),
          ActionType: 1,
          ActionParameter1: "https://www.example.com/",
          Triggers: [{ Type: 0, PatternMatches: ["*/old/*"], PatternMatchingType: 0 }, headerTrigger],
          Description: "Send old paths to the new site",
          Enabled: false,
        },
      });
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.outputs.triggers).toEqual([
        { type: "Url", patternMatches: ["*/old/*"], patternMatchingType: "MatchAny" },
        { type: "RequestHeader", patternMatches: ["legacy"], parameter1: "X-Site", parameter2: "v1" },
      ]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("a rule deleted outside Pulumi is reported gone by a refresh, not an error", async () => {
      const gone = (await hosted.track(hosted.engine.up(urnOf("gone"), { ...declared, description: "short-lived" }))).state;
      await hosted.client.pullZones.deleteEdgeRule({ pullZoneId: zoneId, edgeRuleId: guidOf(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /pullzone/${zoneId} 200` }]);
    });

    it("a rule whose zone is gone (its own 404, the zone list answering) is reported gone", async () => {
      const zone = await hosted.client.pullZones.create({ body: { Name: "short-lived-zone", OriginUrl: "https://origin.example.com" } });
      const rule = (await hosted.track(hosted.engine.up(urnOf("orphan"), { ...declared, pullZoneId: String(zone.Id) }))).state;
      await hosted.client.pullZones.delete({ pullZoneId: zone.Id! });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(rule))).toBeUndefined();
      expect(hosted.calls().map(({ call }) => call)).toEqual([`GET /pullzone/${zone.Id} 404`, expect.stringMatching(/^GET \/pullzone(\?.*)? 200$/)]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the rule", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/pullzone/${zoneId} answered 404`,
        "GET /v2/pullzone -> 404",
      ]);
    });

    it("an import of the demo zone's rule from {pullZoneId}/{guid}, then its declaration plans nothing", async () => {
      const urn = urnOf("imported");
      const guid = "e1d9e0a0-0000-4000-8000-000000000001";
      const imported = await hosted.imported(urn, `310245/${guid}`, { pullZoneId: "310245", guid });
      expect(withoutProvider(imported.inputs)).toMatchObject({
        pullZoneId: "310245",
        actionType: "ForceSSL",
        triggers: [{ type: "Url", patternMatches: ["http://*"], patternMatchingType: "MatchAny" }],
        description: "Send every visitor to HTTPS",
        enabled: true,
      });
      hosted.sim.resetStats();
      const program = { pullZoneId: 310245, actionType: "ForceSSL", triggers: [{ type: "Url", patternMatches: ["http://*"] }], enabled: true };
      const up = await hosted.track(hosted.engine.up(urn, program, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("a create whose answer is lost (a 500) is reported naming the rule and what to check, and adds nothing again", async () => {
      hosted.sim.faults.add({ route: "pullZones.addOrUpdateEdgeRules", status: 500, times: 1 });
      const error = await hosted.engine.up(urnOf("lost"), { ...declared, description: "lost" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toContain("the PullZoneEdgeRule may have been created though the create failed");
      expect(message).toContain("import it as `{pullZoneId}/{guid}`");
      hosted.seen.push(message);
      expect(hosted.calls().map(({ call }) => call)).toEqual([`POST /pullzone/${zoneId}/edgerules/addOrUpdate 500`]);
    });

    it("destroy deletes the rule with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /pullzone/${zoneId}/edgerules/${guidOf()} 204` }]);
    });

    it("destroy of a rule already deleted outside Pulumi (its own 404, the zone list answering) succeeds", async () => {
      await hosted.engine.destroy(state);
      const [removal, ...proof] = hosted.calls();
      expect(removal).toEqual({ call: `DELETE /pullzone/${zoneId}/edgerules/${guidOf()} 404` });
      expect(proof.map(({ call }) => call)).toEqual(proof.length === 0 ? [] : [expect.stringMatching(/^GET \/pullzone(\?.*)? 200$/)]);
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(500);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
