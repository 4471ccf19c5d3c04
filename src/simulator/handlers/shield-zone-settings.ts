import { apiOperations, type ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath } from "../stored-objects";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";

// The settings objects every shield zone has (its bot detection, its upload scanning): read and written at a path
// below the zone, never created or deleted.

const OK = { statusCode: 200, success: true, message: null, errorKey: null };

/** The path of the zone's settings object that `operation` reads or writes. */
function settingsPath(operation: ApiOperationName, ctx: RouteContext): string {
  const segments = apiOperations[operation].path.split("/").slice(1);
  return concretePath("api", segments, ctx.params);
}

function isObject(value: unknown): value is StoredObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `stored` with the fields of `written` put over it, an object field merged with the one stored, as a PATCH does. */
function patched(stored: StoredObject, written: StoredObject): StoredObject {
  return Object.fromEntries(
    Object.entries({ ...stored, ...written }).map(([key, value]) => {
      const before = stored[key];
      return [key, isObject(value) && isObject(before) ? patched(before, value) : value];
    }),
  );
}

/** The zone's settings as `read` answers them: what a new zone has, with what was written over it, and the zone's id. */
function settingsOf(read: ApiOperationName, ctx: RouteContext): StoredObject {
  const fresh = (servedOperations[read].answer as { data: StoredObject }).data;
  const written = ctx.state.table.settings(settingsPath(read, ctx)) ?? {};
  const own = "shieldZoneId" in fresh ? { shieldZoneId: Number(ctx.params.shieldZoneId) } : {};
  return { ...patched(fresh, written), ...own };
}

/** The read of a zone's settings object, in the area's `data` envelope; an unknown zone answers 404. */
export function readShieldZoneSettings(read: ApiOperationName) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[read], ctx);
    if (!check.ok) return check.answer;
    if (!findZone(ctx)) return zoneNotFound(ctx);
    return jsonResponse(200, { data: settingsOf(read, ctx), error: OK });
  };
}

/**
 * The write of a zone's settings object: the fields sent are put over those stored (an object field merged with the
 * stored one), the zone's id in the body ignored; answered as the read answers. An unknown zone answers 404.
 */
export function writeShieldZoneSettings(write: ApiOperationName, read: ApiOperationName) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[write], ctx);
    if (!check.ok) return check.answer;
    if (!findZone(ctx)) return zoneNotFound(ctx);
    const { shieldZoneId: _named, ...sent } = (check.input.body ?? {}) as StoredObject;
    const path = settingsPath(read, ctx);
    ctx.state.table.setSettings(path, patched(ctx.state.table.settings(path) ?? {}, sent));
    return jsonResponse(200, { error: OK, data: settingsOf(read, ctx) });
  };
}
