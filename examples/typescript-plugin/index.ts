// The quickstart through the provider plugin, with the SDK generated from it (see Pulumi.yaml): every resource and
// data function, on an explicit provider whose settings are the stack's `cloudplatform:*` config.
import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "cloudplatform-sdk";

// Identifiers of existing objects in the account; the defaults are the embedded simulator's demo objects.
const settings = new pulumi.Config("quickstart");
const appId = settings.get("appId") ?? "app-demo";
const shieldZoneId = settings.get("shieldZoneId") ?? "12345";
const libraryId = settings.get("libraryId") ?? "4242";
// A real video file (a second of a test pattern; see ../media/README.md), relative to this folder.
const videoFile = path.join(__dirname, settings.get("videoFile") ?? "../media/sample-video.mp4");

// One account: a program can declare several providers, each with its own key, and give each resource its own.
const account = new cloudplatform.Provider("account", {
    apiKey: new pulumi.Config("cloudplatform").requireSecret("apiKey"),
    videoApiKey: new pulumi.Config("cloudplatform").getSecret("videoApiKey"),
    baseUrl: new pulumi.Config("cloudplatform").get("baseUrl"),
    videoUrl: new pulumi.Config("cloudplatform").get("videoUrl"),
});
const opts = { provider: account };

// Adopt an existing volume template and resize it.
const volume = new cloudplatform.Volume("data", {
    appId,
    volumeId: settings.get("volumeId") ?? "vol-data",
    name: "data",
    size: 20,
}, opts);

const certificate = new cloudplatform.ExternalDnsCertificate("cdn", {
    hostname: settings.get("hostname") ?? "cdn.example.com",
}, opts);

const review = new cloudplatform.WafRuleReview("sqli-log-only", {
    shieldZoneId,
    ruleId: settings.get("ruleId") ?? "942100",
    action: cloudplatform.WafRuleReviewAction.LogOnly,
}, opts);

// Upload a file into a video that exists already...
const upload = new cloudplatform.VideoUpload("intro", {
    libraryId,
    videoId: settings.get("videoId") ?? "5f3b6c1e-0000-4000-8000-000000000001",
    filePath: videoFile,
    enabledResolutions: [cloudplatform.VideoResolution.VideoResolution_720p, cloudplatform.VideoResolution.VideoResolution_1080p],
    enabledOutputCodecs: [cloudplatform.VideoOutputCodec.X264],
    transcribeEnabled: true,
    transcribeLanguages: [cloudplatform.LanguageCode.En, cloudplatform.LanguageCode.De],
    sourceLanguage: cloudplatform.LanguageCode.En,
    generateTitle: true,
}, opts);

// ...or create the video too: `pulumi destroy` deletes it.
const trailer = new cloudplatform.Video("trailer", {
    libraryId,
    title: "Quickstart trailer",
    filePath: videoFile,
    enabledResolutions: [cloudplatform.VideoResolution.VideoResolution_720p],
}, opts);

// Create a DNS zone and one of its records: `pulumi destroy` deletes both, the record first.
const zone = new cloudplatform.DnsZone("site", { domain: settings.get("domain") ?? "quickstart.example", loggingEnabled: true }, opts);
const www = new cloudplatform.DnsRecord("www", {
    zoneId: zone.dnsZoneId,
    type: cloudplatform.DnsRecordTypes.A,
    name: "www",
    value: "203.0.113.7",
    ttl: 300,
}, opts);

// Create a storage zone: its passwords are secret outputs, and `pulumi destroy` deletes it.
const assets = new cloudplatform.StorageZone("assets", {
    name: settings.get("storageZoneName") ?? "quickstart-assets",
    region: "DE",
    rewrite404To200: true,
}, opts);

// Create a public registry of Docker Hub images for the container apps: `pulumi destroy` deletes it.
const images = new cloudplatform.ContainerRegistry("images", {
    displayName: "Quickstart images",
    type: cloudplatform.RegistryType.DockerHub,
}, opts);

// Create an access list of the office networks in the shield zone: `pulumi destroy` deletes it.
const offices = new cloudplatform.ShieldAccessList("offices", {
    shieldZoneId,
    name: "Quickstart office networks",
    type: cloudplatform.AccessListType.CIDR,
    content: "198.51.100.0/24\n203.0.113.0/24",
}, opts);

const template = cloudplatform.getContainerTemplateOutput({ appId, containerId: settings.get("containerId") ?? "ctr-web" }, opts);
const contract = cloudplatform.getPartnerContractOutput(opts);
const botMetrics = cloudplatform.getBotDetectionMetricsOutput({ shieldZoneId }, opts);
const eventLogs = cloudplatform.getShieldEventLogsOutput({ shieldZoneId }, opts);

export const volumeName = volume.name;
export const volumeSize = volume.size;
export const certificateHostname = certificate.hostname;
export const wafAction = review.action;
export const videoSha256 = upload.sha256;
export const videoBytes = upload.bytes;
export const trailerVideoId = trailer.videoId;
export const trailerStatus = trailer.status;
export const dnsZoneId = zone.dnsZoneId;
export const wwwAddress = www.value;
export const storageZoneId = assets.storageZoneId;
export const registryId = images.registryId;
export const accessListId = offices.accessListId;
export const containerImage = template.image;
export const contractBillingType = contract.billingType;
export const contractEnds = contract.contractEndDate;
export const botRequestsChallenged = botMetrics.totalChallengedRequests;
export const eventLogPages = eventLogs.pages;
