import type { CloudPlatformClient } from "../client";
import { bindProvider, type BoundProvider, type ProviderDefinition } from "./definition";
import { externalDnsCertificateDefinition } from "./external-dns-certificate";
import { videoDefinition } from "./video";
import { videoUploadDefinition } from "./video-upload";
import { volumeDefinition } from "./volume";
import { wafRuleReviewDefinition } from "./waf-rule-review";

export { bindProvider, type BoundProvider, type ProviderDefinition, type ReadAnswer } from "./definition";
export { ConfiguredClient } from "./configured-client";

/** The provider definition of every resource, by the resource's class name. */
export const providerDefinitions = {
  Volume: volumeDefinition,
  ExternalDnsCertificate: externalDnsCertificateDefinition,
  WafRuleReview: wafRuleReviewDefinition,
  VideoUpload: videoUploadDefinition,
  Video: videoDefinition,
};

/** The class name of a resource that has a provider. */
export type ResourceName = keyof typeof providerDefinitions;

type BoundProviderOf<Definition> =
  Definition extends ProviderDefinition<infer Inputs, infer Outputs> ? BoundProvider<Inputs, Outputs> : never;

/**
 * Every resource's provider, bound to the client that `client` returns (see {@link bindProvider}): for a process that
 * serves several provider configurations, one set per configuration, e.g. over a {@link ConfiguredClient}.
 */
export function bindProviders(client: () => CloudPlatformClient): {
  [Name in ResourceName]: BoundProviderOf<(typeof providerDefinitions)[Name]>;
} {
  return {
    Volume: bindProvider(volumeDefinition, client),
    ExternalDnsCertificate: bindProvider(externalDnsCertificateDefinition, client),
    WafRuleReview: bindProvider(wafRuleReviewDefinition, client),
    VideoUpload: bindProvider(videoUploadDefinition, client),
    Video: bindProvider(videoDefinition, client),
  };
}
