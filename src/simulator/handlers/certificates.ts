import { emptyResponse, type SimulatedResponse } from "../http-responses";
import type { RouteContext } from "../route-context";

/**
 * ExternalDnsCertificateRequest: {Hostname} (at least one character), nothing else. Success sets HasCertificate on the
 * hostname in its pull zone.
 */
export function completeExternalDnsCertificate(ctx: RouteContext): SimulatedResponse {
  const body = ctx.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return ctx.fail(400, { errorKey: "validation.invalid_body", message: "The request body must be a JSON object" });
  }
  const unknown = Object.keys(body).find((key) => key !== "Hostname");
  if (unknown !== undefined) {
    return ctx.fail(400, {
      errorKey: "validation.unknown_property",
      field: unknown,
      message: `'${unknown}' is not a known property (only Hostname)`,
    });
  }
  const hostname = (body as { Hostname?: unknown }).Hostname;
  if (typeof hostname !== "string" || hostname.length === 0) {
    return ctx.fail(400, {
      errorKey: "validation.required",
      field: "Hostname",
      message: "Hostname is required and must be a non-empty string",
    });
  }
  const certificate = ctx.state.certificates.get(hostname.toLowerCase());
  if (!certificate) return ctx.fail(404, { message: `The hostname ${hostname} was not found in the account` });
  if (!certificate.verified) {
    return ctx.fail(400, {
      errorKey: "pullzone.external_dns_verification_failed",
      field: "Hostname",
      message: `The DNS verification of ${hostname} failed: the expected _acme-challenge TXT record was not found`,
    });
  }
  certificate.completed += 1;
  for (const zone of ctx.state.pullZones.values()) {
    for (const record of zone.hostnames) {
      if (record.value.toLowerCase() === hostname.toLowerCase()) record.hasCertificate = true;
    }
  }
  return emptyResponse(200);
}
