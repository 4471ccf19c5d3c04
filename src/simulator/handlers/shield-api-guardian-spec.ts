import { servedOperations } from "../../api/served-operations";
import type { ApiOperationName } from "../../api/operations";
import { apiGuardianEndpoint, apiGuardianPath, type DocumentOperation } from "../api-guardian";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { isObject } from "../stored-objects";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";
import { readAnswerOf, type ShieldZoneSettings } from "./shield-zone-settings";

// A shield zone's OpenAPI document for API Guardian. The POST that gives a zone its first document and the PATCH that
// replaces it do the same here: the document is read as JSON (the simulator reads no YAML), its `info` gives the
// title and version the configuration reports, and each operation of its `paths` is an endpoint of the zone (one the
// zone had for that method and path kept as it was, the others dropped). No read answers the document's text.

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** A shield zone's API Guardian settings: the configuration its read answers beside the endpoints. */
export const API_GUARDIAN_SETTINGS: ShieldZoneSettings = {
  read: "shieldZones.getApiGuardian",
  write: "shieldZones.updateApiGuardian",
  within: "configuration",
};

/** The document's JSON, or undefined where it is no JSON object. */
function parsedDocument(content: string): StoredObject | undefined {
  try {
    const parsed: unknown = JSON.parse(content);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The operations of a document's `paths`, as an upper-case method and a path. */
function operationsOf(document: StoredObject): DocumentOperation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item) ? Object.keys(item).filter((key) => HTTP_METHODS.includes(key)).map((key) => ({ method: key.toUpperCase(), path })) : [],
  );
}

/** A new endpoint of the zone, made from one operation of its document. */
function newEndpoint(ctx: RouteContext, operation: DocumentOperation, validateAuthorization: boolean): StoredObject {
  const ids = { endpointId: ctx.state.table.newId(0, "endpoint") as number, shieldZoneId: Number(ctx.params.shieldZoneId) };
  return apiGuardianEndpoint(ids, operation, validateAuthorization, ctx.now.toISOString());
}

/**
 * The upload of a zone's OpenAPI document by `operation` (its POST or its PATCH): the title, version and endpoints
 * made from it, answered with the configuration and the endpoints. A document that is no JSON object answers 400; an
 * unknown zone answers 404.
 */
export function uploadApiGuardianSpec(operation: ApiOperationName) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[operation], ctx);
    if (!check.ok) return check.answer;
    if (!findZone(ctx)) return zoneNotFound(ctx);
    const body = (check.input.body ?? {}) as { content?: string | null; enforceAuthorizationValidation?: boolean | null };
    const document = parsedDocument(body.content ?? "");
    if (document === undefined) {
      return ctx.fail(400, { errorKey: "api_guardian.invalid_specification", message: "The OpenAPI document is no JSON object" });
    }
    const info = isObject(document.info) ? document.info : {};
    const settings = ctx.state.table.settings(apiGuardianPath(ctx.params)) ?? {};
    const had = (Array.isArray(settings.endpoints) ? settings.endpoints : []) as StoredObject[];
    const endpoints = operationsOf(document).map(
      (made) =>
        had.find((endpoint) => endpoint.requestMethod === made.method && endpoint.requestPath === made.path) ??
        newEndpoint(ctx, made, body.enforceAuthorizationValidation === true),
    );
    const configuration = isObject(settings.configuration) ? settings.configuration : {};
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    const titled = { title: text(info.title), version: text(info.version) };
    ctx.state.table.setSettings(apiGuardianPath(ctx.params), {
      ...settings,
      configuration: { ...configuration, ...titled, updatedAt: ctx.now.toISOString() },
      endpoints,
    });
    return jsonResponse(200, { data: readAnswerOf(API_GUARDIAN_SETTINGS, ctx), error: SUCCEEDED_RESULT });
  };
}
