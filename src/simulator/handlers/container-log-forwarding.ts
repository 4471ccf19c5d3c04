import { randomUUID } from "node:crypto";
import type { ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { collectionAt } from "../linked-collections";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath } from "../stored-objects";
import type { StoredCollection, StoredObject } from "../table-store";

/**
 * Where the table's generic reads, list and delete find the configurations these routes write: one per app, keyed by
 * the app's id, which the item paths take.
 */
const FORWARDING_PATH = concretePath("api", ["mc", "log", "forwarding"], {});

const configurations = (ctx: RouteContext): StoredCollection => collectionAt(ctx.state, FORWARDING_PATH);

/** CreateLogForwardingRequest: the fields a create and a replace write. */
interface ForwardingRequest {
  app: string;
  type: string;
  endpoint: string;
  port: number;
  token?: string | null;
  format: string;
  enabled: boolean;
}

/** The body of a create or a replace, checked against the spec (a 400 ErrorDetails naming the field otherwise). */
function checkedBody(
  name: ApiOperationName,
  ctx: RouteContext,
): { ok: true; body: ForwardingRequest } | { ok: false; answer: SimulatedResponse } {
  const check = checkRequest(servedOperations[name], ctx);
  return check.ok ? { ok: true, body: check.input.body as ForwardingRequest } : check;
}

/** A 400 ErrorDetails naming `app`, the one field whose value another object decides. */
const refusedApp = (ctx: RouteContext, message: string) =>
  ctx.fail(400, { errorKey: "validation", field: "app", message, errors: [{ field: "app", message }] });

/**
 * The configuration as the API stores it from a request, over what `stored` holds. The spec answers `token` as a text,
 * never null: a configuration given none holds the empty text, as the table's reads answer a text nothing set.
 */
function written(stored: StoredObject, request: ForwardingRequest): StoredObject {
  const { app, type, endpoint, port, token, format, enabled } = request;
  return { ...stored, app, type, endpoint, port, token: token ?? "", format, enabled };
}

/**
 * `POST /mc/log/forwarding`: the configuration of the body's app, answered 201. The spec documents no 404 and no 409
 * for it, so an app the account does not hold and an app that already has a configuration (the item paths take the
 * app's id: one configuration per app, changed by its PUT) are refused with 400 naming `app`, and nothing is stored.
 */
export function createLogForwarding(ctx: RouteContext): SimulatedResponse {
  const checked = checkedBody("containerLogForwarding.create", ctx);
  if (!checked.ok) return checked.answer;
  const { app } = checked.body;
  if (!ctx.state.apps.has(app)) return refusedApp(ctx, `The application ${app} was not found`);
  if (configurations(ctx).item(app) !== undefined) {
    return refusedApp(ctx, `The application ${app} already has a log forwarding configuration`);
  }
  const created = written({ id: randomUUID(), createdAt: ctx.now.toISOString() }, checked.body);
  configurations(ctx).put(app, created);
  return jsonResponse(201, created);
}

/**
 * `PUT /mc/log/forwarding/{appId}`: replaces every field of the path's app's configuration but its id and creation
 * time; a 404 ErrorDetails for an app without one, and a 400 naming `app` for a body naming another app.
 */
export function replaceLogForwarding(ctx: RouteContext): SimulatedResponse {
  const checked = checkedBody("containerLogForwarding.replace", ctx);
  if (!checked.ok) return checked.answer;
  const { appId } = ctx.params;
  const stored = configurations(ctx).item(appId);
  if (stored === undefined) return ctx.fail(404, { message: `The application ${appId} has no log forwarding configuration` });
  if (checked.body.app !== appId) return refusedApp(ctx, `The body names the application ${checked.body.app}, not ${appId}`);
  const replaced = written(stored, checked.body);
  configurations(ctx).put(appId, replaced);
  return jsonResponse(200, replaced);
}
