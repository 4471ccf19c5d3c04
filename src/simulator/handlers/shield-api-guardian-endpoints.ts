import { servedOperations } from "../../api/served-operations";
import { apiGuardianPath } from "../api-guardian";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";

// The endpoints of a shield zone's API Guardian, which the API makes from the zone's OpenAPI document: kept in the
// `endpoints` of the zone's API Guardian settings, each written by its own PATCH, never created or deleted by one.

/**
 * UpdateApiGuardianEndpointResponse: the endpoint with the fields sent written over its own (a field sent null left
 * as it is, an object field replaced whole) and the time of the write; an endpoint the zone's API Guardian does not
 * list answers 404. An unknown zone answers 404.
 */
export function updateApiGuardianEndpoint(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.updateApiGuardianEndpoint"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const endpointId = Number(check.input.endpointId);
  const settings = ctx.state.table.settings(apiGuardianPath(ctx.params)) ?? {};
  const endpoints = (settings.endpoints ?? []) as StoredObject[];
  const endpoint = endpoints.find((listed) => listed.apiGuardianEndpointId === endpointId);
  if (endpoint === undefined) {
    return ctx.fail(404, { errorKey: "not_found.api_guardian_endpoint", message: `API Guardian endpoint ${endpointId} was not found` });
  }
  const sent = Object.fromEntries(Object.entries(check.input.body as StoredObject).filter(([, value]) => value !== null));
  const written = { ...endpoint, ...sent, updatedAt: ctx.now.toISOString() };
  const kept = endpoints.map((listed) => (listed === endpoint ? written : listed));
  ctx.state.table.setSettings(apiGuardianPath(ctx.params), { ...settings, endpoints: kept });
  return jsonResponse(200, { data: written, error: SUCCEEDED_RESULT });
}
