import { ApiError, ResponseValidationError, type CloudPlatformClient } from "../../src/client";
import type { OperationName } from "../../src/simulator";
import { rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;
let client: CloudPlatformClient;

beforeEach(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
  client = api.client;
});

afterEach(async () => {
  await api.close();
});

function answer(route: OperationName, body: unknown, status?: number): void {
  api.sim.faults.add({ route, body: typeof body === "string" ? body : JSON.stringify(body), status, times: 1 });
}

describe("a 2xx body that breaks its schema is a ResponseValidationError naming the endpoint and the field", () => {
  const cases: [string, OperationName, unknown, () => Promise<unknown>, string, string, string][] = [
    ["a volume size that is not a number", "listVolumes", { items: [{ id: "v", name: "n", size: 1 }, { id: "w", name: "m", size: "big" }], meta: { totalItems: 2 }, cursor: null },
      () => client.listVolumes("app-demo"), "GET", "/mc/apps/app-demo/volumes", "items[1].size"],
    ["an update answer without size", "updateVolume", { name: "data" },
      () => client.updateVolume("app-demo", "vol-data", { size: 12 }), "PATCH", "/mc/apps/app-demo/volumes/vol-data", "size"],
    ["port mappings that are not a list", "getContainerTemplate",
      { id: "c", name: "n", image: "i", endpoints: [{ id: "e", displayName: "d", type: "cdn", isSslEnabled: true, portMappings: "8080:443" }] },
      () => client.getContainerTemplate("app-demo", "ctr-web"), "GET", "/mc/apps/app-demo/containers/ctr-web", "endpoints[0].portMappings"],
    ["an unknown currency code", "getPartnerContract",
      { PartnerCustomerId: 1, ContractValue: 5, MonthlyCommitmentValue: null, ContractStartDate: "2026-01-01T00:00:00Z", ContractEndDate: "2026-02-01T00:00:00Z", ContractBillingType: 1, Currency: 7, UpdatedByUserId: "u", PartnerUserId: null },
      () => client.getPartnerContract(), "GET", "/partner/contract", "Currency"],
    ["a contract date that is not a date", "getPartnerContract",
      { PartnerCustomerId: 1, ContractValue: 5, ContractStartDate: "next monday", ContractEndDate: "2026-02-01T00:00:00Z", ContractBillingType: 1, Currency: 0, UpdatedByUserId: "u" },
      () => client.getPartnerContract(), "GET", "/partner/contract", "ContractStartDate"],
    ["an event-log page without hasMoreData", "getShieldEventLogs", { logs: [], continuationToken: "" },
      () => client.getShieldEventLogPage("12345", utcDay(0)), "GET", `/shield/event-logs/12345/${utcDay(0)}`, "hasMoreData"],
    ["bot metrics without data", "getBotDetectionMetrics", { error: { statusCode: 200, success: true } },
      () => client.getBotDetectionMetrics("12345"), "GET", "/shield/metrics/shield-zone/12345/bot-detection", "data"],
    ["a day of bot metrics with a fractional count", "getBotDetectionMetrics",
      { data: { overviewPastTwentyEightDays: { "2026-01-01T00:00:00Z": { loggedRequests: 1.5, challengedRequests: 0 } }, totalLoggedRequests: 1, totalChallengedRequests: 0 } },
      () => client.getBotDetectionMetrics("12345"), "GET", "/shield/metrics/shield-zone/12345/bot-detection", "data.overviewPastTwentyEightDays.2026-01-01T00:00:00Z.loggedRequests"],
    ["a WAF review answer without success", "reviewTriggeredWafRule", { errorResponse: null },
      () => client.reviewTriggeredWafRule("12345", "942100", "ignore"), "POST", "/shield/waf/rules/review-triggered/12345", "success"],
    ["an upload answer that is an array", "uploadVideo", [true],
      () => client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000001", { filePath: __filename }), "PUT", "/video/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000001", "body"],
  ];

  test.each(cases)("%s", async (_, route, body, call, method, path, field) => {
    answer(route, body);
    const error = await rejection(call());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operation: route, method, path, field, status: 200 });
    expect(error.message).toContain(`${route}: ${method} ${path} -> 200 answered an unexpected body: ${field}: `);
  });

  test("a body of another shape that says it failed is that failure: the shield zone read's 202 without data", async () => {
    const failed = { statusCode: 404, success: false, errorKey: "not_found_or_unauthorised_access.shieldzone", message: "Shield Zone not found" };
    answer("shieldZones.get", { data: null, error: failed }, 202);
    const error = await rejection(client.shieldZones.get({ shieldZoneId: 12345 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 202, errorKey: "not_found_or_unauthorised_access.shieldzone" });
  });

  test("a body that is not JSON", async () => {
    answer("getContainerTemplate", "{ not json");
    const error = await rejection(client.getContainerTemplate("app-demo", "ctr-web"));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ field: "body", method: "GET", path: "/mc/apps/app-demo/containers/ctr-web" });
    expect(error.message).toBe("getContainerTemplate: GET /mc/apps/app-demo/containers/ctr-web -> 200 answered an unexpected body: body: is not valid JSON");
  });

  test("an empty body where a JSON object is due", async () => {
    answer("getPartnerContract", "");
    const error = await rejection(client.getPartnerContract());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ field: "body" });
  });
});

