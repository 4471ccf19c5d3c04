// The ExternalHttpCertificateRequest scenarios of external-http-certificate-request.scenarios.ts through the dynamic-provider host;
// external-http-certificate-request.plugin.test.ts runs them through the provider plugin.
import { externalHttpCertificateRequestScenarios } from "./external-http-certificate-request.scenarios";

externalHttpCertificateRequestScenarios("dynamic-provider host");
