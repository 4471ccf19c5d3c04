import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-waf-account-key-f00d4a11";
const videoApiKey = "host-waf-video-key-5ca1ab1e";

/** The WafRuleReview scenarios (requests, answers, drift, failures), run through `runner`. */
export const wafRuleReviewScenarios = (runner: ProviderRunner): void =>
  describe(`WafRuleReview through the ${runner}`, () => {
  const hosted = useHostedResource("WafRuleReview", "sqli", { apiKey, videoApiKey }, runner);

  const reviews = () => hosted.sim.state.shieldZones.get("12345")!.wafReviews;
  const zone = () => hosted.sim.state.shieldZones.get("12345")!;
  const routes = () => hosted.sim.requests.map((request) => `${request.method} ${request.path}`);
  const writes = () => hosted.sim.requests.filter((request) => request.method !== "GET");
  /** Puts a rule in one of the zone's lists, or in none, as a change made in the dashboard. */
  function setRule(ruleId: string, list: "disabled" | "logOnly" | "none"): void {
    const others = (rules: Set<string>) => [...rules].filter((rule) => rule !== ruleId);
    hosted.sim.dashboard.setWafRuleLists("12345", {
      disabled: [...others(zone().wafDisabledRules), ...(list === "disabled" ? [ruleId] : [])],
      logOnly: [...others(zone().wafLogOnlyRules), ...(list === "logOnly" ? [ruleId] : [])],
    });
  }
  /** The review the program declares once the rule was changed to 941100. */
  const declared = { shieldZoneId: 12345, ruleId: "941100", action: "disableRule" };

  let state: ResourceState;

  it("first up: posts the review; numeric ids become strings", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { shieldZoneId: 12345, ruleId: "942100", action: "logOnly" }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("12345/942100");
    expect(withoutProvider(up.state.outputs)).toEqual({ shieldZoneId: "12345", ruleId: "942100", action: "logOnly" });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(hosted.sim.requests.map((request) => [request.path, request.body])).toEqual([
      ["/shield/waf/rules/review-triggered/12345", { ruleId: "942100", action: 1 }],
    ]);
    expect(reviews().get("942100")).toBe(1);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { shieldZoneId: "12345", ruleId: "942100", action: "logOnly" }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("an action change reviews the rule again in place", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { shieldZoneId: "12345", ruleId: "942100", action: "disableRule" }, state));
    expect(up.op).toBe("update");
    expect(hosted.sim.requests.map((request) => request.body)).toEqual([{ ruleId: "942100", action: 2 }]);
    expect(withoutProvider(up.state.outputs)).toEqual({ shieldZoneId: "12345", ruleId: "942100", action: "disableRule" });
    expect(reviews().get("942100")).toBe(2);
    state = up.state;
  });

  it("a rule change replaces the resource", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { shieldZoneId: "12345", ruleId: "941100", action: "disableRule" }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["ruleId"]);
    expect(up.state.id).toBe("12345/941100");
    expect(reviews().get("941100")).toBe(2);
    state = up.state;
  });

  it("refresh of an unchanged review reads the zone with one GET, and the next preview plans nothing", async () => {
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed).toEqual(state);
    expect(routes()).toEqual(["GET /shield/shield-zone/12345"]);
    const plan = await hosted.engine.preview(hosted.urn, declared, refreshed);
    expect(plan.op).toBe("same");
  });

  it("a rule set to log only in the dashboard: refresh reports it, the preview plans the update, up disables it again", async () => {
    setRule("941100", "logOnly");
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(withoutProvider(refreshed.outputs)).toEqual({ shieldZoneId: "12345", ruleId: "941100", action: "logOnly" });
    expect(withoutProvider(refreshed.inputs)).toEqual(withoutProvider(refreshed.outputs));
    expect(writes()).toEqual([]);
    const plan = await hosted.engine.preview(hosted.urn, declared, refreshed);
    expect(plan.op).toBe("update");
    expect(plan.diff).toMatchObject({ changes: "some", replaces: [] });
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
    expect(hosted.sim.requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      { ruleId: "941100", action: 2 },
    ]);
    expect([zone().wafDisabledRules.has("941100"), zone().wafLogOnlyRules.has("941100")]).toEqual([true, false]);
    state = up.state;
  });

  it("a rule taken out of both lists in the dashboard reads as ignore: an update disables it again", async () => {
    setRule("941100", "none");
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.outputs.action).toBe("ignore");
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("update");
    state = (await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed))).state;
    expect(zone().wafDisabledRules.has("941100")).toBe(true);
    const again = (await hosted.track(hosted.engine.refresh(state)))!;
    expect((await hosted.engine.preview(hosted.urn, declared, again)).op).toBe("same");
    expect(writes().map((request) => request.body)).toEqual([{ ruleId: "941100", action: 2 }]);
  });

  it("a stored ignore reads as ignore whatever the zone's lists say, so no update repeats on every up", async () => {
    const ignoredUrn = resourceUrn(hosted.engine.host.program, hosted.type, "ignored");
    const ignored = { shieldZoneId: "12345", ruleId: "942100", action: "ignore" };
    const created = await hosted.track(hosted.engine.up(ignoredUrn, ignored));
    for (const list of ["disabled", "logOnly"] as const) {
      setRule("942100", list);
      const refreshed = (await hosted.track(hosted.engine.refresh(created.state)))!;
      expect(withoutProvider(refreshed.outputs)).toEqual(ignored);
      expect((await hosted.engine.preview(ignoredUrn, ignored, refreshed)).op).toBe("same");
    }
    setRule("942100", "none");
  });

  it("a state written by the previous version refreshes and plans nothing", async () => {
    const previous: ResourceState = {
      urn: hosted.urn,
      id: "12345/941100",
      inputs: { shieldZoneId: "12345", ruleId: "941100", action: "disableRule", [PROVIDER_KEY]: hosted.provider },
      outputs: { shieldZoneId: "12345", ruleId: "941100", action: "disableRule", [PROVIDER_KEY]: hosted.provider },
    };
    expect((await hosted.engine.preview(hosted.urn, declared, previous)).op).toBe("same");
    const refreshed = (await hosted.track(hosted.engine.refresh(previous)))!;
    expect(refreshed).toEqual(previous);
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("same");
  });

  it("a proxy's HTML 404, a refused key or an ambiguous 'not found or unauthorised' answer fails the refresh, never drops the state", async () => {
    hosted.sim.faults.add({ route: "getShieldZone", status: 404, body: "<html><body>404 Not Found</body></html>", contentType: "text/html", times: 1 });
    hosted.sim.faults.add({ route: "getShieldZone", status: 401, times: 1 });
    const proxied = await hosted.engine.refresh(state).catch((caught) => caught);
    expect(proxied).toBeInstanceOf(ProviderCallError);
    expect(proxied.message).toContain("GET /shield/shield-zone/12345 -> 404");
    const refused = await hosted.engine.refresh(state).catch((caught) => caught);
    expect(refused).toBeInstanceOf(ProviderCallError);
    expect(refused.message).toMatch(/shield zone 12345 could not be read.*-> 401/);
    const saved = zone();
    hosted.sim.state.shieldZones.delete("12345");
    hosted.sim.state.missingShieldZone = "notFoundOrUnauthorised";
    try {
      const ambiguous = await hosted.engine.refresh(state).catch((caught) => caught);
      expect(ambiguous).toBeInstanceOf(ProviderCallError);
      expect(ambiguous.message).toMatch(/shield zone 12345 could not be read: deleted, or the key has no access/);
      expect(ambiguous.message).toContain("-> 202 not_found_or_unauthorised_access.shieldzone");
      hosted.seen.push(proxied.message, refused.message, ambiguous.message);
    } finally {
      hosted.sim.state.missingShieldZone = "notFound";
      hosted.sim.state.shieldZones.set("12345", saved);
    }
    expect(writes()).toEqual([]);
  });

  it("a 202 shaped like ASP.NET's AcceptedResult (no zone in it) fails the refresh saying the zone could not be read", async () => {
    const accepted = { value: null, formatters: [], contentTypes: [], declaredType: null, statusCode: 202, location: null };
    hosted.sim.faults.add({ route: "getShieldZone", status: 202, body: JSON.stringify(accepted), times: 1 });
    const error = await hosted.engine.refresh(state).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toMatch(/shield zone 12345 could not be read: deleted, or the key has no access/);
    expect(error.message).toContain("GET /shield/shield-zone/12345 -> 202");
    hosted.seen.push(error.message);
  });

  it("a zone deleted outside Pulumi (the API's own 404) is reported gone", async () => {
    const saved = zone();
    hosted.sim.state.shieldZones.delete("12345");
    try {
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(hosted.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
        "GET /shield/shield-zone/12345 404",
        "GET /shield/shield-zones 200",
      ]);
    } finally {
      hosted.sim.state.shieldZones.set("12345", saved);
    }
  });

  it("a wrong baseUrl (a /v2 suffix) or a gateway's JSON 404 for unknown routes fails the refresh and keeps the review", async () => {
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
      "GET /v2/shield/shield-zone/12345 answered 404",
      "GET /v2/shield/shield-zones -> 404",
    ]);
  });

  it("destroy forgets the review without calling the API", async () => {
    await hosted.engine.destroy(state);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("an invalid action fails at check, before any request", async () => {
    const error = await hosted.engine
      .preview(hosted.urn, { shieldZoneId: "12345", ruleId: "942100", action: "block" })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([{ property: "action", reason: 'must be one of "ignore", "logOnly", "disableRule" (got "block")' }]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("success:false in a 2xx answer is a failure with the API's error key", async () => {
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, hosted.type, "other-zone"), {
        shieldZoneId: "99999",
        ruleId: "942100",
        action: "ignore",
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("POST /shield/waf/rules/review-triggered/99999 -> 202");
    expect(error.message).toContain("not_found_or_unauthorised_access.shieldzone");
    hosted.seen.push(error.message);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain("942100");
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