describe("tolerant parsing", () => {
  test("PascalCase field names where camelCase is documented", async () => {
    answer("updateVolume", { Name: "data", Size: 12 });
    await expect(client.updateVolume("app-demo", "vol-data", { size: 12 })).resolves.toEqual({ name: "data", size: 12 });
    answer("getShieldEventLogs", {
      Logs: [{ LogId: "l1", Timestamp: 1, Log: "x", Labels: { RuleId: "942100", Country: "DE" } }],
      HasMoreData: false,
      ContinuationToken: "",
      ErrorResponse: { StatusCode: 200, Success: true },
    });
    const page = await client.getShieldEventLogPage("12345", utcDay(0));
    expect(page).toMatchObject({ hasMoreData: false, logs: [{ logId: "l1", timestamp: 1, labels: { ruleId: "942100", country: "DE" } }] });
    answer("getPartnerContract", {
      partnerCustomerId: 5, contractValue: 1, contractStartDate: "2026-01-01T00:00:00Z", contractEndDate: "2026-02-01T00:00:00Z",
      contractBillingType: 1, currency: 1, updatedByUserId: "u",
    });
    await expect(client.getPartnerContract()).resolves.toMatchObject({ partnerCustomerId: 5, billingType: "payAsYouGo", currency: "EUR", partnerUserId: null });
  });

  test("extra fields are dropped, missing optional ones and documented nulls are accepted", async () => {
    answer("getContainerTemplate", {
      id: "c", name: "n", image: "img", imageDigest: null, somethingNew: { nested: true },
      probes: { startup: null }, endpoints: [{ id: "e", displayName: "d", type: "edge", isSslEnabled: false, portMappings: [], internalIpAddresses: null }],
    });
    const template = await client.getContainerTemplate("app-demo", "ctr-web");
    expect(template).toEqual({
      id: "c", name: "n", image: "img", imageDigest: null,
      probes: { startup: null }, endpoints: [{ id: "e", displayName: "d", type: "edge", isSslEnabled: false, portMappings: [], internalIpAddresses: null }],
    });
    answer("getShieldEventLogs", { logs: null, hasMoreData: false, continuationToken: null });
    await expect(client.getShieldEventLogPage("12345", utcDay(0))).resolves.toMatchObject({ logs: [], hasMoreData: false });
  });
});

describe("error bodies of every shape, or none", () => {
  test("ErrorDetails with validation errors names the fields", async () => {
    answer("updateVolume", { title: "One or more validation errors occurred.", status: 400, errors: [{ field: "size", message: "must be at most 100" }, { field: null, message: "general" }] }, 400);
    const error = await rejection(client.updateVolume("app-demo", "vol-data", { size: 99 }));
    expect(error).toMatchObject({ status: 400, fields: ["size"], apiMessage: "One or more validation errors occurred.; size: must be at most 100; general" });
  });

  test("a non-JSON error body gives the HTTP status text", async () => {
    answer("getContainerTemplate", "<html><body>bad gateway</body></html>", 502);
    const error = await rejection(client.getContainerTemplate("app-demo", "ctr-web"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("getContainerTemplate failed: GET /mc/apps/app-demo/containers/ctr-web -> 502: Bad Gateway");
  });

  test("a shield {statusCode} body and an empty body give the status text", async () => {
    answer("reviewTriggeredWafRule", { statusCode: 401 }, 401);
    await expect(client.reviewTriggeredWafRule("12345", "942100", "ignore")).rejects.toMatchObject({ status: 401, apiMessage: "Unauthorized", errorKey: undefined });
    answer("completeExternalDnsCertificate", "", 500);
    await expect(client.completeExternalDnsCertificate("cdn.example.com")).rejects.toMatchObject({ status: 500, apiMessage: "Internal Server Error" });
  });

  test("a result object in PascalCase inside an error envelope", async () => {
    answer("getBotDetectionMetrics", { Error: { StatusCode: 404, Success: false, Message: "No such zone", ErrorKey: "shieldzone.missing" } }, 404);
    await expect(client.getBotDetectionMetrics("12345")).rejects.toMatchObject({ status: 404, errorKey: "shieldzone.missing", apiMessage: "No such zone" });
  });
});
