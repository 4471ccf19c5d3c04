import * as fs from "node:fs";
import * as path from "node:path";
import {
  OPENAPI_DOCUMENTS_DIR,
  loadOpenApiDocuments,
  normalizeUntypedNullable,
  type OpenApiSpec,
  openApiDocumentsAvailable,
  warnOpenApiDocumentsMissing,
} from "./openapi-documents";
import { OpenApiReferee, documentAjv, type ExchangeUnderReview, type ViolationKind } from "./openapi-referee";
import { everyVideoOptionQuery } from "./video-options";

const available = openApiDocumentsAvailable();
if (!available) warnOpenApiDocumentsMissing("the OpenAPI referee tests");

const describeWithDocuments = available ? describe : describe.skip;

const KEY = { accesskey: "<redacted>" };
const JSON_HEADERS = { ...KEY, "content-type": "application/json; charset=utf-8" };

function kinds(referee: OpenApiReferee, exchange: ExchangeUnderReview): ViolationKind[] {
  return referee.review(exchange).violations.map((violation) => violation.kind);
}

describe("normalizeUntypedNullable", () => {
  it("turns an untyped nullable schema into 'schema or null' and leaves typed ones to ajv", () => {
    expect(normalizeUntypedNullable({ nullable: true, oneOf: [{ $ref: "#/x" }], description: "d" })).toEqual({
      anyOf: [{ oneOf: [{ $ref: "#/x" }], description: "d" }, { type: "null" }],
    });
    expect(normalizeUntypedNullable({ nullable: false, oneOf: [{ $ref: "#/x" }] })).toEqual({ oneOf: [{ $ref: "#/x" }] });
    expect(normalizeUntypedNullable({ type: "string", nullable: true })).toEqual({ type: "string", nullable: true });
    expect(normalizeUntypedNullable({ properties: { nullable: { type: "boolean" } } })).toEqual({
      properties: { nullable: { type: "boolean" } },
    });
  });
});

