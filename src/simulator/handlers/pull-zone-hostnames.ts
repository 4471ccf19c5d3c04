import type { ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { emptyResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext, RouteHandler } from "../route-context";
import type { HostnameRecord, PullZoneRecord, SimulatorState } from "../state";

/** What a hostname call of one pull zone works on: the zone, the hostname its body names, that hostname's record. */
interface HostnameCall {
  zone: PullZoneRecord;
  hostname: string;
  record: HostnameRecord | undefined;
  body: Record<string, unknown>;
}

function sameHostname(record: HostnameRecord, hostname: string): boolean {
  return record.value.toLowerCase() === hostname.toLowerCase();
}

/** Whether a hostname is one the platform made and keeps: the zone's `*.b-cdn.net` or another product's. */
function isInternal(record: HostnameRecord): boolean {
  return record.isSystemHostname || record.isManagedHostname === true;
}

/**
 * A route of a call below one pull zone whose body names a hostname (`Hostname`): the request checked against the
 * spec, the zone found (404 without it), then `handle`.
 */
function zoneHostnameRoute(name: ApiOperationName, handle: (ctx: RouteContext, call: HostnameCall) => SimulatedResponse): RouteHandler {
  return (ctx) => {
    const check = checkRequest(servedOperations[name], ctx);
    if (!check.ok) return check.answer;
    const zone = ctx.state.pullZones.get(String(check.input.pullZoneId));
    if (!zone) return ctx.fail(404, { message: `Pull zone ${ctx.params.pullZoneId} was not found` });
    const body = check.input.body as Record<string, unknown>;
    const hostname = String(body.Hostname);
    return handle(ctx, { zone, hostname, record: zone.hostnames.find((record) => sameHostname(record, hostname)), body });
  };
}

/** The 404 of a call naming a hostname the zone does not hold. */
function notOnTheZone(ctx: RouteContext, hostname: string): SimulatedResponse {
  return ctx.fail(404, { message: `The hostname ${hostname} is not linked to the pull zone` });
}

function accountHolds(state: SimulatorState, hostname: string): boolean {
  return [...state.pullZones.values()].some((zone) => zone.hostnames.some((record) => sameHostname(record, hostname)));
}

/** Adds a hostname to the zone; one any zone of the account already holds is refused with 400, as the API does. */
export const addHostname = zoneHostnameRoute("pullZones.addHostname", (ctx, { zone, hostname }) => {
  if (accountHolds(ctx.state, hostname)) {
    return ctx.fail(400, {
      errorKey: "pullzone.hostname_already_registered",
      field: "Hostname",
      message: "The hostname is already registered.",
    });
  }
  zone.hostnames.push({ id: Number(ctx.state.table.newId(0, "")), value: hostname, hasCertificate: false, isSystemHostname: false });
  return emptyResponse(204);
});

/** Removes a hostname the user added; the zone's system hostname and a managed one are refused with 400. */
export const removeHostname = zoneHostnameRoute("pullZones.removeHostname", (ctx, { zone, hostname, record }) => {
  if (!record) return notOnTheZone(ctx, hostname);
  if (isInternal(record)) {
    return ctx.fail(400, {
      errorKey: "pullzone.hostname_internal",
      field: "Hostname",
      message: `The hostname ${hostname} is the platform's and cannot be removed`,
    });
  }
  zone.hostnames = zone.hostnames.filter((other) => other !== record);
  ctx.state.certificates.delete(hostname.toLowerCase());
  return emptyResponse(204);
});

/** Sets whether visitors of one hostname are redirected to HTTPS. */
export const setForceSsl = zoneHostnameRoute("pullZones.setForceSsl", (ctx, { hostname, record, body }) => {
  if (!record) return notOnTheZone(ctx, hostname);
  record.forceSsl = body.ForceSSL === true;
  return emptyResponse(204);
});

/** Sets the kind of key of one hostname's free certificates. */
export const updatePrivateKeyType = zoneHostnameRoute("pullZones.updatePrivateKeyType", (ctx, { hostname, record, body }) => {
  if (!record) return notOnTheZone(ctx, hostname);
  record.certificateKeyType = body.KeyType === 1 ? 1 : 0;
  return emptyResponse(200);
});

/** Whether `text` is Base64 of a PEM block of `label` (`CERTIFICATE`, or a key: `PRIVATE KEY` and its kinds). */
function isBase64Pem(text: unknown, label: RegExp): boolean {
  if (typeof text !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  const pem = Buffer.from(text, "base64").toString("utf8");
  return new RegExp(`^-----BEGIN ${label.source}-----\\r?\\n[\\s\\S]+-----END ${label.source}-----\\s*$`).test(pem);
}

/** Puts the user's own certificate and key (each Base64 of its PEM text) on a hostname of the zone. */
export const addCertificate = zoneHostnameRoute("pullZones.addCertificate", (ctx, { hostname, record, body }) => {
  if (!record) return notOnTheZone(ctx, hostname);
  if (!isBase64Pem(body.Certificate, /CERTIFICATE/)) {
    return ctx.fail(400, {
      errorKey: "pullzone.certificate_invalid",
      field: "Certificate",
      message: "Certificate is not Base64 of a PEM certificate",
    });
  }
  if (!isBase64Pem(body.CertificateKey, /(?:RSA |EC )?PRIVATE KEY/)) {
    return ctx.fail(400, {
      errorKey: "pullzone.certificate_invalid",
      field: "CertificateKey",
      message: "CertificateKey is not Base64 of a PEM private key",
    });
  }
  record.hasCertificate = true;
  record.provisionType = 3;
  return emptyResponse(204);
});

/** Takes the certificate off a hostname the user added; the platform's own hostnames keep theirs (400). */
export const removeCertificate = zoneHostnameRoute("pullZones.removeCertificate", (ctx, { hostname, record }) => {
  if (!record) return notOnTheZone(ctx, hostname);
  if (isInternal(record)) {
    return ctx.fail(400, {
      errorKey: "pullzone.hostname_internal",
      field: "Hostname",
      message: `The certificate of ${hostname} is the platform's and cannot be removed`,
    });
  }
  record.hasCertificate = false;
  delete record.provisionType;
  return emptyResponse(204);
});

/**
 * Issues a free certificate for a hostname of any zone of the account (the call names no zone): 404 for a hostname the
 * account does not hold; 400 while its DNS does not point at the CDN (`pointedHostnames`) or its zone turns Let's
 * Encrypt off; else the certificate is issued at once and the answer is an empty 200.
 */
export function loadFreeCertificate(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["pullZones.loadFreeCertificate"], ctx);
  if (!check.ok) return check.answer;
  const hostname = String(check.input.hostname);
  const held = [...ctx.state.pullZones.values()].flatMap((zone) =>
    zone.hostnames.filter((record) => sameHostname(record, hostname)).map((record) => ({ zone, record })),
  );
  if (held.length === 0) return ctx.fail(404, { message: `The hostname ${hostname} was not found in the account` });
  const { zone, record } = held[0];
  if (zone.fields?.DisableLetsEncrypt === true) {
    return ctx.fail(400, {
      errorKey: "pullzone.free_certificate_disabled",
      field: "hostname",
      message: `The pull zone of ${hostname} does not take free certificates`,
    });
  }
  if (isInternal(record)) return emptyResponse(200);
  if (!ctx.state.pointedHostnames.has(hostname.toLowerCase())) {
    return ctx.fail(400, {
      errorKey: "pullzone.hostname_not_pointing",
      field: "hostname",
      message:
        `The hostname ${hostname} is not pointing to the CDN: its DNS must name the pull zone (a CNAME) before a free ` +
        "certificate is issued",
    });
  }
  record.hasCertificate = true;
  record.provisionType = 1;
  return emptyResponse(200);
}
