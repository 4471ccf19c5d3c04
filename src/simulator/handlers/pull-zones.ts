import { jsonResponse, type SimulatedResponse } from "../http-responses";
import { integerParameter } from "../query-parameters";
import type { RouteContext } from "../route-context";
import type { HostnameRecord, PullZoneRecord } from "../state";
import { objectTemplate, templateOf } from "../stored-objects";

const INT32_MAX = 2_147_483_647;

/**
 * PullZoneModel of one zone; `includeCertificate=true` adds each certificate and its private key. The id is read as
 * the API binds it, an integer: `0310245` is zone 310245.
 */
export function getPullZone(ctx: RouteContext): SimulatedResponse {
  const includeCertificate = booleanParameter(ctx, "includeCertificate");
  if (typeof includeCertificate !== "boolean") return includeCertificate;
  const id = /^[0-9]+$/.test(ctx.params.id) ? String(Number(ctx.params.id)) : ctx.params.id;
  const zone = ctx.state.pullZones.get(id);
  if (!zone) return ctx.fail(404, { message: `Pull zone ${ctx.params.id} was not found` });
  return jsonResponse(200, pullZoneModel(id, zone, includeCertificate));
}

/**
 * `page` 0 or absent: every zone as one array; `page` 1 or more: `{Items, CurrentPage, TotalItems, HasMoreItems}`
 * of `perPage` zones. `search` keeps the zones whose name or a hostname contains the term (any case).
 */
export function listPullZones(ctx: RouteContext): SimulatedResponse {
  const includeCertificate = booleanParameter(ctx, "includeCertificate");
  if (typeof includeCertificate !== "boolean") return includeCertificate;
  const page = integerParameter(ctx, "page", 0, 0, INT32_MAX);
  if (typeof page !== "number") return page;
  const perPage = integerParameter(ctx, "perPage", 1000, 5, 1000);
  if (typeof perPage !== "number") return perPage;
  const term = (ctx.query.get("search") ?? "").toLowerCase();
  const zones = [...ctx.state.pullZones]
    .filter(([, zone]) => term === "" || matchesSearch(zone, term))
    .map(([id, zone]) => pullZoneModel(id, zone, includeCertificate));
  if (page === 0) return jsonResponse(200, zones);
  const start = (page - 1) * perPage;
  return jsonResponse(200, {
    Items: zones.slice(start, start + perPage),
    CurrentPage: page,
    TotalItems: zones.length,
    HasMoreItems: start + perPage < zones.length,
  });
}

function matchesSearch(zone: PullZoneRecord, term: string): boolean {
  return zone.name.toLowerCase().includes(term) || zone.hostnames.some((hostname) => hostname.value.toLowerCase().includes(term));
}

function booleanParameter(ctx: RouteContext, name: string): boolean | SimulatedResponse {
  const value = ctx.query.get(name);
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (lower === "true" || lower === "false") return lower === "true";
  return ctx.fail(400, { errorKey: "validation.invalid_value", field: name, message: `${name} must be true or false, got '${value}'` });
}

/** The fields of a pull zone that its record holds apart from `fields`. */
export const PULL_ZONE_RECORD_FIELDS = ["Id", "Name", "OriginUrl", "Hostnames", "CnameDomain"];

/** PullZoneModel: the fields a new zone has, what was written to this one, then what its record holds. */
export function pullZoneModel(id: string, zone: PullZoneRecord, includeCertificate: boolean): Record<string, unknown> {
  return {
    ...objectTemplate(templateOf("api", ["pullzone"])),
    Enabled: true,
    EnableAutoSSL: true,
    ...zone.fields,
    Id: Number(id),
    Name: zone.name,
    OriginUrl: zone.originUrl,
    Hostnames: zone.hostnames.map((hostname) => hostnameModel(hostname, includeCertificate)),
    CnameDomain: `${zone.name}.b-cdn.net`,
  };
}

/** HostnameModel. The certificate and its key are sent only when asked for, as the API does. */
function hostnameModel(hostname: HostnameRecord, includeCertificate: boolean) {
  const withCertificate = includeCertificate && hostname.hasCertificate;
  return {
    Id: hostname.id,
    Value: hostname.value,
    ForceSSL: hostname.forceSsl === true,
    IsSystemHostname: hostname.isSystemHostname,
    IsManagedHostname: hostname.isManagedHostname === true,
    HasCertificate: hostname.hasCertificate,
    Certificate: withCertificate ? pem("CERTIFICATE", hostname.value) : null,
    CertificateKey: withCertificate ? pem("PRIVATE KEY", hostname.value) : null,
    CertificateKeyType: hostname.certificateKeyType ?? 0,
    // 4 = Managed (the platform's hostnames), 1 = Http01 (a free certificate), 3 = Custom (the user's own), 2 = Dns01
    // (external DNS completion), 0 = Unknown (none yet).
    CertificateProvisionType:
      hostname.isSystemHostname || hostname.isManagedHostname === true ? 4 : hostname.hasCertificate ? (hostname.provisionType ?? 2) : 0,
  };
}

/** A stand-in PEM block, Base64Url encoded as the API sends certificates. */
function pem(label: string, hostname: string): string {
  const pem = `-----BEGIN ${label}-----\nsimulated ${label.toLowerCase()} of ${hostname}\n-----END ${label}-----\n`;
  return Buffer.from(pem).toString("base64url");
}
