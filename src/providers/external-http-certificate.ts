import { dynamicProvider } from "./dynamic-provider";
import { externalCertificateDefinition } from "./external-certificate";
import { outputOf } from "./program-example";

/** The ExternalHttpCertificate provider; see `ExternalHttpCertificate` for the behaviour. */
export const externalHttpCertificateDefinition = externalCertificateDefinition({
  name: "ExternalHttpCertificate",
  description:
    "Completes the certificate step of a pull zone hostname whose DNS is run elsewhere, proven by a file the hostname's own " +
    "server serves.",
  operation: "pullZones.completeExternalHttpCertificate",
  complete: (client, hostname) => client.pullZones.completeExternalHttpCertificate({ body: { Hostname: hostname } }),
  example: {
    resources: [
      {
        name: "request",
        type: "ExternalHttpCertificateRequest",
        comment: "Step 1: the API answers the file that proves control of cdn.example.com.",
        properties: { hostname: "cdn.example.com" },
      },
      {
        name: "certificate",
        type: "ExternalHttpCertificate",
        comment: "Step 3, once the server of cdn.example.com serves that file: completed again after each new request.",
        properties: { hostname: "cdn.example.com", triggers: [outputOf("request", "id")] },
      },
    ],
    exports: { hasCertificate: outputOf("certificate", "hasCertificate") },
  },
});

export const externalHttpCertificateProvider = dynamicProvider(externalHttpCertificateDefinition);
