import { cachePurgeDefinition } from "./cache-purge";
import { containerAppDefinition } from "./container-app";
import { containerAppDeployDefinition } from "./container-app-deploy";
import { containerAppRestartDefinition } from "./container-app-restart";
import { containerAppUndeployDefinition } from "./container-app-undeploy";
import type { ProviderDefinition } from "./definition";
import { containerLogForwardingDefinition } from "./container-log-forwarding";
import { containerRegistryDefinition } from "./container-registry";
import { dnsRecordDefinition } from "./dns-record";
import { dnsZoneDefinition } from "./dns-zone";
import { dnsZoneRecordScanDefinition } from "./dns-zone-record-scan";
import { dnsZoneWildcardCertificateDefinition } from "./dns-zone-wildcard-certificate";
import { externalDnsCertificateDefinition } from "./external-dns-certificate";
import { externalDnsCertificateRequestDefinition } from "./external-dns-certificate-request";
import { externalHttpCertificateDefinition } from "./external-http-certificate";
import { externalHttpCertificateRequestDefinition } from "./external-http-certificate-request";
import { pullZoneDefinition } from "./pull-zone";
import { pullZoneCachePurgeDefinition } from "./pull-zone-cache-purge";
import { pullZoneEdgeRuleDefinition } from "./pull-zone-edge-rule";
import { pullZoneHostnameDefinition } from "./pull-zone-hostname";
import { shieldAccessListDefinition } from "./shield-access-list";
import { shieldAccessListConfigurationDefinition } from "./shield-access-list-configuration";
import { shieldBotActionDefinition } from "./shield-bot-action";
import { shieldBotCategoryActionDefinition } from "./shield-bot-category-action";
import { shieldApiGuardianDefinition } from "./shield-api-guardian";
import { shieldApiGuardianEndpointDefinition } from "./shield-api-guardian-endpoint";
import { shieldBotDetectionDefinition } from "./shield-bot-detection";
import { shieldCustomResponsePageDefinition } from "./shield-custom-response-page";
import { shieldCustomWafRuleDefinition } from "./shield-custom-waf-rule";
import { shieldRateLimitDefinition } from "./shield-rate-limit";
import { shieldUploadScanningDefinition } from "./shield-upload-scanning";
import { shieldZoneDefinition } from "./shield-zone";
import { storageZoneDefinition } from "./storage-zone";
import { videoCaptionDefinition } from "./video-caption";
import { videoCollectionDefinition } from "./video-collection";
import { videoLibraryDefinition } from "./video-library";
import { videoDefinition } from "./video";
import { videoCodecReencodeDefinition } from "./video-codec-reencode";
import { videoFetchDefinition } from "./video-fetch";
import { videoReencodeDefinition } from "./video-reencode";
import { videoRepackageDefinition } from "./video-repackage";
import { videoResolutionCleanupDefinition } from "./video-resolution-cleanup";
import { videoSmartGenerateDefinition } from "./video-smart-generate";
import { videoThumbnailDefinition } from "./video-thumbnail";
import { videoTranscribeDefinition } from "./video-transcribe";
import { videoUploadDefinition } from "./video-upload";
import { volumeDefinition } from "./volume";
import { wafRuleReviewDefinition } from "./waf-rule-review";

export { bindProvider, type BoundProvider, type ImportRule, type ProviderDefinition, type ReadAnswer } from "./definition";
export { PartiallyAppliedError } from "./partially-applied-error";
export { diffResult } from "./diff";
export { ConfiguredClient } from "./configured-client";

/** Every resource, by its class name: a resource is served, described and tested once it is listed here. */
export const providerDefinitions = {
  Volume: volumeDefinition,
  ExternalDnsCertificate: externalDnsCertificateDefinition,
  WafRuleReview: wafRuleReviewDefinition,
  VideoUpload: videoUploadDefinition,
  Video: videoDefinition,
  DnsZone: dnsZoneDefinition,
  DnsRecord: dnsRecordDefinition,
  StorageZone: storageZoneDefinition,
  PullZone: pullZoneDefinition,
  PullZoneEdgeRule: pullZoneEdgeRuleDefinition,
  PullZoneHostname: pullZoneHostnameDefinition,
  VideoLibrary: videoLibraryDefinition,
  VideoCollection: videoCollectionDefinition,
  VideoCaption: videoCaptionDefinition,
  ShieldAccessList: shieldAccessListDefinition,
  ContainerRegistry: containerRegistryDefinition,
  ContainerApp: containerAppDefinition,
  ContainerLogForwarding: containerLogForwardingDefinition,
  ShieldCustomWafRule: shieldCustomWafRuleDefinition,
  ShieldRateLimit: shieldRateLimitDefinition,
  ShieldZone: shieldZoneDefinition,
  PullZoneCachePurge: pullZoneCachePurgeDefinition,
  CachePurge: cachePurgeDefinition,
  ShieldBotDetection: shieldBotDetectionDefinition,
  ShieldCustomResponsePage: shieldCustomResponsePageDefinition,
  ShieldAccessListConfiguration: shieldAccessListConfigurationDefinition,
  ShieldBotCategoryAction: shieldBotCategoryActionDefinition,
  ShieldBotAction: shieldBotActionDefinition,
  ShieldUploadScanning: shieldUploadScanningDefinition,
  ShieldApiGuardian: shieldApiGuardianDefinition,
  ShieldApiGuardianEndpoint: shieldApiGuardianEndpointDefinition,
  ContainerAppRestart: containerAppRestartDefinition,
  ContainerAppDeploy: containerAppDeployDefinition,
  ContainerAppUndeploy: containerAppUndeployDefinition,
  VideoReencode: videoReencodeDefinition,
  VideoTranscribe: videoTranscribeDefinition,
  VideoRepackage: videoRepackageDefinition,
  VideoSmartGenerate: videoSmartGenerateDefinition,
  DnsZoneWildcardCertificate: dnsZoneWildcardCertificateDefinition,
  DnsZoneRecordScan: dnsZoneRecordScanDefinition,
  ExternalDnsCertificateRequest: externalDnsCertificateRequestDefinition,
  ExternalHttpCertificateRequest: externalHttpCertificateRequestDefinition,
  ExternalHttpCertificate: externalHttpCertificateDefinition,
  VideoThumbnail: videoThumbnailDefinition,
  VideoResolutionCleanup: videoResolutionCleanupDefinition,
  VideoFetch: videoFetchDefinition,
  VideoCodecReencode: videoCodecReencodeDefinition,
};

/** The class name of a resource that has a provider. */
export type ResourceName = keyof typeof providerDefinitions;

/** The class names of every resource, in the registry's order. */
export const resourceNames = Object.keys(providerDefinitions) as ResourceName[];

/** A definition whose inputs and state are the property bags the engine sends, not yet the provider's types. */
export type UntypedDefinition = ProviderDefinition<Record<string, unknown>>;

/** Every definition, for a caller that passes the engine's property bags through (the provider plugin). */
export const resourceDefinitions = Object.values(providerDefinitions) as unknown as readonly UntypedDefinition[];
