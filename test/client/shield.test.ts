import { ApiError, InputValidationError, NotFoundError, ResponseValidationError } from "../../src/client";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi();
});

afterEach(() => api.close());

test("getShieldZone reads the zone's rule lists with one GET on the account key", async () => {
  await expect(api.client.getShieldZone("12345")).resolves.toEqual({
    shieldZoneId: "12345",
    pullZoneId: "310245",
    wafDisabledRules: ["920350"],
    wafLogOnlyRules: ["913100"],
  });
  expect(api.sim.requests.map((r) => [r.route, r.method, r.path, r.query, r.accessKeyValid])).toEqual([
    ["getShieldZone", "GET", "/shield/shield-zone/12345", {}, true],
  ]);
});

test("a review shows in the lists the next read returns, and a dashboard change too", async () => {
  await api.client.reviewTriggeredWafRule("12345", "942100", "disableRule");
  expect((await api.client.getShieldZone("12345")).wafDisabledRules).toEqual(["920350", "942100"]);
  await api.client.reviewTriggeredWafRule("12345", "942100", "logOnly");
  expect(await api.client.getShieldZone("12345")).toMatchObject({ wafDisabledRules: ["920350"], wafLogOnlyRules: ["913100", "942100"] });
  api.sim.dashboard.setWafRuleLists("12345", { disabled: [], logOnly: [] });
  expect(await api.client.getShieldZone("12345")).toMatchObject({ wafDisabledRules: [], wafLogOnlyRules: [] });
});

test("a zone the key may not manage (202, success false) is an ApiError with that status and key, not a NotFoundError", async () => {
  const error = await rejection(api.client.getShieldZone("99999"));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).not.toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ status: 202, errorKey: "not_found_or_unauthorised_access.shieldzone", fromApiBody: true });
  expect(error.message).toContain("getShieldZone failed: GET /shield/shield-zone/99999 -> 202 not_found_or_unauthorised_access.shieldzone");
  expect(api.sim.requests).toHaveLength(1);
});

test("a zone that does not exist: the API's own 404, or the ambiguous 202 where the API answers that", async () => {
  const gone = await rejection(api.client.getShieldZone("424242"));
  expect(gone).toBeInstanceOf(NotFoundError);
  expect(gone).toMatchObject({ fromApi: true, fromApiBody: true });
  api.sim.state.missingShieldZone = "notFoundOrUnauthorised";
  const ambiguous = await rejection(api.client.getShieldZone("424242"));
  expect(ambiguous).not.toBeInstanceOf(NotFoundError);
  expect(ambiguous).toMatchObject({ status: 202 });
});

test("a proxy's 404 page is a NotFoundError that does not come from the API", async () => {
  api.sim.faults.add({ route: "getShieldZone", status: 404, body: "<html><h1>404 Not Found</h1></html>", contentType: "text/html", times: 1 });
  const error = await rejection(api.client.getShieldZone("12345"));
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ fromApi: false, fromApiBody: false, emptyBody: false });
  expect(error.message).toContain("GET /shield/shield-zone/12345 -> 404");
});

test("a 2xx body without the zone and without a failure is a ResponseValidationError naming data", async () => {
  api.sim.faults.add({ route: "getShieldZone", status: 200, body: JSON.stringify({ data: null }), times: 1 });
  await expect(api.client.getShieldZone("12345")).rejects.toMatchObject({ constructor: ResponseValidationError, field: "data" });
});

test("field names are read in any case, and unknown fields are dropped", async () => {
  const body = { Data: { ShieldZoneId: 12345, PullZoneId: null, WafDisabledRules: ["1"], WAFLOGONLYRULES: null, PlanType: 3 } };
  api.sim.faults.add({ route: "getShieldZone", status: 200, body: JSON.stringify(body), times: 1 });
  await expect(api.client.getShieldZone("12345")).resolves.toEqual({ shieldZoneId: "12345", pullZoneId: null, wafDisabledRules: ["1"], wafLogOnlyRules: [] });
});

test("a zone id that is not a whole number is refused before any request", async () => {
  const error = await rejection(api.client.getShieldZone("zone-1"));
  expect(error).toBeInstanceOf(InputValidationError);
  expect(error.message).toBe('getShieldZone: invalid input: shieldZoneId: must be a whole number (digits only) (got "zone-1")');
  expect(api.sim.requests).toHaveLength(0);
});
