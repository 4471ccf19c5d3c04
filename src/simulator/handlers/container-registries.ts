import { DEMO } from "../demo-account";
import type { ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { collectionAt } from "../linked-collections";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath } from "../stored-objects";
import type { StoredCollection, StoredObject } from "../table-store";

/** Where the table's generic reads and lists find the registries these routes write. */
const REGISTRIES_PATH = concretePath("api", ["mc", "registries"], {});

/** The host each registry type pulls from, as the registry's read reports it. */
const HOST_OF_TYPE: Record<string, string> = { gitHub: "ghcr.io", dockerHub: "docker.io", bunnyRegistry: "registry.bunny.net" };

interface RegistryRequest {
  displayName: string;
  type?: string | null;
  passwordCredentials?: { userName: string; password: string } | null;
}

const registries = (ctx: RouteContext): StoredCollection => collectionAt(ctx.state, REGISTRIES_PATH);

/** The body of a create or a replace, checked against the spec (a 400 ErrorDetails naming the field otherwise). */
function checkedBody(
  name: ApiOperationName,
  ctx: RouteContext,
): { ok: true; body: RegistryRequest } | { ok: false; answer: SimulatedResponse } {
  const check = checkRequest(servedOperations[name], ctx);
  return check.ok ? { ok: true, body: check.input.body as RegistryRequest } : check;
}

/**
 * The registry as the API stores it from a request: the credentials are never kept readable, only the user name and
 * the first and last four characters of the password; the type is not reported, only the host it pulls from.
 */
function written(stored: StoredObject, request: RegistryRequest, now: Date): StoredObject {
  const credentials = request.passwordCredentials ?? undefined;
  const type = request.type ?? undefined;
  return {
    ...stored,
    displayName: request.displayName,
    ...(type === undefined ? {} : { hostName: HOST_OF_TYPE[type] }),
    ...(credentials === undefined
      ? {}
      : {
          userName: credentials.userName,
          firstPasswordSymbols: credentials.password.slice(0, 4),
          lastPasswordSymbols: credentials.password.slice(-4),
        }),
    lastUpdatedAt: now.toISOString(),
  };
}

/** `POST /mc/registries`: stores the registry and answers 201 with the save result `{id, status: "saved", error: null}`. */
export function createRegistry(ctx: RouteContext): SimulatedResponse {
  const checked = checkedBody("containerRegistries.create", ctx);
  if (!checked.ok) return checked.answer;
  const id = ctx.state.table.newId(0, "") as number;
  const created = written(
    {
      id,
      accountId: DEMO.userId,
      userId: DEMO.userId,
      namespaceId: "default",
      hostName: "",
      userName: null,
      firstPasswordSymbols: null,
      lastPasswordSymbols: null,
      createdAt: ctx.now.toISOString(),
      isPublic: checked.body.passwordCredentials == null,
      isPlatformManaged: false,
    },
    checked.body,
    ctx.now,
  );
  registries(ctx).put(String(id), created);
  return jsonResponse(201, { id, status: "saved", error: null });
}

/**
 * `PUT /mc/registries/{registryId}`: replaces the display name, and the host and credentials where the body gives them
 * (a body without credentials keeps the stored ones); answers the save result, or a 404 ErrorDetails.
 */
export function replaceRegistry(ctx: RouteContext): SimulatedResponse {
  const checked = checkedBody("containerRegistries.replace", ctx);
  if (!checked.ok) return checked.answer;
  const stored = registries(ctx).item(ctx.params.registryId);
  if (stored === undefined) return ctx.fail(404, { message: `Registry ${ctx.params.registryId} was not found` });
  registries(ctx).put(ctx.params.registryId, written(stored, checked.body, ctx.now));
  return jsonResponse(200, { id: stored.id, status: "saved", error: null });
}

/**
 * `DELETE /mc/registries/{registryId}`: removes a registry no container of an app pulls from (`{status: "removed"}`);
 * one in use is kept and answered 409, naming the apps; one the account does not hold is answered
 * `{status: "notFound"}` in a 200, as the spec documents no 404 for it.
 */
export function deleteRegistry(ctx: RouteContext): SimulatedResponse {
  const id = ctx.params.registryId;
  if (registries(ctx).item(id) === undefined) return jsonResponse(200, { status: "notFound", applications: null });
  const users = [...ctx.state.apps]
    .filter(([, app]) => [...app.containers.values()].some((container) => container.imageRegistryId === id))
    .map(([appId, app]) => String(app.fields?.name ?? appId));
  if (users.length > 0) {
    return ctx.fail(409, { message: `The registry is used by the applications: ${users.join(", ")}` });
  }
  registries(ctx).remove(id);
  return jsonResponse(200, { status: "removed", applications: null });
}
