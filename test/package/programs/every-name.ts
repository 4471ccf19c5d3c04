// A Pulumi program as a user writes it, naming every resource, data function and client export of the package.
// Compiled against the packed package, it must type-check under the tsconfig `pulumi new typescript` writes.
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";
import { CloudPlatformClient, CloudPlatformError, NotFoundError } from "pulumi-cloudplatform/client";
import { startSimulator, type RunningSimulator } from "pulumi-cloudplatform/simulator";

const config = new pulumi.Config("example");
const appId = config.get("appId") ?? "app-demo";

const volume = new cloudplatform.Volume("data", { appId, volumeId: "vol-data", name: "data", size: 20 });
const certificate = new cloudplatform.ExternalDnsCertificate("cdn", {
  hostname: "cdn.example.com",
  triggers: [volume.size],
});
const review = new cloudplatform.WafRuleReview("sqli", { shieldZoneId: 12345, ruleId: "942100", action: "logOnly" });
const upload = new cloudplatform.VideoUpload("intro", {
  libraryId: "4242",
  videoId: "5f3b6c1e-0000-4000-8000-000000000001",
  filePath: "intro.mp4",
  enabledResolutions: ["720p", "1080p"],
  transcribeLanguages: ["en"],
});
const trailer = new cloudplatform.Video("trailer", {
  libraryId: 4242,
  title: "Trailer",
  filePath: "trailer.mp4",
  enabledResolutions: ["720p"],
});
const zone = new cloudplatform.DnsZone("zone", { domain: "example.org" });
const record = new cloudplatform.DnsRecord("www", { zoneId: zone.dnsZoneId, type: "A", name: "www", value: "203.0.113.10", ttl: 300 });
// A nested field from another resource's output, and a secret from the config inside an object.
const images = new cloudplatform.ContainerRegistry("images", {
  displayName: "Images",
  type: "gitHub",
  passwordCredentials: { userName: "ci", password: config.requireSecret("registryToken") },
});
const shop = new cloudplatform.ContainerApp("shop", {
  name: "shop",
  runtimeType: "shared",
  autoScaling: { min: 1, max: 2 },
  regionSettings: { allowedRegionIds: ["DE"], requiredRegionIds: [] },
  containerTemplates: [{ name: "web", imageRegistryId: images.registryId, imageNamespace: "example", imageName: "web", imageTag: pulumi.output("1.0.0") }],
});

const template = cloudplatform.getContainerTemplateOutput({ appId, containerId: "ctr-web" });
const contract = cloudplatform.getPartnerContractOutput();
const metrics = cloudplatform.getBotDetectionMetricsOutput({ shieldZoneId: review.shieldZoneId });
const logs = cloudplatform.getShieldEventLogsOutput({ shieldZoneId: "12345", date: "11-22-2026", maxPages: 2 });
const zoneByDomain = cloudplatform.getDnsZoneOutput({ domain: "example.org", maxPages: 2 }, { dependsOn: [zone] });
const recordRead = cloudplatform.getDnsRecordOutput({ zoneId: record.zoneId, recordId: record.recordId });

export const volumeSize: pulumi.Output<number> = volume.size;
export const shopAppId: pulumi.Output<string> = shop.appId;
export const certificateHostname: pulumi.Output<string> = certificate.hostname;
export const wafAction: pulumi.Output<string> = review.action;
export const uploadedSha256: pulumi.Output<string> = upload.sha256;
export const trailerVideoId: pulumi.Output<string> = trailer.videoId;
export const recordZoneId: pulumi.Output<string> = record.zoneId;
export const image: pulumi.Output<string> = template.image;
export const billingType: pulumi.Output<"payAsYouGo" | "postPaid"> = contract.billingType;
export const challenged: pulumi.Output<number> = metrics.totalChallengedRequests;
export const logPages: pulumi.Output<number> = logs.pages;
export const zoneIdByDomain: pulumi.Output<string> = zoneByDomain.dnsZoneId;
export const recordValue: pulumi.Output<string | undefined> = recordRead.apply((read) => read.value);

export async function promiseForms(): Promise<string[]> {
  const found = await cloudplatform.getContainerTemplate({ appId, containerId: "ctr-web" });
  const partner = await cloudplatform.getPartnerContract();
  const bots = await cloudplatform.getBotDetectionMetrics({ shieldZoneId: "12345" });
  const events = await cloudplatform.getShieldEventLogs({ shieldZoneId: "12345", date: "11-22-2026" });
  const dnsZone: cloudplatform.GetDnsZoneResult = await cloudplatform.getDnsZone({ dnsZoneId: 501 });
  const dnsRecordArgs: cloudplatform.GetDnsRecordArgs = { zoneId: dnsZone.dnsZoneId, recordId: "702" };
  const dnsRecord: cloudplatform.GetDnsRecordResult = await cloudplatform.getDnsRecord(dnsRecordArgs);
  return [found.image, partner.currency, String(bots.totalLoggedRequests), String(events.logs.length), dnsRecord.recordId];
}

export async function clientForms(): Promise<void> {
  const simulator: RunningSimulator = await startSimulator();
  const fromRoot: cloudplatform.CloudPlatformClient = new cloudplatform.CloudPlatformClient({
    apiKey: simulator.apiKey,
    baseUrl: simulator.baseUrl,
  });
  const client: CloudPlatformClient = fromRoot;
  try {
    await client.updateVolume("app-demo", "vol-data", { size: 30 });
    console.log((await client.getVolume("app-demo", "vol-data")).size);
    for await (const page of client.shieldEventLogPages("12345", "11-22-2026", { maxPages: 1 })) {
      console.log(page.logs.length);
    }
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof cloudplatform.ApiError) console.log(error.status);
    else if (error instanceof CloudPlatformError) console.log(error.message);
  } finally {
    await client.close();
    await simulator.close();
  }
}

/** What kind of failure an error of the package is, by its class. */
export function failureKind(error: unknown): string {
  if (error instanceof cloudplatform.SettingsError) return "settings";
  if (error instanceof cloudplatform.InputValidationError) return `input, settings too: ${error.settingsIssues !== undefined}`;
  if (error instanceof cloudplatform.UnauthorizedError) return "unauthorized";
  if (error instanceof cloudplatform.ForbiddenError) return "forbidden";
  if (error instanceof cloudplatform.NotFoundError) return "not found";
  if (error instanceof cloudplatform.NotListedError) return `not in ${error.method} ${error.path}: ${error.object}`;
  if (error instanceof cloudplatform.NotUniqueError) return `${error.ids.length} in ${error.method} ${error.path}: ${error.object}`;
  if (error instanceof cloudplatform.RateLimitedError) return `rate limited, ${error.status}`;
  if (error instanceof cloudplatform.VideoAlreadyUploadedError) return "already uploaded";
  if (error instanceof cloudplatform.ResponseValidationError) return "unexpected answer";
  if (error instanceof cloudplatform.NetworkError) return "network";
  if (error instanceof cloudplatform.RequestNotSentError) return `not sent: ${error.operation}`;
  if (error instanceof cloudplatform.ApiError) return `api ${error.status}`;
  if (error instanceof cloudplatform.CloudPlatformError) return "other";
  return "not the package's";
}

export const simulatorFromRoot: () => Promise<cloudplatform.RunningSimulator> = cloudplatform.startSimulator;
