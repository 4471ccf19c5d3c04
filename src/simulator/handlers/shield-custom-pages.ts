import { servedOperations } from "../../api/served-operations";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { readChangeWrite } from "../write-race";
import { findZone, zoneNotFound } from "./shield";

/** The answer of a write the API took: the shield area's result object. */
function done(message: string): SimulatedResponse {
  return jsonResponse(200, { statusCode: 200, success: true, message, errorKey: null });
}

function pageNotFound(ctx: RouteContext): SimulatedResponse {
  const { shieldZoneId, pageType } = ctx.params;
  return ctx.fail(404, {
    errorKey: "not_found.custom_page",
    message: `Shield zone ${shieldZoneId} has no custom ${pageType} page`,
  });
}

/**
 * The page of the path's type, its HTML the whole body: stored over the zone's page of that type, the zone's pages
 * written back as one document (so that two writes at once on one zone may lose one).
 */
export async function replaceCustomPage(ctx: RouteContext): Promise<SimulatedResponse> {
  const checked = checkRequest(servedOperations["shieldZones.replaceCustomPage"], ctx);
  if (!checked.ok) return checked.answer;
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  const { pageType, body } = checked.input as { pageType: string; body: string };
  await readChangeWrite(
    ctx,
    () => new Map(zone.customPages),
    (pages) => pages.set(pageType, body),
    (pages) => (zone.customPages = pages),
  );
  return done(`The custom ${pageType} page was uploaded`);
}

/** The HTML of the zone's page of the path's type, as a JSON string; a type the zone holds no page of answers 404. */
export function getCustomPage(ctx: RouteContext): SimulatedResponse {
  const checked = checkRequest(servedOperations["shieldZones.getCustomPage"], ctx);
  if (!checked.ok) return checked.answer;
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  const page = zone.customPages?.get(ctx.params.pageType);
  return page === undefined ? pageNotFound(ctx) : jsonResponse(200, page);
}

/** Takes the zone's page of the path's type off (bunny.net's own is shown again); one it does not hold answers 404. */
export async function deleteCustomPage(ctx: RouteContext): Promise<SimulatedResponse> {
  const checked = checkRequest(servedOperations["shieldZones.deleteCustomPage"], ctx);
  if (!checked.ok) return checked.answer;
  const zone = findZone(ctx);
  if (!zone) return zoneNotFound(ctx);
  const { pageType } = ctx.params;
  if (!zone.customPages?.has(pageType)) return pageNotFound(ctx);
  await readChangeWrite(
    ctx,
    () => new Map(zone.customPages),
    (pages) => pages.delete(pageType),
    (pages) => (zone.customPages = pages),
  );
  return done(`The custom ${pageType} page was deleted`);
}
