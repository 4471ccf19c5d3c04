import {
  ApiError,
  ForbiddenError,
  InputValidationError,
  NotFoundError,
  NotListedError,
  UnauthorizedError,
  type CloudPlatformClient,
} from "../../src/client";
import { everyRendering, rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";
import { demoPartnerContract } from "../helpers/demo-partner-contract";
import { resolveSettings } from "../../src/settings";

/** The names the providers give the settings in failures: the stack config's keys and their environment variables. */
const STACK_SETTING_NAMES = resolveSettings({ apiKey: "stack-key" }, {}).settingNames;

let api: SimulatedApi;
let client: CloudPlatformClient;

beforeEach(async () => {
  api = await startSimulatedApi({}, { eventLogPages: 3, eventLogPageSize: 4 });
  client = api.client;
});

afterEach(async () => {
  await api.close();
});

describe("every operation succeeds against the simulator", () => {
  test("listVolumes returns the app's volumes as the API holds them", async () => {
    api.sim.state.apps.get("app-demo")!.volumes.set("vol-cache", { id: "vol-cache", name: "cache", size: 42, totalUsage: 0 });
    const volumes = await client.listVolumes("app-demo");
    expect(volumes.map(({ id, name, size }) => ({ id, name, size }))).toEqual([
      { id: "vol-data", name: "data", size: 10 },
      { id: "vol-logs", name: "logs", size: 5 },
      { id: "vol-cache", name: "cache", size: 42 },
    ]);
    expect(api.sim.requests.map((r) => [r.method, r.path, r.query])).toEqual([["GET", "/mc/apps/app-demo/volumes", {}]]);
  });

  test("listVolumes follows an answered cursor with nextCursor until none is left", async () => {
    const firstPage = { items: [{ id: "vol-old", name: "old", size: 1 }], meta: { totalItems: 3 }, cursor: "c/2 +" };
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify(firstPage), times: 1 });
    const volumes = await client.listVolumes("app-demo");
    expect(volumes.map((v) => v.id)).toEqual(["vol-old", "vol-data", "vol-logs"]);
    expect(api.sim.requests.map((r) => r.query)).toEqual([{}, { nextCursor: "c/2 +" }]);
  });

  test("listVolumes refuses a cursor it has already followed instead of looping", async () => {
    const page = JSON.stringify({ items: [{ id: "v1", name: "v1", size: 1, totalUsage: 0 }], meta: { totalItems: 10 }, cursor: "again" });
    api.sim.faults.add({ route: "listVolumes", body: page, times: 5 });
    await expect(client.listVolumes("app-demo")).rejects.toMatchObject({ name: "ResponseValidationError", field: "cursor" });
    expect(api.sim.requests).toHaveLength(2);
  });

  test("listVolumes stops at an empty page, or once meta.totalItems volumes are in, whatever the cursor says", async () => {
    const volume = (id: string) => ({ id, name: id, size: 1, totalUsage: 0 });
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify({ items: [volume("a")], meta: { totalItems: 2 }, cursor: "p2" }), times: 1 });
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify({ items: [volume("b")], meta: { totalItems: 2 }, cursor: "p3" }), times: 1 });
    await expect(client.listVolumes("app-demo")).resolves.toEqual([volume("a"), volume("b")]);
    expect(api.sim.requests).toHaveLength(2);

    api.sim.resetStats();
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify({ items: [volume("c")], cursor: "q2" }), times: 1 });
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify({ items: [], cursor: "q3" }), times: 1 });
    await expect(client.listVolumes("app-demo")).resolves.toEqual([volume("c")]);
    expect(api.sim.requests).toHaveLength(2);
  });

  test("getVolume finds a volume in the app's list, across pages, and names the list when it holds none", async () => {
    const firstPage = { items: [{ id: "vol old", name: "old", size: 1 }], meta: { totalItems: 3 }, cursor: "c2" };
    api.sim.faults.add({ route: "listVolumes", body: JSON.stringify(firstPage), times: 1 });
    await expect(client.getVolume("app-demo", "vol-logs")).resolves.toMatchObject({ id: "vol-logs", name: "logs", size: 5 });
    const missing = await client.getVolume("app demo", "vol old").catch((caught) => caught);
    expect(missing).toBeInstanceOf(NotFoundError);
    const notListed = await client.getVolume("app-demo", "vol old").catch((caught) => caught);
    expect(notListed).toBeInstanceOf(NotListedError);
    expect(notListed).toMatchObject({ operation: "listVolumes", method: "GET", path: "/mc/apps/app-demo/volumes", object: "volume vol old" });
    expect(api.sim.requests.map((r) => r.path)).toEqual([
      "/mc/apps/app-demo/volumes",
      "/mc/apps/app-demo/volumes",
      "/mc/apps/app%20demo/volumes",
      "/mc/apps/app-demo/volumes",
    ]);
    await expect(client.getVolume("app-demo", "..")).rejects.toThrow(new InputValidationError([{ field: "volumeId", rule: 'must not be "." or ".." (got "..")' }], "getVolume"));
    expect(api.sim.requests).toHaveLength(4);
  });

  test("updateVolume sends only the given fields and returns the new name and size", async () => {
    await expect(client.updateVolume("app-demo", "vol-data", { size: 20 })).resolves.toEqual({ name: "data", size: 20 });
    await expect(client.updateVolume("app-demo", "vol-logs", { name: "app_logs-2", size: null })).resolves.toEqual({ name: "app_logs-2", size: 5 });
    expect(api.sim.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ["PATCH", "/mc/apps/app-demo/volumes/vol-data", { size: 20 }],
      ["PATCH", "/mc/apps/app-demo/volumes/vol-logs", { name: "app_logs-2", size: null }],
    ]);
    expect(api.sim.requests[0].headers["content-type"]).toBe("application/json");
    const volumes = api.sim.state.apps.get("app-demo")!.volumes;
    expect(volumes.get("vol-data")).toMatchObject({ name: "data", size: 20 });
    expect(volumes.get("vol-logs")).toMatchObject({ name: "app_logs-2", size: 5 });
  });

  test("getContainerTemplate returns the whole template: probes, endpoints, mappings, sessions, addresses, env, mounts", async () => {
    const template = await client.getContainerTemplate("app-demo", "ctr-web");
    const stored = api.sim.state.apps.get("app-demo")!.containers.get("ctr-web")!;
    expect(template).toEqual(stored);
    expect(template.probes?.startup?.httpGet?.request?.path).toBeDefined();
    expect(template.probes?.readiness?.tcpSocket?.request?.portNumber).toBeDefined();
    expect(template.probes?.liveness?.grpc?.request?.serviceName).toBeDefined();
    expect(template.endpoints?.length).toBe(3);
    expect(template.endpoints?.some((e) => e.stickySessions?.enabled)).toBe(true);
    expect(template.endpoints?.some((e) => (e.internalIpAddresses ?? []).length > 0)).toBe(true);
    expect(template.endpoints?.some((e) => (e.publicIpAddresses ?? []).length > 0)).toBe(true);
  });

  test("completeExternalDnsCertificate posts {Hostname} and the certificate is completed once", async () => {
    await expect(client.completeExternalDnsCertificate("cdn.example.com")).resolves.toBeUndefined();
    expect(api.sim.state.certificates.get("cdn.example.com")!.completed).toBe(1);
    expect(api.sim.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", "/pullzone/completeExternalDnsCertificate", { Hostname: "cdn.example.com" }],
    ]);
  });

  test.each([
    ["ignore", 0],
    ["logOnly", 1],
    ["disableRule", 2],
  ] as const)("reviewTriggeredWafRule sends action %s as %i and the zone records it", async (action, code) => {
    await expect(client.reviewTriggeredWafRule("12345", "942100", action)).resolves.toBeUndefined();
    expect(api.sim.state.shieldZones.get("12345")!.wafReviews.get("942100")).toBe(code);
    expect(api.sim.requests[0]).toMatchObject({
      method: "POST",
      path: "/shield/waf/rules/review-triggered/12345",
      body: { ruleId: "942100", action: code },
    });
  });

  test("getBotDetectionMetrics returns the data object with 28 days of overview", async () => {
    const metrics = await client.getBotDetectionMetrics("12345");
    expect(metrics).toEqual(api.sim.state.shieldZones.get("12345")!.botMetrics);
    expect(Object.keys(metrics.overviewPastTwentyEightDays ?? {})).toHaveLength(28);
  });

  test("getShieldEventLogPage asks for the first page without a token segment, then with the token", async () => {
    const first = await client.getShieldEventLogPage("12345", utcDay(0));
    expect(first.logs).toHaveLength(4);
    expect(first.hasMoreData).toBe(true);
    const second = await client.getShieldEventLogPage("12345", utcDay(0), first.continuationToken!);
    expect(second.logs[0].logId).not.toBe(first.logs[0].logId);
    expect(api.sim.requests[0].path).toBe(`/shield/event-logs/12345/${utcDay(0)}`);
    expect(api.sim.requests[1].path).toBe(`/shield/event-logs/12345/${utcDay(0)}/${encodeURIComponent(first.continuationToken!)}`);
  });

  test("getPartnerContract decodes the PascalCase contract to camelCase names", async () => {
    await expect(client.getPartnerContract()).resolves.toEqual(demoPartnerContract);
    api.sim.state.partner.contract = {
      PartnerCustomerId: null,
      ContractValue: 500.5,
      MonthlyCommitmentValue: null,
      ContractStartDate: "2026-03-01T12:30:00",
      ContractEndDate: "2027-03-01T00:00:00+02:00",
      ContractBillingType: 1,
      Currency: 0,
      UpdatedByUserId: "u-1",
      PartnerUserId: "partner-9",
    };
    await expect(client.getPartnerContract()).resolves.toEqual({
      partnerCustomerId: null,
      contractValue: 500.5,
      monthlyCommitmentValue: null,
      contractStartDate: "2026-03-01T12:30:00.000Z",
      contractEndDate: "2027-02-28T22:00:00.000Z",
      billingType: "payAsYouGo",
      currency: "USD",
      updatedByUserId: "u-1",
      partnerUserId: "partner-9",
    });
  });

  test("every call carries the right AccessKey, and sequential calls reuse kept-alive connections", async () => {
    for (let i = 0; i < 5; i++) {
      await client.listVolumes("app-demo");
      await client.getContainerTemplate("app-demo", "ctr-web");
      await client.getBotDetectionMetrics("12345");
      await client.getPartnerContract();
    }
    expect(api.sim.connectionCount()).toBeLessThanOrEqual(2);
    await client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000002", { filePath: __filename });
    expect(api.sim.requests).toHaveLength(21);
    expect(api.sim.requests.every((r) => r.accessKeyValid)).toBe(true);
  });
});

