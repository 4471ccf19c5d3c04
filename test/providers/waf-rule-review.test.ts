import { ApiError } from "../../src/errors";
import { wafRuleReviewProvider as provider, type WafRuleReviewState } from "../../src/providers/waf-rule-review";
import type { RunningSimulator } from "../../src/simulator";
import { UNKNOWN } from "../helpers/engine/wire";
import { useSimulatedProvider } from "../helpers/provider-test";

let sim: RunningSimulator;
const checked = useSimulatedProvider(
  provider,
  { apiKey: "waf-test-account-key-6d0e", videoApiKey: "waf-test-video-key-2b4f" },
  (started) => (sim = started),
);

beforeEach(() => {
  sim.state.shieldZones.get("12345")!.wafReviews.clear();
});

describe("check", () => {
  it("turns numeric ids into strings", async () => {
    expect(await checked({ shieldZoneId: 12345, ruleId: 942100, action: "logOnly" })).toEqual({
      shieldZoneId: "12345",
      ruleId: "942100",
      action: "logOnly",
    });
  });

  it("names the property and the rule of each invalid input, before any request", async () => {
    expect(await provider.check({}, { shieldZoneId: "", ruleId: "942100", action: "block" })).toEqual({
      failures: [
        { property: "shieldZoneId", reason: 'must be a whole number (digits only) (got "")' },
        { property: "action", reason: 'must be one of "ignore", "logOnly", "disableRule" (got "block")' },
      ],
    });
    expect(sim.requests).toHaveLength(0);
  });

  it("lets values unknown during a preview through", async () => {
    expect(await checked({ shieldZoneId: UNKNOWN, ruleId: "942100", action: UNKNOWN })).toEqual({
      shieldZoneId: UNKNOWN,
      ruleId: "942100",
      action: UNKNOWN,
    });
  });
});

describe("create and update", () => {
  it("post the review with the action's wire value and output the inputs", async () => {
    const inputs = await checked({ shieldZoneId: "12345", ruleId: "942100", action: "logOnly" });
    expect(await provider.create(inputs)).toEqual({ id: "12345/942100", outs: inputs });
    const changed = await checked({ shieldZoneId: "12345", ruleId: "942100", action: "disableRule" });
    expect(await provider.update("12345/942100", inputs, changed)).toEqual({ outs: changed });
    expect(sim.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/shield/waf/rules/review-triggered/12345", { ruleId: "942100", action: 1 }],
      ["POST", "/shield/waf/rules/review-triggered/12345", { ruleId: "942100", action: 2 }],
    ]);
    expect(sim.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(2);
  });

  it("fail on success:false in a 2xx answer, with the API's error key and without the key", async () => {
    const error = await provider
      .create(await checked({ shieldZoneId: "99999", ruleId: "942100", action: "ignore" }))
      .catch((caught) => caught);
    expect(error.message).toContain("POST /shield/waf/rules/review-triggered/99999 -> 202");
    expect(error.message).toContain("not_found_or_unauthorised_access.shieldzone");
    expect(error.message).not.toContain(sim.apiKey);
    expect(error.id).toBeUndefined();
  });
});

describe("diff", () => {
  const olds: WafRuleReviewState = { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" };

  it("updates on an action change and replaces on a zone or rule change", async () => {
    expect(await provider.diff("id", olds, await checked({ ...olds, action: "ignore" }))).toEqual({
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
    });
    expect((await provider.diff("id", olds, await checked({ ...olds, ruleId: "941100" }))).replaces).toEqual(["ruleId"]);
    expect((await provider.diff("id", olds, await checked({ ...olds, shieldZoneId: 1 }))).replaces).toEqual([
      "shieldZoneId",
    ]);
    expect((await provider.diff("id", olds, { ...(await checked(olds)), __provider: "z" } as WafRuleReviewState)).changes).toBe(
      false,
    );
  });
});

describe("read", () => {
  const stored = (ruleId: string, action: WafRuleReviewState["action"]): WafRuleReviewState => ({ shieldZoneId: "12345", ruleId, action });

  it("reads the zone's rule lists: disabled, log only, or neither as ignore, with one GET and no write", async () => {
    sim.dashboard.setWafRuleLists("12345", { disabled: ["942100"], logOnly: ["941100"] });
    expect(await provider.read("12345/942100", stored("942100", "logOnly"))).toEqual({
      id: "12345/942100",
      props: stored("942100", "disableRule"),
      inputs: stored("942100", "disableRule"),
    });
    expect((await provider.read("12345/941100", stored("941100", "disableRule"))).props).toEqual(stored("941100", "logOnly"));
    expect((await provider.read("12345/944000", stored("944000", "disableRule"))).props).toEqual(stored("944000", "ignore"));
    expect(sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill("GET /shield/shield-zone/12345"));
  });

  it("keeps a stored ignore whatever the lists say", async () => {
    sim.dashboard.setWafRuleLists("12345", { disabled: ["942100"], logOnly: [] });
    expect((await provider.read("12345/942100", stored("942100", "ignore"))).props).toEqual(stored("942100", "ignore"));
  });

  it("reports a zone that answers the API's own 404 gone", async () => {
    expect(await provider.read("777/942100", { shieldZoneId: "777", ruleId: "942100", action: "logOnly" })).toEqual({ id: "" });
  });

  it("fails, keeping the state, on the ambiguous 'not found or unauthorised' answer, a refused key or a proxy's page", async () => {
    sim.state.missingShieldZone = "notFoundOrUnauthorised";
    try {
      const ambiguous = await provider.read("777/942100", { shieldZoneId: "777", ruleId: "942100", action: "logOnly" }).catch((caught) => caught);
      expect(ambiguous.message).toMatch(/^shield zone 777 could not be read: deleted, or the key has no access; remove the resource from the stack or fix the key \(.*-> 202 not_found_or_unauthorised_access\.shieldzone/);
      expect(ambiguous).toBeInstanceOf(ApiError);
      expect(ambiguous).toMatchObject({ operation: "getShieldZone", method: "GET", path: "/shield/shield-zone/777", status: 202 });
      expect(ambiguous.stack).toContain("shield zone 777 could not be read");
    } finally {
      sim.state.missingShieldZone = "notFound";
    }
    sim.faults.add({ route: "getShieldZone", status: 401, times: 1 });
    await expect(provider.read("12345/942100", stored("942100", "logOnly"))).rejects.toThrow(/shield zone 12345 could not be read: .*-> 401/);
    sim.faults.add({ route: "getShieldZone", status: 404, body: "<html>Not Found</html>", contentType: "text/html", times: 1 });
    const proxied = await provider.read("12345/942100", stored("942100", "logOnly")).catch((caught) => caught);
    expect(proxied.message).toContain("GET /shield/shield-zone/12345 -> 404");
    expect(proxied.message).not.toContain(sim.apiKey);
  });
});

describe("delete", () => {
  it("forgets the review and calls nothing", async () => {
    await provider.delete("12345/942100", { shieldZoneId: "12345", ruleId: "942100", action: "ignore" });
    expect(sim.requests).toHaveLength(0);
  });
});
