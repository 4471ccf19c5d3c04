import { dynamicProvider } from "./dynamic-provider";
import { externalCertificateDefinition } from "./external-certificate";
import { outputOf } from "./program-example";

/** The ExternalDnsCertificate provider; see `ExternalDnsCertificate` for the behaviour. */
export const externalDnsCertificateDefinition = externalCertificateDefinition({
  name: "ExternalDnsCertificate",
  description: "Completes the certificate step of a pull zone hostname that uses external DNS.",
  operation: "pullZones.completeExternalDnsCertificate",
  complete: (client, hostname) => client.completeExternalDnsCertificate(hostname),
  example: {
    resources: [{ name: "cdn", type: "ExternalDnsCertificate", properties: { hostname: "cdn.example.com" } }],
    exports: { hasCertificate: outputOf("cdn", "hasCertificate") },
  },
});

export const externalDnsCertificateProvider = dynamicProvider(externalDnsCertificateDefinition);
