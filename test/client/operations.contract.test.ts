import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { correctedSpec } from "../../scripts/spec/corrected-spec";
import type { OperationSpec } from "../../scripts/spec/facts";
import type { SpecSchema } from "../../scripts/generate/api/schema-code";
import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import { CloudPlatformClient, ResponseValidationError } from "../../src/client";
import { OpenApiReferee } from "../helpers/openapi-referee";
import { specDocuments } from "../helpers/spec-documents";
import { clientParameters } from "../helpers/client-parameters";
import { NoSample, sampleOf } from "../helpers/spec-samples";
import { specOperation } from "../helpers/table-requests";

// Every operation of the table, called through the client against a loopback server that records the request and
// answers a body built from the corrected spec; both judged by the OpenAPI referee (ajv over spec/ and its
// corrections), not by the generated schemas.

const areas = correctedSpec();
const referee = new OpenApiReferee(specDocuments(areas));

interface Planned {
  status: number;
  body?: unknown;
}

interface Exchange {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

let planned: Planned = { status: 200 };
let exchanges: Exchange[] = [];
let server: http.Server;
let client: CloudPlatformClient;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url!, "http://loopback");
      const text = Buffer.concat(chunks).toString("utf8");
      const json = (request.headers["content-type"] ?? "").includes("json");
      exchanges.push({
        method: request.method!,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers as Record<string, string>,
        body: text === "" ? undefined : json ? JSON.parse(text) : text,
      });
      response.statusCode = planned.status;
      if (planned.body !== undefined) response.setHeader("content-type", "application/json");
      response.end(planned.body === undefined ? "" : JSON.stringify(planned.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new CloudPlatformClient({ apiKey: "account-key", videoApiKey: "video-key", baseUrl: address, videoUrl: address, maxRetries: 0 });
});

afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});

type Content = Record<string, { schema?: SpecSchema }>;

const JSON_TYPES = ["application/json", "text/json", "application/*+json"];

/** The first 2xx of an operation, with its JSON schema and any other media type it answers; a plain 200 if none. */
function firstSuccess(operation: OperationSpec): { status: number; schema?: SpecSchema; file?: string } {
  const responses = (operation.responses ?? {}) as Record<string, { content?: Content }>;
  const [status, response] = Object.entries(responses).find(([code]) => /^2/.test(code)) ?? ["200", {}];
  const content = response.content ?? {};
  const type = JSON_TYPES.find((candidate) => content[candidate]?.schema !== undefined);
  const file = Object.keys(content).find((candidate) => !JSON_TYPES.includes(candidate));
  return { status: Number(status), schema: type === undefined ? undefined : content[type].schema, file: type === undefined ? file : undefined };
}

function call(name: ApiOperationName, parameters: Record<string, unknown>): Promise<unknown> {
  const [group, method] = name.split(".");
  const groups = client as unknown as Record<string, Record<string, (parameters: unknown) => Promise<unknown>>>;
  return groups[group][method](parameters);
}

function review(name: ApiOperationName, exchange: Exchange, answered: Planned) {
  return referee.review({
    base: apiOperations[name].host,
    method: exchange.method,
    path: exchange.path,
    query: exchange.query,
    headers: exchange.headers,
    body: exchange.body,
    status: answered.status,
    responseBody: answered.body,
  }).violations;
}

/** A copy of an object answer with its first field of a plain type given a value of another type, or undefined. */
function withWrongField(answer: unknown, schema: SpecSchema, schemas: Record<string, SpecSchema>): { body: unknown; field: string } | undefined {
  const resolved = schema.$ref === undefined ? schema : schemas[schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1)];
  if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return undefined;
  for (const [field, property] of Object.entries(resolved.properties ?? {})) {
    const wrong = { string: 12345, integer: "not a number", number: "not a number", boolean: "not a boolean" }[property.type ?? ""];
    if (wrong !== undefined && property.enum === undefined) return { body: { ...answer, [field]: wrong }, field };
  }
  return undefined;
}

const all = Object.keys(apiOperations) as ApiOperationName[];
/** The operations that answer a file, which the client does not read (it reads JSON): by name, their media type. */
const files = new Map(all.flatMap((name) => {
  const { file } = firstSuccess(specOperation(name).operation);
  return file === undefined ? [] : [[name, file] as const];
}));
const names = all.filter((name) => !files.has(name));

