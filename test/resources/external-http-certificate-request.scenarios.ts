import type { ProviderRunner } from "../helpers/installed-package";
import { certificateRequestScenarios } from "./external-dns-certificate-request.scenarios";

/** The ExternalHttpCertificateRequest scenarios (the DNS request's, its answer recorded whole), run through `runner`. */
export const externalHttpCertificateRequestScenarios = (runner: ProviderRunner): void =>
  certificateRequestScenarios(runner, {
    className: "ExternalHttpCertificateRequest",
    route: "pullZones.requestExternalHttpCertificate",
    call: "POST /pullzone/requestExternalHttpCertificate",
    recorded: {
      challenge: {
        FileUrl: expect.stringMatching(/^http:\/\/cdn\.example\.com\/\.well-known\/acme-challenge\/[\w-]{43}$/),
        FileContent: expect.stringMatching(/^[\w-]{43}\.[\w-]{43}$/),
        ExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    },
    fresh: (outputs) => (outputs.challenge as Record<string, unknown>).FileUrl,
  });