describe("documented failures become ApiError with the API's key, message and field", () => {
  test("400 with a field: the certificate verification failed", async () => {
    const error = await rejection(client.completeExternalDnsCertificate("pending.example.com"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorKey: "pullzone.external_dns_verification_failed",
      fields: ["Hostname"],
      operation: "completeExternalDnsCertificate",
      method: "POST",
      path: "/pullzone/completeExternalDnsCertificate",
    });
    expect(error.message).toMatch(
      /^completeExternalDnsCertificate failed: POST \/pullzone\/completeExternalDnsCertificate -> 400 pullzone\.external_dns_verification_failed \(field Hostname\): The DNS verification of pending\.example\.com failed/,
    );
    expect(api.sim.state.certificates.get("pending.example.com")!.completed).toBe(0);
  });

  test("401 in every area when the key is wrong, and the key never shows", async () => {
    const wrongKey = "wrong-key-5d41402abc4b2a76b9719d911017c592";
    const stranger = api.clientWith({ apiKey: wrongKey, videoApiKey: wrongKey, settingNames: STACK_SETTING_NAMES });
    const calls: [string, () => Promise<unknown>][] = [
      ["listVolumes", () => stranger.listVolumes("app-demo")],
      ["updateVolume", () => stranger.updateVolume("app-demo", "vol-data", { size: 11 })],
      ["getContainerTemplate", () => stranger.getContainerTemplate("app-demo", "ctr-web")],
      ["completeExternalDnsCertificate", () => stranger.completeExternalDnsCertificate("cdn.example.com")],
      ["reviewTriggeredWafRule", () => stranger.reviewTriggeredWafRule("12345", "942100", "ignore")],
      ["getBotDetectionMetrics", () => stranger.getBotDetectionMetrics("12345")],
      ["getShieldEventLogs", () => stranger.getShieldEventLogPage("12345", utcDay(0))],
      ["uploadVideo", () => stranger.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000003", { filePath: __filename })],
      ["getPartnerContract", () => stranger.getPartnerContract()],
    ];
    for (const [operation, call] of calls) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({ status: 401, operation });
      expect(error.message).toContain(" -> 401");
      const setting = operation === "uploadVideo" ? "cloudplatform:videoApiKey" : "cloudplatform:apiKey";
      expect((error as UnauthorizedError).refusedKey).toMatchObject({ setting });
      expect(error.message).toMatch(
        operation === "uploadVideo"
          ? /\(the key refused is the video library's API key \(cloudplatform:videoApiKey, environment CLOUDPLATFORM_VIDEO_API_KEY\): it must be the API key of the library in the path\)$/
          : /\(the key refused is the account's API key \(cloudplatform:apiKey, environment CLOUDPLATFORM_API_KEY\): check it\)$/,
      );
      expect(everyRendering(error)).not.toContain(wrongKey);
    }
    expect(api.sim.requests.every((r) => r.status === 401)).toBe(true);
    expect(api.sim.state.apps.get("app-demo")!.volumes.get("vol-data")!.size).toBe(10);
  });

  test("401 on a video call with no video key set: the account key was sent, and the library's key is needed", async () => {
    const plain = await rejection(api.clientWith({ videoApiKey: undefined }).getVideo("4242", "5f3b6c1e-0000-4000-8000-000000000001"));
    expect((plain as UnauthorizedError).refusedKey).toMatchObject({ setting: "apiKey" });
    expect(plain.message).toMatch(
      /\(the key refused is the account's API key \(apiKey\), sent because videoApiKey is not set: the video API takes the video library's own API key; set videoApiKey to it\)$/,
    );
    const accountOnly = api.clientWith({ videoApiKey: undefined, settingNames: STACK_SETTING_NAMES });
    const error = await rejection(accountOnly.getVideo("4242", "5f3b6c1e-0000-4000-8000-000000000001"));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).refusedKey).toMatchObject({ setting: "cloudplatform:apiKey" });
    expect(error.message).toMatch(
      /^getVideo failed: GET \/video\/library\/4242\/videos\/5f3b6c1e-0000-4000-8000-000000000001 -> 401: The AccessKey header does not hold a valid key \(the key refused is the account's API key \(cloudplatform:apiKey\), sent because cloudplatform:videoApiKey is not set: the video API takes the video library's own API key; set cloudplatform:videoApiKey \(environment CLOUDPLATFORM_VIDEO_API_KEY\) to it\)$/,
    );
    expect(everyRendering(error)).not.toContain(api.sim.apiKey);
  });

  test("404 for a missing volume, container, hostname, zone, video and contract", async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => client.updateVolume("app-demo", "vol-missing", { size: 3 }), /PATCH \/mc\/apps\/app-demo\/volumes\/vol-missing -> 404: Volume template 'vol-missing' was not found/],
      [() => client.getContainerTemplate("app-demo", "ctr-missing"), /GET \/mc\/apps\/app-demo\/containers\/ctr-missing -> 404: Container template/],
      [() => client.completeExternalDnsCertificate("unknown.example.com"), /POST \/pullzone\/completeExternalDnsCertificate -> 404: Not Found$/],
      [() => client.getBotDetectionMetrics("424242"), /-> 404 not_found_or_unauthorised_access\.shieldzone: Shield zone 424242 was not found/],
      [() => client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-00000000ffff", { filePath: __filename }), /PUT \/video\/library\/4242\/videos\/5f3b6c1e-0000-4000-8000-00000000ffff -> 404: The requested video was not found/],
    ];
    for (const [call, message] of cases) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error.message).toMatch(message);
    }
    api.sim.state.partner.contract = null;
    const error = await rejection(client.getPartnerContract());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ errorKey: "partner.contract_not_found" });
  });

  test("403 when the account is not a partner", async () => {
    api.sim.state.partner.isPartner = false;
    const error = await rejection(client.getPartnerContract());
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403, errorKey: "partner.not_partner", apiMessage: "The account is not a partner" });
  });

  test("500 with the area's error body", async () => {
    const noRetry = api.clientWith({ maxRetries: 0 });
    api.sim.faults.add({ route: "updateVolume", status: 500 });
    const error = await rejection(noRetry.updateVolume("app-demo", "vol-data", { size: 30 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, operation: "updateVolume", method: "PATCH" });
    expect(error.message).toBe(
      "updateVolume failed: PATCH /mc/apps/app-demo/volumes/vol-data -> 500: The simulator was told to answer 500",
    );
  });

  test("202 with success:false from the WAF review is a failure", async () => {
    const error = await rejection(client.reviewTriggeredWafRule("99999", "942100", "disableRule"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 202, errorKey: "not_found_or_unauthorised_access.shieldzone" });
    expect(error.message).toBe(
      "reviewTriggeredWafRule failed: POST /shield/waf/rules/review-triggered/99999 -> 202 not_found_or_unauthorised_access.shieldzone: " +
        "Shield zone 99999 was not found or may not be managed by this account",
    );
    expect(api.sim.state.shieldZones.get("99999")!.wafReviews.size).toBe(0);
  });

  test("200 with success:false (a rule that was never triggered) is a failure too", async () => {
    const error = await rejection(client.reviewTriggeredWafRule("12345", "999999", "ignore"));
    expect(error).toMatchObject({ status: 200, errorKey: "not_found.triggered_rule" });
  });

  test("event logs older than the kept window: 401 with invalid_datetime_window.event_logs", async () => {
    const error = await rejection(client.getShieldEventLogPage("12345", utcDay(3)));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, errorKey: "invalid_datetime_window.event_logs" });
    // A 401 about the date, not the key: no word about keys.
    expect((error as UnauthorizedError).refusedKey).toBeUndefined();
    expect(error.message).not.toContain("key refused");
  });

  test("a 2xx bot metrics answer whose error object says success:false is a failure", async () => {
    api.sim.faults.add({
      route: "getBotDetectionMetrics",
      body: JSON.stringify({ error: { statusCode: 403, success: false, message: "Zone is suspended", errorKey: "shieldzone.suspended" }, data: null }),
    });
    const error = await rejection(client.getBotDetectionMetrics("12345"));
    expect(error).toMatchObject({ status: 200, errorKey: "shieldzone.suspended", apiMessage: "Zone is suspended" });
  });

  test("a 2xx event-log page whose errorResponse says success:false is a failure", async () => {
    api.sim.faults.add({
      route: "getShieldEventLogs",
      body: JSON.stringify({ logs: [], hasMoreData: false, errorResponse: { statusCode: 500, success: false, message: "Log store unavailable", errorKey: "event_logs.unavailable" } }),
    });
    const error = await rejection(client.getShieldEventLogPage("12345", utcDay(0)));
    expect(error).toMatchObject({ status: 200, errorKey: "event_logs.unavailable", operation: "getShieldEventLogs" });
  });

  test("an upload answered 200 with success:false is a failure", async () => {
    api.sim.faults.add({ route: "uploadVideo", body: JSON.stringify({ success: false, message: "Encoding queue full", statusCode: 200 }) });
    const error = await rejection(client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000004", { filePath: __filename }));
    expect(error).toMatchObject({ status: 200, apiMessage: "Encoding queue full", operation: "uploadVideo", method: "PUT" });
  });
});
