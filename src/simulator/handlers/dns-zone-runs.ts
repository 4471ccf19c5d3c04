import { randomUUID } from "node:crypto";
import { servedOperations } from "../../api/served-operations";
import { emptyResponse, jsonResponse, type SimulatedResponse } from "../http-responses";
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

/**
 * POST /dnszone/records/scan: a scan of the records a domain has at its current DNS host, named by exactly one of
 * `ZoneId` and `Domain` (a 400 for neither or both; a 404 for a zone the account does not have). The scan itself is
 * not simulated: its job stays pending, and where a zone of the account is the one scanned (by its id, or by its
 * domain), the job is that zone's latest scan, which `GET /dnszone/{zoneId}/records/scan` answers.
 */
export function scanDnsZoneRecords(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["dnsZones.scanRecords"], ctx);
  if (!check.ok) return check.answer;
  const { ZoneId: zoneId, Domain: domain } = check.input.body as { ZoneId?: number | null; Domain?: string | null };
  const byId = zoneId !== undefined && zoneId !== null;
  const byDomain = domain !== undefined && domain !== null;
  if (byId === byDomain) {
    return ctx.fail(400, { errorKey: "validation", message: "Name the zone by its ZoneId or by its Domain, exactly one of the two" });
  }
  const zones = dnsZones(ctx);
  const zone = byId
    ? zones.item(normalizedId(String(zoneId)))
    : zones.items().find((item) => String(item.Domain).toLowerCase() === domain!.toLowerCase());
  if (byId && zone === undefined) return zoneNotFound(ctx, zoneId);
  const job = {
    JobId: randomUUID(),
    ZoneId: zone?.Id ?? null,
    Domain: zone?.Domain ?? domain,
    Status: 0,
    CreatedAt: ctx.now.toISOString(),
  };
  if (zone !== undefined) {
    ctx.state.table.setSettings(concretePath("api", ["dnszone", "{zoneId}", "records", "scan"], { zoneId: String(zone.Id) }), job);
  }
  return jsonResponse(200, { JobId: job.JobId, Status: job.Status });
}
