import { randomBytes } from "node:crypto";
import { emptyResponse, jsonResponse, type SimulatedResponse } from "../http-responses";
import type { RouteContext } from "../route-context";
import type { CertificateRecord } from "../state";

/** How long a challenge the simulator answers stays valid, as its `ExpiresAt` says. */
const CHALLENGE_DAYS = 7;

/** The two ways an external certificate proves control of its hostname. */
type Challenge = "DNS" | "HTTP";

/**
 * The hostname of an ExternalDnsCertificateRequest or ExternalHttpCertificateRequest body ({Hostname}, at least one
 * character, nothing else) and its certificate record; or the API's answer to a body it refuses or a hostname the
 * account does not hold.
 */
function requested(ctx: RouteContext): { hostname: string; certificate: CertificateRecord } | { refused: SimulatedResponse } {
  const body = ctx.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { refused: ctx.fail(400, { errorKey: "validation.invalid_body", message: "The request body must be a JSON object" }) };
  }
  const unknown = Object.keys(body).find((key) => key !== "Hostname");
  if (unknown !== undefined) {
    return {
      refused: ctx.fail(400, {
        errorKey: "validation.unknown_property",
        field: unknown,
        message: `'${unknown}' is not a known property (only Hostname)`,
      }),
    };
  }
  const hostname = (body as { Hostname?: unknown }).Hostname;
  if (typeof hostname !== "string" || hostname.length === 0) {
    return {
      refused: ctx.fail(400, {
        errorKey: "validation.required",
        field: "Hostname",
        message: "Hostname is required and must be a non-empty string",
      }),
    };
  }
  const certificate = ctx.state.certificates.get(hostname.toLowerCase());
  if (!certificate) return { refused: ctx.fail(404, { message: `The hostname ${hostname} was not found in the account` }) };
  return { hostname, certificate };
}

/** A challenge token, as an ACME authority makes them: 32 random bytes, Base64Url encoded. */
const challengeToken = (): string => randomBytes(32).toString("base64url");

/** The end of a challenge made now. */
const expiry = (ctx: RouteContext): string => new Date(ctx.now.getTime() + CHALLENGE_DAYS * 86_400_000).toISOString();

/** The first step of an external DNS certificate: answers the TXT record that proves control of the hostname. */
export function requestExternalDnsCertificate(ctx: RouteContext): SimulatedResponse {
  const checked = requested(ctx);
  if ("refused" in checked) return checked.refused;
  return jsonResponse(200, {
    TxtRecordName: `_acme-challenge.${checked.hostname.toLowerCase()}`,
    TxtRecordValue: challengeToken(),
    ExpiresAt: expiry(ctx),
  });
}

/**
 * The first step of an external HTTP certificate: answers the file the hostname's server is to serve. The API's answer
 * is undescribed; these field names are the simulator's own, and the provider records the answer whole.
 */
export function requestExternalHttpCertificate(ctx: RouteContext): SimulatedResponse {
  const checked = requested(ctx);
  if ("refused" in checked) return checked.refused;
  const token = challengeToken();
  return jsonResponse(200, {
    FileUrl: `http://${checked.hostname.toLowerCase()}/.well-known/acme-challenge/${token}`,
    FileContent: `${token}.${challengeToken()}`,
    ExpiresAt: expiry(ctx),
  });
}

/** The last step of an external certificate: a verified hostname gets its certificate (HasCertificate in its pull zone). */
function complete(ctx: RouteContext, challenge: Challenge): SimulatedResponse {
  const checked = requested(ctx);
  if ("refused" in checked) return checked.refused;
  const { hostname, certificate } = checked;
  if (!certificate.verified) {
    const expected = challenge === "DNS" ? "the expected _acme-challenge TXT record was not found" : "the challenge file was not served";
    return ctx.fail(400, {
      errorKey: `pullzone.external_${challenge.toLowerCase()}_verification_failed`,
      field: "Hostname",
      message: `The ${challenge} verification of ${hostname} failed: ${expected}`,
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

/** The last step of an external DNS certificate. */
export const completeExternalDnsCertificate = (ctx: RouteContext): SimulatedResponse => complete(ctx, "DNS");

/** The last step of an external HTTP certificate. */
export const completeExternalHttpCertificate = (ctx: RouteContext): SimulatedResponse => complete(ctx, "HTTP");
