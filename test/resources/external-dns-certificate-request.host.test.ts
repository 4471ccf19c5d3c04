// The ExternalDnsCertificateRequest scenarios of external-dns-certificate-request.scenarios.ts through the dynamic-provider host;
// external-dns-certificate-request.plugin.test.ts runs them through the provider plugin.
import { externalDnsCertificateRequestScenarios } from "./external-dns-certificate-request.scenarios";

externalDnsCertificateRequestScenarios("dynamic-provider host");
