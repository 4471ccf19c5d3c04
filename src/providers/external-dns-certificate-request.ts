import { dynamicProvider } from "./dynamic-provider";
import { externalDnsCertificateRequestRow } from "./metadata/external-certificate-requests";
import { triggerDefinition } from "./trigger-definition";

/** The ExternalDnsCertificateRequest provider, served from its trigger row; see `ExternalDnsCertificateRequest` for the behaviour. */
export const externalDnsCertificateRequestDefinition = triggerDefinition(externalDnsCertificateRequestRow);

export const externalDnsCertificateRequestProvider = dynamicProvider(externalDnsCertificateRequestDefinition);
