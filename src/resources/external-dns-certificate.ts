import * as pulumi from "@pulumi/pulumi";
import externalDnsCertificateProvider = require("../providers/entry/external-dns-certificate");

/** Arguments of an {@link ExternalDnsCertificate}. */
export interface ExternalDnsCertificateArgs {
  /**
   * Hostname of a pull zone that uses external DNS, e.g. `cdn.example.com`: dot-separated labels of letters, digits
   * and `-` (1 to 63 characters each, no `-` at either end), at most 253 characters. Changing it replaces the
   * resource, which completes the certificate of the new hostname.
   */
  hostname: pulumi.Input<string>;
  /**
   * Values of any type; when any of them changes, the resource is replaced and the certificate step is completed
   * again (as with `triggers` of `@pulumi/command`).
   */
  triggers?: pulumi.Input<unknown[]>;
}

/**
 * Completes the certificate step of a pull zone hostname that uses external DNS.
 *
 * - create: `POST /pullzone/completeExternalDnsCertificate` with the hostname. A failed verification (400) fails
 *   with the API's `ErrorKey`, `Field` and `Message`; an unknown hostname fails with 404.
 * - update: none; a change of `hostname` or `triggers` replaces the resource (completes the step again).
 * - read: the API has no call to read a certificate's state, so a refresh keeps the stored state: a certificate
 *   changed or removed outside Pulumi cannot be detected as drift.
 * - delete: no API call; the certificate stays.
 *
 * The resource id is the hostname.
 */
export class ExternalDnsCertificate extends pulumi.dynamic.Resource {
  /** The hostname whose certificate step was completed. */
  public declare readonly hostname: pulumi.Output<string>;
  /** The trigger values of the last completion, when given. */
  public declare readonly triggers: pulumi.Output<unknown[] | undefined>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The hostname and optional triggers.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: ExternalDnsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      externalDnsCertificateProvider,
      name,
      { hostname: args.hostname, triggers: args.triggers },
      opts,
      "cloudplatform",
      "ExternalDnsCertificate",
    );
  }
}
