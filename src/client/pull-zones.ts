import { z } from "zod";
import { Hostname, type CompleteExternalDnsCertificateRequest } from "../schemas";
import type { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { bodyOf } from "./envelopes";
import { path } from "./request";

const HostnameInput = z.object({ hostname: Hostname });

export async function completeExternalDnsCertificate(api: ApiCaller, hostname: string): Promise<void> {
  const input = checkInput("completeExternalDnsCertificate", HostnameInput, { hostname });
  const body: CompleteExternalDnsCertificateRequest = { Hostname: input.hostname };
  await api.call({
    operation: "completeExternalDnsCertificate",
    method: "POST",
    path: path`/pullzone/completeExternalDnsCertificate`,
    body: { json: body },
    // A repeat after a 5xx or a dropped connection could complete the certificate twice; only a 429 or a failed connect (not applied) is retried.
    retry: "whenNotSent",
    envelope: bodyOf(z.unknown()),
  });
}
