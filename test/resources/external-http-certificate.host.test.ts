// The ExternalHttpCertificate scenarios of external-http-certificate.scenarios.ts through the dynamic-provider host;
// external-http-certificate.plugin.test.ts runs them through the provider plugin.
import { externalHttpCertificateScenarios } from "./external-http-certificate.scenarios";

externalHttpCertificateScenarios("dynamic-provider host");
