import { request } from "undici";
import { correctedSpec } from "../../scripts/spec/corrected-spec";
import type { OperationSpec } from "../../scripts/spec/facts";
import type { SpecSchema } from "../../scripts/generate/api/schema-code";
import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import type { RunningSimulator } from "../../src/simulator";
import { OpenApiReferee } from "./openapi-referee";
import { specDocuments } from "./spec-documents";
import { sampleOf } from "./spec-samples";

// Requests to the simulator's operations of the table as plain HTTP (undici, not the client), built from spec/'s
// samples, and the OpenAPI referee's review of each exchange (ajv over spec/ and its corrections).

const areas = correctedSpec();
const referee = new OpenApiReferee(specDocuments(areas));

type Content = Record<string, { schema?: SpecSchema }>;

export function specOperation(name: ApiOperationName): { operation: OperationSpec; schemas: Record<string, SpecSchema> } {
  const facts = apiOperations[name];
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
  const area = areas.find((candidate) => candidate.area === facts.area)!;
  const operation = area.operations.find((candidate) => candidate.method === facts.method && shape(candidate.path) === shape(facts.path));
  if (operation === undefined) throw new Error(`${name}: no operation of spec/ is ${facts.method} ${facts.path}`);
  return { operation, schemas: area.schemas as Record<string, SpecSchema> };
}

export interface Sent {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  binary?: boolean;
  /** The media type of a body that is a text of its own (an HTML page), sent as it is; unset for JSON. */
  textType?: string;
}

/** A request the spec allows, from its samples: every path and query parameter and the body. */
export function sampleRequest(name: ApiOperationName): Sent {
  const { operation, schemas } = specOperation(name);
  const tableNames = [...apiOperations[name].path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const wireNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const sent: Sent = { path: {}, query: {} };
  for (const parameter of (operation.parameters ?? []) as { name: string; in: string; schema?: SpecSchema }[]) {
    const value = String(sampleOf(parameter.schema ?? { type: "string" }, schemas));
    if (parameter.in === "path") sent.path[tableNames[wireNames.indexOf(parameter.name)]] = value;
    if (parameter.in === "query") sent.query[parameter.name] = value;
  }
  const content = (operation.requestBody as { content?: Content } | undefined)?.content;
  if (content?.["application/octet-stream"] !== undefined) sent.binary = true;
  else if (content !== undefined) {
    const type = Object.keys(content).find((candidate) => /json/.test(candidate) && content[candidate].schema !== undefined);
    const textType = Object.keys(content).find((candidate) => candidate.startsWith("text/") && !/json/.test(candidate));
    if (type !== undefined) sent.body = sampleOf(content[type].schema!, schemas);
    else if (textType !== undefined) Object.assign(sent, { textType, body: sampleOf(content[textType].schema!, schemas) });
  }
  return sent;
}

/** The query parameters the spec requires of the operation. */
export function requiredQuery(name: ApiOperationName): string[] {
  const { operation } = specOperation(name);
  return ((operation.parameters ?? []) as { name: string; in: string; required?: boolean }[])
    .filter((parameter) => parameter.in === "query" && parameter.required === true)
    .map((parameter) => parameter.name);
}

export interface Answered {
  status: number;
  body: unknown;
  path: string;
}

export async function send(sim: RunningSimulator, name: ApiOperationName, sent: Sent): Promise<Answered> {
  const facts = apiOperations[name];
  const path = facts.path.replace(/\/\{(\w+)\}/g, (_, parameter: string) =>
    sent.path[parameter] === undefined ? "" : `/${encodeURIComponent(sent.path[parameter])}`,
  );
  const base = facts.host === "video" ? sim.videoUrl : sim.baseUrl;
  const search = new URLSearchParams(sent.query).toString();
  const headers: Record<string, string> = { accesskey: facts.key === "video" ? sim.videoApiKey : sim.apiKey };
  let body: string | Buffer | undefined;
  if (sent.binary) {
    headers["content-type"] = "application/octet-stream";
    body = Buffer.from("content");
  } else if (sent.textType !== undefined) {
    headers["content-type"] = sent.textType;
    body = String(sent.body);
  } else if (sent.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(sent.body);
  }
  const answer = await request(`${base}${path}${search === "" ? "" : `?${search}`}`, { method: facts.method, headers, body });
  const text = await answer.body.text();
  let parsed: unknown = text === "" ? undefined : text;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    // A file's bytes stay text.
  }
  return { status: answer.statusCode, body: parsed, path };
}

/** The JSON a 2xx answers to an operation sent with these path parameters and body; fails the test on any other status. */
export async function answered2xx(
  sim: RunningSimulator,
  name: ApiOperationName,
  path: Record<string, string>,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answered = await send(sim, name, { path, query: {}, body });
  const outcome = { name, status: answered.status < 300 ? "2xx" : answered.status, refusal: answered.status < 300 ? undefined : answered.body };
  expect(outcome).toEqual({ name, status: "2xx", refusal: undefined });
  return (answered.body ?? {}) as Record<string, unknown>;
}

export function violations(name: ApiOperationName, sent: Sent, answered: Answered) {
  const facts = apiOperations[name];
  return referee.review({
    base: facts.host,
    method: facts.method,
    path: answered.path,
    query: sent.query,
    headers: { accesskey: "key", "content-type": sent.binary ? "application/octet-stream" : sent.textType ?? "application/json" },
    body: sent.binary ? "content" : sent.body,
    status: answered.status,
    responseBody: answered.body,
  }).violations;
}