describeWithDocuments("the published documents under ajv", () => {
  it("compile, every component schema, once untyped nullables are rewritten", () => {
    const documents = loadOpenApiDocuments();
    const ajv = documentAjv(documents, false);
    const failures: string[] = [];
    let compiled = 0;
    for (const { file, spec } of documents) {
      for (const name of Object.keys(spec.components?.schemas ?? {})) {
        try {
          ajv.compile({ $ref: `${file}#/components/schemas/${name}` });
          compiled += 1;
        } catch (error) {
          failures.push(`${file} ${name}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(400);
  });

  it("refuse the shield document's bare nullable without the rewrite", () => {
    const raw = JSON.parse(fs.readFileSync(path.join(OPENAPI_DOCUMENTS_DIR, "shield-api.json"), "utf8")) as OpenApiSpec;
    // The referee's ajv (its formats registered, int64 among them), given the document as published.
    const shield = loadOpenApiDocuments().find((document) => document.file === "shield-api.json")!;
    const ajv = documentAjv([{ ...shield, spec: raw }], false);
    expect(() => ajv.compile({ $ref: "shield-api.json#/components/schemas/EventRow" })).toThrow('"nullable" cannot be used without "type"');
  });
});

describeWithDocuments("OpenApiReferee", () => {
  let referee: OpenApiReferee;

  beforeAll(() => {
    referee = new OpenApiReferee(loadOpenApiDocuments(), [
      {
        base: "api",
        method: "get",
        pathForm: "/shield/event-logs/{shieldZoneId}/{date}",
        documentPath: "/shield/event-logs/{shieldZoneId}/{date}/{continuationToken}",
      },
    ]);
  });

  describe("operation lookup", () => {
    it("maps container-app paths under /mc onto the document served from https://api.bunny.net/mc", () => {
      expect(referee.resolve("api", "PATCH", "/mc/apps/app-demo/volumes/vol-data")).toMatchObject({
        file: "container-apps-api.json",
        pathTemplate: "/apps/{appId}/volumes/{volumeId}",
        operationId: "UpdateVolume",
      });
      expect(referee.resolve("api", "GET", "/mc/apps/app-demo/volumes")?.operationId).toBe("ListVolumes");
      expect(referee.resolve("api", "GET", "/apps/app-demo/volumes")).toBeUndefined();
    });

    it("keeps the api and video bases apart", () => {
      const upload = "/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000001";
      expect(referee.resolve("video", "PUT", upload)?.operationId).toBe("Video_UploadVideo");
      expect(referee.resolve("api", "PUT", upload)).toBeUndefined();
      expect(referee.resolve("video", "POST", "/pullzone/completeExternalDnsCertificate")).toBeUndefined();
    });

    it("prefers a concrete path over a templated one of the same shape", () => {
      expect(referee.resolve("video", "POST", "/library/1/videos/fetch")?.operationId).toBe("Video_FetchNewVideo");
      expect(referee.resolve("video", "POST", "/library/1/videos/abc")?.operationId).toBe("Video_UpdateVideo");
    });

    it("reports an unknown path and an undocumented method", () => {
      expect(kinds(referee, { base: "api", method: "GET", path: "/mc/apps/a/volumes/v", query: {}, headers: KEY })).toEqual([
        "unknown-operation",
      ]);
      expect(kinds(referee, { base: "api", method: "GET", path: "/nowhere", query: {}, headers: KEY })).toEqual(["unknown-operation"]);
      expect(referee.review({ base: "api", method: "GET", path: "/nowhere", query: {}, headers: KEY }).operation).toBeUndefined();
    });

    it("reviews an aliased path form as its documented operation and says so", () => {
      const review = referee.review({ base: "api", method: "GET", path: "/shield/event-logs/12345/11-20-2026", query: {}, headers: KEY });
      expect(review.operation?.operationId).toBe("Get Event Logs");
      expect(review.violations.map((violation) => violation.kind)).toEqual(["undocumented-path-form"]);
      expect(kinds(referee, { base: "api", method: "GET", path: "/shield/event-logs/zone-x/11-20-2026", query: {}, headers: KEY })).toEqual([
        "undocumented-path-form",
        "path-parameter",
      ]);
    });
  });

  describe("requests", () => {
    it("accepts documented requests", () => {
      expect(
        referee.review({
          base: "api",
          method: "PATCH",
          path: "/mc/apps/app-demo/volumes/vol-data",
          query: {},
          headers: JSON_HEADERS,
          body: { name: "data", size: 20 },
        }).violations,
      ).toEqual([]);
      expect(
        referee.review({
          base: "api",
          method: "PATCH",
          path: "/mc/apps/app-demo/volumes/vol-data",
          query: {},
          headers: JSON_HEADERS,
          body: { name: null, size: null },
        }).violations,
      ).toEqual([]);
      expect(
        referee.review({
          base: "api",
          method: "POST",
          path: "/shield/waf/rules/review-triggered/12345",
          query: {},
          headers: JSON_HEADERS,
          body: { ruleId: "942100", action: 2 },
        }).violations,
      ).toEqual([]);
      expect(
        referee.review({
          base: "api",
          method: "GET",
          path: "/shield/event-logs/12345/11-20-2026/tok%2Fen%3D%3D",
          query: {},
          headers: KEY,
        }).violations,
      ).toEqual([]);
      expect(
        referee.review({
          base: "video",
          method: "PUT",
          path: "/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000001",
          query: everyVideoOptionQuery,
          headers: { ...KEY, "content-type": "application/octet-stream", "transfer-encoding": "chunked" },
        }).violations,
      ).toEqual([]);
    });

    it("rejects undeclared query parameters and values that fail the declared schema", () => {
      const upload = (query: Record<string, string>): ExchangeUnderReview => ({
        base: "video",
        method: "PUT",
        path: "/library/4242/videos/v1",
        query,
        headers: { ...KEY, "content-type": "application/octet-stream", "content-length": "3" },
      });
      const unknown = referee.review(upload({ resolutions: "720p" })).violations;
      expect(unknown).toEqual([expect.objectContaining({ kind: "query-parameter-undeclared", where: "query.resolutions" })]);
      expect(unknown[0]!.message).toContain("enabledResolutions");
      expect(referee.review(upload({ jitEnabled: "yes" })).violations).toEqual([
        expect.objectContaining({ kind: "query-parameter-value", where: "query.jitEnabled" }),
      ]);
      expect(kinds(referee, { base: "api", method: "GET", path: "/mc/apps/a/volumes", query: { nextCursor: "c" }, headers: KEY })).toEqual([
        "query-parameter-undeclared",
      ]);
    });

    it("validates path parameters against their declared types", () => {
      const review = referee.review({ base: "video", method: "PUT", path: "/library/lib-x/videos/v1", query: {}, headers: { ...KEY, "content-type": "application/octet-stream", "content-length": "3" } });
      expect(review.violations).toEqual([expect.objectContaining({ kind: "path-parameter", where: "path.libraryId" })]);
      expect(kinds(referee, { base: "api", method: "GET", path: "/shield/metrics/shield-zone/%ZZ/bot-detection", query: {}, headers: KEY })).toEqual([
        "path-parameter",
      ]);
    });

    it("rejects bodies that break the requestBody schema, including undeclared properties", () => {
      const patch = (body: unknown): ExchangeUnderReview => ({
        base: "api",
        method: "PATCH",
        path: "/mc/apps/a/volumes/v",
        query: {},
        headers: JSON_HEADERS,
        body,
      });
      expect(referee.review(patch({ size: 0 })).violations).toEqual([expect.objectContaining({ kind: "request-body", where: "body/size" })]);
      const fractional = referee.review(patch({ size: 1.5 })).violations;
      expect(fractional.map((violation) => violation.message)).toEqual([
        expect.stringContaining("must be integer"),
        expect.stringContaining('must match format "int32"'),
      ]);
      expect(new Set(fractional.map((violation) => violation.where))).toEqual(new Set(["body/size"]));
      expect(referee.review(patch({ name: "" })).violations).toEqual([expect.objectContaining({ kind: "request-body", where: "body/name" })]);
      const extra = referee.review(patch({ name: "data", sizeGb: 3 })).violations;
      expect(extra).toEqual([expect.objectContaining({ kind: "request-body", where: "body" })]);
      expect(extra[0]!.message).toContain("sizeGb");
      expect(
        kinds(referee, {
          base: "api",
          method: "POST",
          path: "/pullzone/completeExternalDnsCertificate",
          query: {},
          headers: JSON_HEADERS,
          body: { hostname: "cdn.example.com" },
        }),
      ).toEqual(["request-body", "request-body"]);
      expect(
        kinds(referee, {
          base: "api",
          method: "POST",
          path: "/shield/waf/rules/review-triggered/12345",
          query: {},
          headers: JSON_HEADERS,
          body: { ruleId: "942100", action: "disableRule" },
        }),
      ).toEqual(["request-body", "request-body"]);
    });

    it("checks the presence, the absence and the content type of bodies", () => {
      const upload = (headers: Record<string, string>): ExchangeUnderReview => ({
        base: "video",
        method: "PUT",
        path: "/library/4242/videos/v1",
        query: {},
        headers,
      });
      expect(kinds(referee, upload(KEY))).toEqual(["request-body-missing"]);
      expect(kinds(referee, upload({ ...KEY, "content-type": "application/json", "content-length": "2" }))).toEqual(["request-content-type"]);
      expect(
        kinds(referee, { base: "api", method: "GET", path: "/mc/apps/a/containers/c", query: {}, headers: JSON_HEADERS, body: {} }),
      ).toEqual(["request-body-undeclared"]);
    });

    it("requires the AccessKey header, also where the shield document names the scheme but no requirement", () => {
      expect(kinds(referee, { base: "api", method: "GET", path: "/mc/apps/a/containers/c", query: {}, headers: {} })).toEqual([
        "access-key-missing",
      ]);
      expect(
        kinds(referee, { base: "api", method: "GET", path: "/shield/metrics/shield-zone/12345/bot-detection", query: {}, headers: { authorization: "x" } }),
      ).toEqual(["access-key-missing"]);
      expect(
        kinds(referee, { base: "api", method: "GET", path: "/shield/metrics/shield-zone/12345/bot-detection", query: {}, headers: { AccessKey: "<redacted>" } }),
      ).toEqual([]);
    });
  });

  describe("responses", () => {
    const get = (path: string, status: number, responseBody?: unknown): ExchangeUnderReview => ({
      base: "api",
      method: "GET",
      path,
      query: {},
      headers: KEY,
      status,
      responseBody,
    });

    it("accepts documented bodies and statuses without declared content", () => {
      expect(
        referee.review(get("/mc/apps/a/volumes", 200, { items: [{ id: "v", name: "data", size: 10, totalUsage: 0 }], meta: { totalItems: 1 }, cursor: null })),
      ).toMatchObject({ violations: [], statusChecked: true, responseSchemaApplied: true });
      expect(referee.review(get("/mc/apps/a/volumes", 401, { title: "Unauthorized", status: 401, traceId: "t" })).violations).toEqual([]);
      expect(referee.review(get("/shield/metrics/shield-zone/1/bot-detection", 500))).toMatchObject({
        violations: [],
        statusChecked: true,
        responseSchemaApplied: false,
      });
      expect(
        referee.review(
          get("/shield/metrics/shield-zone/1/bot-detection", 200, {
            error: { statusCode: 200, success: true, message: null, errorKey: null },
            data: { overviewPastTwentyEightDays: { "2026-11-20": { loggedRequests: 1, challengedRequests: 0 } }, totalLoggedRequests: 1, totalChallengedRequests: 0 },
          }),
        ).violations,
      ).toEqual([]);
    });

    it("rejects undocumented statuses, missing declared bodies and bodies that break the schema", () => {
      expect(kinds(referee, get("/mc/apps/a/volumes", 404, { title: "Not Found", status: 404 }))).toEqual(["response-status-undocumented"]);
      expect(kinds(referee, get("/mc/apps/a/volumes", 200))).toEqual(["response-body-missing"]);
      const extra = referee.review(get("/mc/apps/a/volumes", 200, { items: [{ id: "v", name: "data", size: 10, usage: 0 }], meta: { totalItems: 1 } })).violations;
      expect(extra).toEqual([expect.objectContaining({ kind: "response-body", where: "response 200 body/items/0" })]);
      expect(kinds(referee, get("/shield/metrics/shield-zone/1/bot-detection", 401, { statusCode: 401, message: "no" }))).toEqual([
        "response-body",
      ]);
      expect(kinds(referee, get("/mc/apps/a/containers/c", 401, { status: "401" }))).toEqual(["response-body"]);
      expect(
        kinds(
          referee,
          get("/shield/metrics/shield-zone/1/bot-detection", 200, {
            error: { statusCode: 299, success: true },
            data: { overviewPastTwentyEightDays: { d: { loggedRequests: "1" } } },
          }),
        ),
      ).toEqual(["response-body", "response-body"]);
    });

    it("lists the statuses an operation documents", () => {
      expect(referee.documentedStatuses("core-api.json", "PullZonePublic_CompleteExternalDnsCertificate").sort()).toEqual([
        200, 400, 401, 404, 429, 500,
      ]);
      expect(() => referee.documentedStatuses("core-api.json", "NoSuchOperation")).toThrow("core-api.json has no operation NoSuchOperation");
    });

    it("validates a body against the schema of another documented status on request", () => {
      const operation = referee.resolve("api", "POST", "/shield/waf/rules/review-triggered/99999")!;
      const body = { success: false, errorResponse: { statusCode: 404, success: false, message: "m", errorKey: "not_found_or_unauthorised_access.shieldzone" } };
      expect(referee.validateResponseBody(operation, 200, body)).toEqual([]);
      expect(referee.validateResponseBody(operation, 200, { ...body, extra: 1 })).toEqual([
        expect.objectContaining({ kind: "response-body", where: "response 200 body" }),
      ]);
    });
  });
});
