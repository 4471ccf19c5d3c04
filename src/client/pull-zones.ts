import { z } from "zod";
import { Hostname, IntegerId, PullZoneList, PullZoneSchema, type CompleteExternalDnsCertificateRequest } from "../schemas";
import type { PullZone } from "../types";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { bodyOf } from "./envelopes";
import { path, query } from "./request";

const HostnameInput = z.object({ hostname: Hostname });
const PullZoneInput = z.object({ pullZoneId: IntegerId });

/**
 * Sent with every pull zone read: an answer with `includeCertificate=true` would carry each hostname's certificate
 * and its private key. `false` is the API's default; sending it keeps it so should the default change.
 */
const WITHOUT_CERTIFICATES = query({ includeCertificate: false });

export async function completeExternalDnsCertificate(api: ApiCaller, hostname: string): Promise<void> {
  const input = checkInput("completeExternalDnsCertificate", HostnameInput, { hostname });
  const body: CompleteExternalDnsCertificateRequest = { Hostname: input.hostname };
  await api.call({
    operation: "completeExternalDnsCertificate",
    method: "POST",
    path: path`/pullzone/completeExternalDnsCertificate`,
    body: { json: body },
    // A repeat after a 5xx or a dropped connection could complete the certificate twice; only a 429 or a failed
    // connect (not applied) is retried.
    retry: "whenNotSent",
    envelope: bodyOf(z.unknown()),
  });
}

export async function getPullZone(api: ApiCaller, pullZoneId: string): Promise<PullZone> {
  const input = checkInput("getPullZone", PullZoneInput, { pullZoneId });
  return api.call({
    operation: "getPullZone",
    method: "GET",
    path: path`/pullzone/${input.pullZoneId}`,
    query: WITHOUT_CERTIFICATES,
    envelope: bodyOf(PullZoneSchema),
  });
}

export async function listPullZones(api: ApiCaller): Promise<PullZone[]> {
  return api.call({
    operation: "listPullZones",
    method: "GET",
    path: path`/pullzone`,
    query: WITHOUT_CERTIFICATES,
    envelope: bodyOf(PullZoneList),
  });
}
