import { dynamicProvider } from "./dynamic-provider";
import { externalHttpCertificateRequestRow } from "./metadata/external-certificate-requests";
import { triggerDefinition } from "./trigger-definition";

/** The ExternalHttpCertificateRequest provider, served from its trigger row; see `ExternalHttpCertificateRequest` for the behaviour. */
export const externalHttpCertificateRequestDefinition = triggerDefinition(externalHttpCertificateRequestRow);

export const externalHttpCertificateRequestProvider = dynamicProvider(externalHttpCertificateRequestDefinition);
