import { z } from "zod";
import { Hostname, IntegerId, PullZoneList, PullZoneSchema, type CompleteExternalDnsCertificateRequest } from "../schemas";
import type { PullZone } from "../types";
import { apiObjects } from "./api-objects";
import { endpoint } from "./endpoint";
import { bodyOf } from "./envelopes";
import { path, query } from "./request";

const HostnameInput = z.object({ hostname: Hostname });
const PullZoneInput = z.object({ pullZoneId: IntegerId });

/**
 * Sent with every pull zone read: an answer with `includeCertificate=true` would carry each hostname's certificate
 * and its private key. `false` is the API's default; sending it keeps it so should the default change.
 */
const WITHOUT_CERTIFICATES = query({ includeCertificate: false });

export const pullZoneEndpoints = {
  /** `POST /pullzone/completeExternalDnsCertificate` for the hostname. */
  completeExternalDnsCertificate: endpoint({
    method: "POST",
    // A repeat after a 5xx or a dropped connection could complete the certificate twice; only a 429 or a failed
    // connect (not applied) is retried.
    retry: "whenNotSent",
    writes: () => apiObjects.everyPullZone,
    call: (endpoint) => async (hostname: string): Promise<void> => {
      const input = endpoint.check(HostnameInput, { hostname });
      const body: CompleteExternalDnsCertificateRequest = { Hostname: input.hostname };
      await endpoint.send({ path: path`/pullzone/completeExternalDnsCertificate`, body: { json: body }, envelope: bodyOf(z.unknown()) });
    },
  }),

  /**
   * `GET /pullzone/{pullZoneId}`: the zone's hostnames with `hasCertificate`. Never asks for certificates
   * (`includeCertificate=false`): that answer would carry their private keys.
   */
  getPullZone: endpoint({
    method: "GET",
    reads: (pullZoneId: string) => apiObjects.pullZone(pullZoneId),
    call: (endpoint) => async (pullZoneId: string): Promise<PullZone> => {
      const input = endpoint.check(PullZoneInput, { pullZoneId });
      return endpoint.send({ path: path`/pullzone/${input.pullZoneId}`, query: WITHOUT_CERTIFICATES, envelope: bodyOf(PullZoneSchema) });
    },
  }),

  /**
   * Every pull zone of the account, as `GET /pullzone` answers them in one array (no `page`, no `search`), with
   * `includeCertificate=false`. The whole list, never a search-narrowed one, is what can show that a hostname is in
   * no zone.
   */
  listPullZones: endpoint({
    method: "GET",
    provesAddress: true,
    reads: () => apiObjects.pullZoneList,
    call: (endpoint) => async (): Promise<PullZone[]> =>
      endpoint.send({ path: path`/pullzone`, query: WITHOUT_CERTIFICATES, envelope: bodyOf(PullZoneList) }),
  }),
};
