// The ExternalDnsCertificateRequest scenarios of external-dns-certificate-request.scenarios.ts through the provider plugin;
// external-dns-certificate-request.host.test.ts runs them through the dynamic-provider host.
import { externalDnsCertificateRequestScenarios } from "./external-dns-certificate-request.scenarios";

externalDnsCertificateRequestScenarios("provider plugin");