describe("every operation of the table, through the client", () => {
  it("the table holds every operation of spec/; the client has a method for each but those answering a file", () => {
    expect(all).toHaveLength(areas.reduce((count, area) => count + area.operations.length, 0));
    const groups = client as unknown as Record<string, Record<string, unknown> | undefined>;
    const hasMethod = (name: string) => typeof groups[name.split(".")[0]]?.[name.split(".")[1]] === "function";
    expect(names.filter((name) => !hasMethod(name))).toEqual([]);
    expect([...files.keys()].filter(hasMethod)).toEqual([]);
    process.stderr.write(`Not called by the client (they answer a file): ${[...files].map(([name, type]) => `${name} (${type})`).join(", ")}\n`);
  });

  it.each(names)("%s: the request is the spec's, and the answer the spec allows is accepted", async (name) => {
    const { operation, schemas } = specOperation(name);
    let parameters: Record<string, unknown>;
    try {
      parameters = clientParameters(name);
    } catch (error) {
      if (error instanceof NoSample) throw new Error(`${name}: the test cannot build its parameters: ${error.message}`);
      throw error;
    }
    const success = firstSuccess(operation);
    planned = { status: success.status, body: success.schema === undefined ? undefined : sampleOf(success.schema, schemas) };
    exchanges = [];
    await call(name, parameters);
    expect(exchanges).toHaveLength(1);
    expect(review(name, exchanges[0], planned)).toEqual([]);
    expect(exchanges[0].headers.accesskey).toBe(apiOperations[name].key === "video" ? "video-key" : "account-key");

    const wrong = success.schema === undefined ? undefined : withWrongField(planned.body, success.schema, schemas);
    if (wrong === undefined) return;
    planned = { status: success.status, body: wrong.body };
    exchanges = [];
    const refused = await call(name, parameters).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(review(name, exchanges[0], planned).map((violation) => violation.kind)).toContain("response-body");
    expect(refused).toBeInstanceOf(ResponseValidationError);
    expect((refused as ResponseValidationError).message).toContain(wrong.field);
  });
});

/** Calls written from api-spec.md and api-notes.md, one area at a time, with the answer each documents. */
const documentedCalls: { area: string; name: ApiOperationName; parameters: Record<string, unknown>; answer: Planned; result: unknown }[] = [
  {
    area: "container apps (api-spec.md, Update volume)",
    name: "containerApps.updateVolume",
    parameters: { appId: "app-1", volumeId: "vol-1", body: { name: "data", size: 30 } },
    answer: { status: 200, body: { name: "data", size: 30 } },
    result: { name: "data", size: 30 },
  },
  {
    area: "core (api-notes.md, External DNS certificate completion)",
    name: "pullZones.completeExternalDnsCertificate",
    parameters: { body: { Hostname: "cdn.example.com" } },
    answer: { status: 200 },
    result: undefined,
  },
  {
    area: "shield (api-notes.md, WAF triggered-rule review)",
    name: "shieldWaf.updateRulesReviewTriggered",
    parameters: { shieldZoneId: 12345, body: { ruleId: "920100", action: 1 } },
    answer: { status: 200, body: { success: true, errorResponse: { statusCode: 200, success: true, message: null, errorKey: null } } },
    result: { success: true, errorResponse: { statusCode: 200, success: true, message: null, errorKey: null } },
  },
  {
    area: "video (api-notes.md, Video upload query parameters)",
    name: "videos.upload",
    parameters: {
      libraryId: 42,
      videoId: "0b6f2a8e-1c1d-4f7e-9a51-3f1f0c2d4e5a",
      jitEnabled: true,
      enabledResolutions: "720p,1080p",
      transcribeLanguages: "en,de",
      body: { open: () => Readable.from([Buffer.from("frames")]), bytes: 6 },
    },
    answer: { status: 200, body: { success: true, message: "OK", statusCode: 200 } },
    result: { success: true, message: "OK", statusCode: 200 },
  },
];

describe("calls the spec and the notes document, one per area", () => {
  it.each(documentedCalls)("$area: $name", async ({ name, parameters, answer, result }) => {
    planned = answer;
    exchanges = [];
    await expect(call(name, parameters)).resolves.toEqual(result);
    expect(review(name, exchanges[0], answer)).toEqual([]);
  });

  it("shield: a 2xx with success: false is a failure, with the API's key and message (api-notes.md)", async () => {
    const errorResponse = { statusCode: 404, success: false, message: "not found", errorKey: "not_found_or_unauthorised_access.shieldzone" };
    planned = { status: 202, body: { success: false, errorResponse } };
    const failure = await call("shieldWaf.updateRulesReviewTriggered", { shieldZoneId: 1, body: { ruleId: "1", action: 0 } }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain("not_found_or_unauthorised_access.shieldzone");
  });

  it("a POST that creates is not retried after the request was sent (a 503 answers it)", async () => {
    planned = { status: 503 };
    exchanges = [];
    const retrying = new CloudPlatformClient({ apiKey: "account-key", baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, minRetryDelayMs: 1 });
    await expect(retrying.dnsZones.create({ body: { Domain: "example.com" } })).rejects.toThrow();
    await retrying.close();
    expect(exchanges).toHaveLength(1);
  });
});
