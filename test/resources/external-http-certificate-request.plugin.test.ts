// The ExternalHttpCertificateRequest scenarios of external-http-certificate-request.scenarios.ts through the provider plugin;
// external-http-certificate-request.host.test.ts runs them through the dynamic-provider host.
import { externalHttpCertificateRequestScenarios } from "./external-http-certificate-request.scenarios";

externalHttpCertificateRequestScenarios("provider plugin");
