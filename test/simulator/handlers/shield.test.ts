import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const reviewWithKey = (key: string | undefined, zoneId: string, body: unknown) =>
  send(`${sim.baseUrl}/shield/waf/rules/review-triggered/${zoneId}`, { method: "POST", key, body });
const review = (zoneId: string, body: unknown) => reviewWithKey(sim.apiKey, zoneId, body);
const reviews = (zoneId = "12345") => sim.state.shieldZones.get(zoneId)!.wafReviews;

describe("reviewTriggeredWafRule", () => {
  test.each([0, 1, 2])("applies action %i to a triggered rule and answers 200 success:true", async (action) => {
    const reply = await review("12345", { ruleId: "942100", action });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      success: true,
      errorResponse: { statusCode: 200, success: true, message: expect.any(String), errorKey: null },
    });
    expect(reviews().get("942100")).toBe(action);
  });

  test("answers 200 success:false with an errorKey for a rule that was not triggered", async () => {
    const reply = await review("12345", { ruleId: "999999", action: 2 });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      success: false,
      errorResponse: { statusCode: 404, success: false, message: expect.stringContaining("999999"), errorKey: "not_found.triggered_rule" },
    });
    expect(reviews().size).toBe(0);
  });

  test("answers 202 success:false not_found_or_unauthorised_access.shieldzone for zone 99999", async () => {
    const reply = await review("99999", { ruleId: "942100", action: 1 });
    expect(reply.status).toBe(202);
    expect(reply.json.success).toBe(false);
    expect(reply.json.errorResponse).toMatchObject({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" });
    expect(reviews("99999").size).toBe(0);
  });

  test("answers 404 in the route's shape for a zone that does not exist", async () => {
    const reply = await review("424242", { ruleId: "942100", action: 1 });
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ success: false, errorResponse: { statusCode: 404, success: false } });
  });

  test.each([
    [{ ruleId: "942100" }, /action/],
    [{ ruleId: "942100", action: 3 }, /action/],
    [{ ruleId: "942100", action: "2" }, /action/],
    [{ ruleId: "942100", action: 1.5 }, /action/],
    [{ action: 1 }, /ruleId/],
    [{ ruleId: 942100, action: 1 }, /ruleId/],
    [{ ruleId: "942100", action: 1, note: "x" }, /note/],
    ["942100", /object/],
  ])("answers 400 success:false for the body %j", async (body, mentions) => {
    const reply = await review("12345", body);
    expect(reply.status).toBe(400);
    expect(reply.json.success).toBe(false);
    expect(reply.json.errorResponse.message).toMatch(mentions);
    expect(reviews().size).toBe(0);
  });

  test("answers 401 {statusCode: 401} without the account key", async () => {
    for (const key of [undefined, sim.videoApiKey]) {
      const reply = await reviewWithKey(key, "12345", { ruleId: "942100", action: 2 });
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ statusCode: 401 });
    }
    expect(reviews().size).toBe(0);
  });
});

describe("getBotDetectionMetrics", () => {
  const metricsUrl = (zoneId: string) => `${sim.baseUrl}/shield/metrics/shield-zone/${zoneId}/bot-detection`;

  test("answers 28 days of overview whose sums are the totals", async () => {
    const reply = await send(metricsUrl("12345"), { key: sim.apiKey });
    expect(reply.status).toBe(200);
    expect(reply.json.error).toMatchObject({ success: true, statusCode: 200 });
    const { overviewPastTwentyEightDays: overview, totalLoggedRequests, totalChallengedRequests } = reply.json.data;
    const days = Object.keys(overview);
    expect(days).toHaveLength(28);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}T00:00:00Z$/.test(day))).toBe(true);
    expect(days[27].slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const values = Object.values(overview) as { loggedRequests: number; challengedRequests: number }[];
    expect(values.reduce((sum, v) => sum + v.loggedRequests, 0)).toBe(totalLoggedRequests);
    expect(values.reduce((sum, v) => sum + v.challengedRequests, 0)).toBe(totalChallengedRequests);
  });

  test("answers a null overview for zone 99999", async () => {
    const reply = await send(metricsUrl("99999"), { key: sim.apiKey });
    expect(reply.json.data).toEqual({ overviewPastTwentyEightDays: null, totalLoggedRequests: 0, totalChallengedRequests: 0 });
  });

  test("answers 404 {error} for an unknown zone and 401 {statusCode} without a key", async () => {
    const missing = await send(metricsUrl("1"), { key: sim.apiKey });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      error: { statusCode: 404, success: false, message: expect.any(String), errorKey: "not_found_or_unauthorised_access.shieldzone" },
    });
    const unauthorized = await send(metricsUrl("12345"));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.json).toEqual({ statusCode: 401 });
  });
});
