import { servedOperations } from "../../api/served-operations";
import { emptyResponse, type SimulatedResponse } from "../http-responses";
import { collectionAt } from "../linked-collections";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath, normalizedId } from "../stored-objects";

/** The account's DNS zones, as the table's routes keep them. */
const dnsZones = (ctx: RouteContext) => collectionAt(ctx.state, concretePath("api", ["dnszone"], {}));

/** The 404 the API answers for a zone the account does not have. */
const zoneNotFound = (ctx: RouteContext, zoneId: unknown) =>
  ctx.fail(404, { errorKey: "not_found", message: `The DNS zone ${String(zoneId)} was not found` });

/**
 * POST /dnszone/{zoneId}/certificate/issue: the body (`{Domain?}`) checked; the certificate itself is not simulated,
 * nothing a read reports changes, so the answer is the 200 alone. A zone the account does not have is a 404.
 */
export function issueDnsZoneCertificate(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["dnsZones.issueCertificate"], ctx);
  if (!check.ok) return check.answer;
  if (dnsZones(ctx).item(normalizedId(String(check.input.zoneId))) === undefined) return zoneNotFound(ctx, check.input.zoneId);
  return emptyResponse(200);
}
