import { ProviderCallError } from "../helpers/engine-host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine-lifecycle";
import { resourceType } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine-wire";
import { useHostedResource } from "../helpers/hosted-resource";

const apiKey = "host-waf-account-key-f00d4a11";
const videoApiKey = "host-waf-video-key-5ca1ab1e";

const hosted = useHostedResource("WafRuleReview", "sqli", { apiKey, videoApiKey });

const reviews = () => hosted.sim.state.shieldZones.get("12345")!.wafReviews;

describe("WafRuleReview through the dynamic-provider host", () => {
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

  it("refresh keeps the stored state without a call: the API has no read to detect drift or deletion", async () => {
    reviews().set("941100", 0);
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed.id).toBe("12345/941100");
    expect(withoutProvider(refreshed.outputs)).toEqual({ shieldZoneId: "12345", ruleId: "941100", action: "disableRule" });
    reviews().delete("941100");
    expect((await hosted.track(hosted.engine.refresh(state)))!.id).toBe("12345/941100");
    expect(hosted.sim.requests).toHaveLength(0);
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
    expect(error.failures).toEqual([{ property: "action", reason: 'must be one of "ignore", "logOnly", "disableRule"' }]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("success:false in a 2xx answer is a failure with the API's error key", async () => {
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, resourceType("WafRuleReview"), "other-zone"), {
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
