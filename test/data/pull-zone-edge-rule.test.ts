// getPullZoneEdgeRule, the lookup of the PullZoneEdgeRule row: a rule found in its pull zone's answer, through real HTTP
// to the simulator's demo account (the pull zone 310245 and its two rules), called as a program calls it.
import { NotListedError, getPullZoneEdgeRule, getPullZoneEdgeRuleOutput } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment({ apiKey: "edge-rule-lookup-account-key-3c7d", videoApiKey: "edge-rule-lookup-video-key-9a1e" }, (started) => (sim = started));

const requests = () => sim.requests.map((request) => [request.method, request.path, request.status]);

describe("getPullZoneEdgeRule", () => {
  it("finds the rule in its zone's answer, its triggers as the named type, enums by name", async () => {
    const rule = await getPullZoneEdgeRule({ pullZoneId: DEMO.pullZone.id, guid: DEMO.edgeRules.forceSsl });
    expect(rule).toMatchObject({
      pullZoneId: String(DEMO.pullZone.id),
      guid: DEMO.edgeRules.forceSsl,
      actionType: "ForceSSL",
      triggers: [{ type: "Url", patternMatches: ["http://*"], patternMatchingType: "MatchAny" }],
      triggerMatchingType: "MatchAny",
      enabled: true,
    });
    expect(requests()).toEqual([["GET", `/pullzone/${DEMO.pullZone.id}`, 200]]);
  });

  it("fails naming the rule and the function when its zone does not list it", async () => {
    const error = await getPullZoneEdgeRule({ pullZoneId: DEMO.pullZone.id, guid: "no-such-rule" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotListedError);
    expect((error as Error).message).toBe(
      `getPullZoneEdgeRule: no PullZoneEdgeRule with pullZoneId ${DEMO.pullZone.id}, guid no-such-rule ` +
        `(pullZones.get: GET /pullzone/${DEMO.pullZone.id} does not list PullZoneEdgeRule no-such-rule)`,
    );
  });

  it("has an Output form", async () => {
    const rule = getPullZoneEdgeRuleOutput({ pullZoneId: String(DEMO.pullZone.id), guid: DEMO.edgeRules.assetsCache });
    expect(await new Promise((resolve) => rule.apply((found) => resolve(found.actionType)))).toBe("OverrideCacheTime");
  });
});
