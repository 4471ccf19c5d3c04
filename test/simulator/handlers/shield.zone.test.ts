import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const readZoneWithKey = (key: string | undefined, zoneId: string) => send(`${sim.baseUrl}/shield/shield-zone/${zoneId}`, { key });
const readZone = (zoneId: string) => readZoneWithKey(sim.apiKey, zoneId);
const review = (ruleId: string, action: number) =>
  send(`${sim.baseUrl}/shield/waf/rules/review-triggered/12345`, { method: "POST", key: sim.apiKey, body: { ruleId, action } });
const lists = async () => {
  const { data } = (await readZone("12345")).json;
  return { disabled: data.wafDisabledRules, logOnly: data.wafLogOnlyRules };
};

test("answers {data} with the zone, its pull zone and its rule lists", async () => {
  const reply = await readZone("12345");
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.json)).toEqual(["data"]);
  expect(reply.json.data).toMatchObject({ shieldZoneId: 12345, pullZoneId: 310245, wafDisabledRules: ["920350"], wafLogOnlyRules: ["913100"] });
  expect(sim.requests[0]).toMatchObject({ route: "getShieldZone", status: 200 });
});

test("a review moves the rule between the lists: 2 disabled, 1 log-only, 0 out of both", async () => {
  await review("942100", 2);
  expect(await lists()).toEqual({ disabled: ["920350", "942100"], logOnly: ["913100"] });
  await review("942100", 1);
  expect(await lists()).toEqual({ disabled: ["920350"], logOnly: ["913100", "942100"] });
  await review("942100", 0);
  expect(await lists()).toEqual({ disabled: ["920350"], logOnly: ["913100"] });
});

test("an empty list answers null", async () => {
  sim.dashboard.setWafRuleLists("12345", { disabled: [], logOnly: [] });
  expect(await lists()).toEqual({ disabled: null, logOnly: null });
});

test("a dashboard change of the lists is what the next read shows; a list not given stays", async () => {
  sim.dashboard.setWafRuleLists("12345", { logOnly: ["942100"] });
  expect(await lists()).toEqual({ disabled: ["920350"], logOnly: ["942100"] });
  sim.dashboard.setWafRuleLists(12345, { disabled: ["941100", "942101"] });
  expect(await lists()).toEqual({ disabled: ["941100", "942101"], logOnly: ["942100"] });
  expect(() => sim.dashboard.setWafRuleLists("12345", { disabled: ["942100"] })).toThrow("942100");
  expect(() => sim.dashboard.setWafRuleLists("424242", { disabled: [] })).toThrow("424242");
});

test("a zone the account may not manage answers 202 {data: null, error} with success false", async () => {
  const reply = await readZone("99999");
  expect(reply.status).toBe(202);
  expect(reply.json).toEqual({
    data: null,
    error: { statusCode: 202, success: false, message: expect.any(String), errorKey: "not_found_or_unauthorised_access.shieldzone" },
  });
});

test("a zone that does not exist answers 404 with a JSON body, or the ambiguous 202 when switched", async () => {
  const missing = await readZone("424242");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("content-type")).toContain("application/json");
  expect(missing.json).toMatchObject({ data: null, error: { statusCode: 404, success: false } });
  sim.state.missingShieldZone = "notFoundOrUnauthorised";
  const ambiguous = await readZone("424242");
  expect(ambiguous.status).toBe(202);
  expect(ambiguous.json.error).toMatchObject({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" });
  expect((await readZone("12345")).status).toBe(200);
});

test("401 is ProblemDetails, as the document declares for this read; the video key is not accepted", async () => {
  for (const key of [undefined, sim.videoApiKey]) {
    const reply = await readZoneWithKey(key, "12345");
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ status: 401, title: "Unauthorized", instance: "/shield/shield-zone/12345" });
  }
});

test("faults apply: 500 without a body, then the read answers again", async () => {
  sim.faults.add({ route: "getShieldZone", status: 500, times: 1 });
  const failed = await readZone("12345");
  expect([failed.status, failed.text]).toEqual([500, ""]);
  expect((await readZone("12345")).status).toBe(200);
});
