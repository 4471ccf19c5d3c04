import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../external-dns-certificate");

/** The ExternalDnsCertificate provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
  () => (require("pulumi-cloudplatform/dist/providers/external-dns-certificate.js") as Implementation).externalDnsCertificateProvider,
);
