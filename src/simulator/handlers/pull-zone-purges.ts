import { servedOperations } from "../../api/served-operations";
import { emptyResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteHandler } from "../route-context";

/**
 * Purges a pull zone's cache, all of it or the files of one cache tag: nothing the API stores changes, so the answer
 * is the 204 alone; a zone the account does not have is a 404, as the API answers it.
 */
export const purgePullZoneCache: RouteHandler = (ctx) => {
  const check = checkRequest(servedOperations["pullZones.purgeCache"], ctx);
  if (!check.ok) return check.answer;
  if (!ctx.state.pullZones.has(String(check.input.pullZoneId))) {
    return ctx.fail(404, { message: `Pull zone ${ctx.params.pullZoneId} was not found` });
  }
  return emptyResponse(204);
};
