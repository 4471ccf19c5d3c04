// The ExternalDnsCertificate scenarios of external-dns-certificate.scenarios.ts through the dynamic-provider host; external-dns-certificate.plugin.test.ts runs them through the
// provider plugin.
import { externalDnsCertificateScenarios } from "./external-dns-certificate.scenarios";

externalDnsCertificateScenarios("dynamic-provider host");
