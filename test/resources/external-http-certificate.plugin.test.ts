// The ExternalHttpCertificate scenarios of external-http-certificate.scenarios.ts through the provider plugin;
// external-http-certificate.host.test.ts runs them through the dynamic-provider host.
import { externalHttpCertificateScenarios } from "./external-http-certificate.scenarios";

externalHttpCertificateScenarios("provider plugin");
