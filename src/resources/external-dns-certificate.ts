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
  /**
   * Id of the pull zone that holds the hostname, a whole number. Given, a refresh reads that zone alone; unset, it
   * searches every zone of the account. A change is recorded with no call.
   */
  pullZoneId?: pulumi.Input<string | number>;
}

/**
 * Completes the certificate step of a pull zone hostname that uses external DNS.
 *
 * - create: `POST /pullzone/completeExternalDnsCertificate` with the hostname, then the read below for the pull zone
 *   and the certificate. A failed verification (400) fails with the API's `ErrorKey`, `Field` and `Message`; an
 *   unknown hostname fails with 404.
 * - update: a change of `pullZoneId` is recorded with no call; a change of `hostname` or `triggers` replaces the
 *   resource (completes the step again).
 * - read (`pulumi refresh`, `preview --refresh`): `GET /pullzone/{pullZoneId}` when `pullZoneId` is given, else
 *   the whole list `GET /pullzone`, never with the certificates (their private keys) and never narrowed by a search;
 *   the hostname is matched in any case. A certificate found missing (`hasCertificate: false`) shows as a
 *   replacement that completes it again; the hostname found in no zone (or not in the given one, or the given zone
 *   gone) is reported gone. A zone found, not given, never makes a change.
 * - delete: no API call; the certificate stays.
 *
 * The resource id is the hostname.
 *
 * @example
 * ```ts
 * const cdn = new cloudplatform.ExternalDnsCertificate("cdn", { hostname: "cdn.example.com" });
 * export const hasCertificate = cdn.hasCertificate;
 * ```
 */
export class ExternalDnsCertificate extends pulumi.dynamic.Resource {
  /** The hostname whose certificate step was completed. */
  public declare readonly hostname: pulumi.Output<string>;
  /** The trigger values of the last completion, when given. */
  public declare readonly triggers: pulumi.Output<unknown[] | undefined>;
  /** The pull zone that holds the hostname: the one given, or the one found (absent until first read). */
  public declare readonly pullZoneId: pulumi.Output<string | undefined>;
  /** Whether `pullZoneId` was given (refresh reads that zone) or found (refresh searches every zone). */
  public declare readonly pullZoneIdDeclared: pulumi.Output<boolean | undefined>;
  /** Whether the hostname has its certificate, as the pull zone last reported it. */
  public declare readonly hasCertificate: pulumi.Output<boolean | undefined>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The hostname, optional triggers and pull zone.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: ExternalDnsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      externalDnsCertificateProvider,
      name,
      {
        hostname: args.hostname,
        triggers: args.triggers,
        pullZoneId: args.pullZoneId,
        pullZoneIdDeclared: undefined,
        hasCertificate: undefined,
      },
      opts,
      "cloudplatform",
      "ExternalDnsCertificate",
    );
  }
}
