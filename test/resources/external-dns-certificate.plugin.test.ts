// The ExternalDnsCertificate scenarios of external-dns-certificate.scenarios.ts through the provider plugin; external-dns-certificate.host.test.ts runs them through the
// dynamic-provider host.
import { externalDnsCertificateScenarios } from "./external-dns-certificate.scenarios";

externalDnsCertificateScenarios("provider plugin");
