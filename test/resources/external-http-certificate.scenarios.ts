import type { ProviderRunner } from "../helpers/installed-package";
import { certificateCompletionScenarios } from "./external-dns-certificate.scenarios";

/** The ExternalHttpCertificate scenarios (the DNS completion's, over the HTTP challenge's operation), run through `runner`. */
export const externalHttpCertificateScenarios = (runner: ProviderRunner): void =>
  certificateCompletionScenarios(runner, {
    className: "ExternalHttpCertificate",
    route: "pullZones.completeExternalHttpCertificate",
    call: "POST /pullzone/completeExternalHttpCertificate",
    challenge: "HTTP",
  });
