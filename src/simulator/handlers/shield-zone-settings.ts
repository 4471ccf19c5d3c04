import { apiOperations, type ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath, isObject } from "../stored-objects";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";

// The settings objects every shield zone has (its bot detection, its upload scanning, its API Guardian): read and
// written at a path below the zone, never created or deleted.

/** A shield zone's settings object: its read and its write, which answers the object alone. */
export interface ShieldZoneSettings {
  read: ApiOperationName;
  write: ApiOperationName;
  /**
   * Where the read answers the object in one field, beside others (API Guardian's `configuration` beside its
   * `endpoints`): that field. The settings stored at the read's path then hold the read's whole answer.
   */
  within?: string;
}

/** The path of the zone's settings object that `operation` reads or writes. */
function settingsPath(operation: ApiOperationName, ctx: RouteContext): string {
  const segments = apiOperations[operation].path.split("/").slice(1);
  return concretePath("api", segments, ctx.params);
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

/** The `data` of an operation's served answer: what a new zone has. */
function freshData(operation: ApiOperationName): StoredObject {
  return (servedOperations[operation].answer as { data: StoredObject }).data;
}

/** The settings written at the read's path, and the object among them (all of them, or their `within` field). */
function stored(settings: ShieldZoneSettings, ctx: RouteContext): { all: StoredObject; object: StoredObject } {
  const all = ctx.state.table.settings(settingsPath(settings.read, ctx)) ?? {};
  const inner = settings.within === undefined ? all : all[settings.within];
  return { all, object: isObject(inner) ? inner : {} };
}

/** The zone's settings object: what a new zone has, with what was written over it, and the zone's id. */
function objectOf(settings: ShieldZoneSettings, ctx: RouteContext): StoredObject {
  const fresh = freshData(settings.write);
  const own = "shieldZoneId" in fresh ? { shieldZoneId: Number(ctx.params.shieldZoneId) } : {};
  return { ...patched(fresh, stored(settings, ctx).object), ...own };
}

/** The zone's settings as the read answers them: the object, or the read's other fields with the object in its field. */
export function readAnswerOf(settings: ShieldZoneSettings, ctx: RouteContext): StoredObject {
  const object = objectOf(settings, ctx);
  if (settings.within === undefined) return object;
  return { ...patched(freshData(settings.read), stored(settings, ctx).all), [settings.within]: object };
}

/** The read of a zone's settings object, in the area's `data` envelope; an unknown zone answers 404. */
export function readShieldZoneSettings(settings: ShieldZoneSettings) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[settings.read], ctx);
    if (!check.ok) return check.answer;
    if (!findZone(ctx)) return zoneNotFound(ctx);
    return jsonResponse(200, { data: readAnswerOf(settings, ctx), error: SUCCEEDED_RESULT });
  };
}

/**
 * The write of a zone's settings object: the fields sent are put over those stored (an object field merged with the
 * stored one), the zone's id in the body ignored; answered with the object. An unknown zone answers 404.
 */
export function writeShieldZoneSettings(settings: ShieldZoneSettings) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[settings.write], ctx);
    if (!check.ok) return check.answer;
    if (!findZone(ctx)) return zoneNotFound(ctx);
    const { shieldZoneId: _named, ...sent } = (check.input.body ?? {}) as StoredObject;
    const { all, object } = stored(settings, ctx);
    const written = patched(object, sent);
    const path = settingsPath(settings.read, ctx);
    ctx.state.table.setSettings(path, settings.within === undefined ? written : { ...all, [settings.within]: written });
    return jsonResponse(200, { error: SUCCEEDED_RESULT, data: objectOf(settings, ctx) });
  };
}
