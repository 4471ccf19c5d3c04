import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";

// Identifiers of existing objects in the account. The defaults are the demo
// objects of the embedded simulator that `npm run example` starts.
const settings = new pulumi.Config("quickstart");
const appId = settings.get("appId") ?? "app-demo";
const volumeId = settings.get("volumeId") ?? "vol-data";
const containerId = settings.get("containerId") ?? "ctr-web";
const hostname = settings.get("hostname") ?? "cdn.example.com";
const shieldZoneId = settings.get("shieldZoneId") ?? "12345";
const ruleId = settings.get("ruleId") ?? "942100";
const libraryId = settings.get("libraryId") ?? "4242";
const videoId = settings.get("videoId") ?? "5f3b6c1e-0000-4000-8000-000000000001";
// A real video file (a second of a test pattern; see examples/media/README.md).
const videoFile = settings.get("videoFile") ?? path.join(__dirname, "..", "media", "sample-video.mp4");
// The domain of the DNS zone the program creates.
const domain = settings.get("domain") ?? "quickstart.example";
// The name of the storage zone the program creates, unique across the platform.
const storageZoneName = settings.get("storageZoneName") ?? "quickstart-assets";
// The partner contract exists only for a partner account: read it when `quickstart:partnerContract` is true.
const readPartnerContract = settings.getBoolean("partnerContract") ?? false;

// Adopt an existing volume template and resize it.
const volume = new cloudplatform.Volume("data", {
    appId,
    volumeId,
    name: "data",
    size: 20,
});

const certificate = new cloudplatform.ExternalDnsCertificate("cdn", { hostname });

const review = new cloudplatform.WafRuleReview("sqli-log-only", {
    shieldZoneId,
    ruleId,
    action: "logOnly",
});

// Upload a file into a video that exists already...
const video = new cloudplatform.VideoUpload("intro", {
    libraryId,
    videoId,
    filePath: videoFile,
    enabledResolutions: ["720p", "1080p"],
    enabledOutputCodecs: ["x264"],
    transcribeEnabled: true,
    transcribeLanguages: ["en", "de"],
    sourceLanguage: "en",
    generateTitle: true,
});

// ...or create the video too: `pulumi destroy` deletes it.
const trailer = new cloudplatform.Video("trailer", {
    libraryId,
    title: "Quickstart trailer",
    filePath: videoFile,
    enabledResolutions: ["720p"],
});

// Create a DNS zone and one of its records: `pulumi destroy` deletes both, the record first.
const zone = new cloudplatform.DnsZone("site", { domain, loggingEnabled: true });
// The zone's resource id is its `dnsZoneId`; unlike the output, it stays known while a preview shows the zone updated.
const www = new cloudplatform.DnsRecord("www", {
    zoneId: zone.id,
    type: "A",
    name: "www",
    value: "203.0.113.7",
    ttl: 300,
});

// Scan the records the domain has at its DNS host on the first up, and again whenever the www record is made anew;
// getDnsZoneRecordScan reads the zone's latest scan.
const scan = new cloudplatform.DnsZoneRecordScan("site-scan", { zoneId: zone.id, triggers: [www.id] });
const latestScan = cloudplatform.getDnsZoneRecordScanOutput({ zoneId: zone.id }, { dependsOn: [scan] });

// Create a storage zone: its passwords are secret outputs, and `pulumi destroy` deletes it.
const assets = new cloudplatform.StorageZone("assets", { name: storageZoneName, region: "DE", rewrite404To200: true });

// Create a public registry of Docker Hub images for the container apps: `pulumi destroy` deletes it.
const images = new cloudplatform.ContainerRegistry("images", { displayName: "Quickstart images", type: "dockerHub" });

// Create an access list of the office networks in the shield zone: `pulumi destroy` deletes it.
const offices = new cloudplatform.ShieldAccessList("offices", {
    shieldZoneId,
    name: "Quickstart office networks",
    type: "CIDR",
    content: "198.51.100.0/24\n203.0.113.0/24",
});

const template = cloudplatform.getContainerTemplateOutput({ appId, containerId });
const contract = readPartnerContract ? cloudplatform.getPartnerContractOutput() : undefined;
const botMetrics = cloudplatform.getBotDetectionMetricsOutput({ shieldZoneId });
const eventLogs = cloudplatform.getShieldEventLogsOutput({ shieldZoneId });

export const volumeName = volume.name;
export const volumeSize = volume.size;
export const certificateHostname = certificate.hostname;
export const wafAction = review.action;
export const videoSha256 = video.sha256;
export const videoBytes = video.bytes;
export const trailerVideoId = trailer.videoId;
export const trailerStatus = trailer.status;
export const dnsZoneId = zone.dnsZoneId;
export const wwwAddress = www.value;
export const dnsScanJobId = latestScan.jobId;
export const storageZoneId = assets.storageZoneId;
export const registryId = images.registryId;
export const accessListId = offices.accessListId;
export const containerImage = template.image;
export const containerEndpoints = template.apply((t) => (t.endpoints ?? []).map((e) => e.publicHost));
export const contractBillingType = contract?.billingType;
export const contractEnds = contract?.contractEndDate;
export const botRequestsChallenged = botMetrics.totalChallengedRequests;
export const eventLogEntriesToday = eventLogs.logs.apply((logs) => logs.length);
export const eventLogPagesToday = eventLogs.pages;
