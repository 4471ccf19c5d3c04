// What both ways of running the quickstart share: where it is, the stack's name, and the out-of-band change.
import path from "node:path";
import { CloudPlatformClient } from "../../src/client";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";

export const repoRoot = path.resolve(__dirname, "..", "..");
export const quickstartProgram = path.join(repoRoot, "examples", "quickstart");
export const stackName = "quickstart";
/** examples/media, whose video the quickstart names relative to its own folder. */
export const mediaFolder = path.join(repoRoot, "examples", "media");

/** The quickstart's own settings for a run on the simulator, whose demo account is a partner: read the contract. */
export const simulatorProgramConfig = { "quickstart:partnerContract": "true" };

/** The simulator of a quickstart run: it encodes video files only, as the real API does, so a stand-in would fail. */
export const quickstartSimulatorOptions = { encodeVideoFilesOnly: true };

/** The size the volume is given behind Pulumi's back; the program declares 20. */
export const outOfBandSize = 35;

/** The domain of the quickstart's DNS zone, and the address its record `www` answers. */
export const quickstartDomain = "quickstart.example";
export const wwwAddress = "203.0.113.7";
/** The address the record `www` is given behind Pulumi's back. */
export const outOfBandAddress = "198.51.100.23";

/** What is changed behind Pulumi's back, as a step title. */
export const outOfBandChange =
  `Someone resizes the volume (size 20 -> ${outOfBandSize}), disables the WAF rule, turns off the DNS zone's query log ` +
  `and points www at ${outOfBandAddress} outside Pulumi`;

/** A step of the sequence did not behave as expected: the example exits with status 1 and this message. */
export class ExampleFailed extends Error {}

/** The simulator's demo volume that the quickstart adopts. */
export function volumeOf(simulator: RunningSimulator): { size: number } {
  return simulator.state.apps.get("app-demo")!.volumes.get("vol-data")!;
}

/** The changes of `outOfBandChange`, in the simulator; the program reviews rule 942100 of zone 12345 as log only. */
export function changeOutOfBand(simulator: RunningSimulator): void {
  volumeOf(simulator).size = outOfBandSize;
  const zone = simulator.state.shieldZones.get("12345")!;
  simulator.dashboard.setWafRuleLists("12345", {
    disabled: [...zone.wafDisabledRules, "942100"],
    logOnly: [...zone.wafLogOnlyRules].filter((rule) => rule !== "942100"),
  });
}

/**
 * The DNS changes of `outOfBandChange`, made through the API as the dashboard makes them: the zone the program created
 * stops logging queries, and its record `www` answers another address.
 */
export async function changeDnsOutOfBand(simulator: RunningSimulator): Promise<void> {
  const client = clientOf(simulator);
  const { zoneId, wwwId } = await findQuickstartDns(client);
  await client.dnsZones.update({ dnsZoneId: zoneId, body: { LoggingEnabled: false } });
  await client.dnsZones.updateRecord({ zoneId, recordId: wwwId, body: { Value: outOfBandAddress } });
}

/** The quickstart's zone and its record `www`, as the API answers them. */
export async function quickstartDns(simulator: RunningSimulator): Promise<{ loggingEnabled: unknown; wwwValue: unknown }> {
  const { loggingEnabled, wwwValue } = await findQuickstartDns(clientOf(simulator));
  return { loggingEnabled, wwwValue };
}

function clientOf(simulator: RunningSimulator): CloudPlatformClient {
  return new CloudPlatformClient({ baseUrl: simulator.baseUrl, videoUrl: simulator.videoUrl, apiKey: simulator.apiKey });
}

async function findQuickstartDns(client: CloudPlatformClient) {
  const zones = await client.dnsZones.listAll({ search: quickstartDomain });
  const zone = zones.find((candidate) => candidate.Domain === quickstartDomain);
  const www = zone?.Records?.find((record) => record.Name === "www");
  if (zone?.Id === undefined || www?.Id === undefined) throw new ExampleFailed(`the zone ${quickstartDomain} and its record www were not found`);
  return { zoneId: zone.Id, wwwId: www.Id, loggingEnabled: zone.LoggingEnabled, wwwValue: www.Value };
}

/** The name of the quickstart's storage zone. */
export const quickstartStorageZoneName = "quickstart-assets";

/** The quickstart's storage zone as the API answers it, passwords included. */
export async function quickstartStorageZone(simulator: RunningSimulator) {
  const zones = await clientOf(simulator).storageZones.list({ search: quickstartStorageZoneName });
  const zone = zones.find((candidate) => candidate.Name === quickstartStorageZoneName);
  if (zone?.Id === undefined) throw new ExampleFailed(`the storage zone ${quickstartStorageZoneName} was not found`);
  return zone;
}

/** The display name of the quickstart's container registry. */
export const quickstartRegistryName = "Quickstart images";

/** The quickstart's container registry as the API answers it. */
export async function quickstartRegistry(simulator: RunningSimulator) {
  const registries = await clientOf(simulator).containerRegistries.listAll();
  const registry = registries.find((candidate) => candidate.displayName === quickstartRegistryName);
  if (registry?.id === undefined) throw new ExampleFailed(`the container registry ${quickstartRegistryName} was not found`);
  return registry;
}

/** The name of the quickstart's access list, in the simulator's demo shield zone. */
export const quickstartAccessListName = "Quickstart office networks";

/** The quickstart's access list as the shield zone's list of access lists answers it, with the entries the API counted. */
export async function quickstartAccessList(simulator: RunningSimulator) {
  const { customLists } = await clientOf(simulator).shieldZones.getAccessLists({ shieldZoneId: DEMO.shieldZone.id });
  const list = customLists?.find((candidate) => candidate.name === quickstartAccessListName);
  if (list === undefined) throw new ExampleFailed(`the access list ${quickstartAccessListName} was not found`);
  return list;
}

/** The first step, as a title. */
export const upStep =
  "pulumi up: adopt and resize the volume, complete the certificate, review the WAF rule, upload the video, create the " +
  "DNS zone and record, the storage zone, the container registry and the shield access list";

/** The steps after the drift is caught, as titles. */
export const repairStep = "pulumi up --refresh: put the volume, the WAF rule and the DNS zone and record back as the program declares them";
export const cleanAgainStep = "pulumi preview --refresh --expect-no-changes: clean again after the repair";

/**
 * Printed on the line before the drift preview's `error: no changes were expected...`, which is how
 * `--expect-no-changes` reports drift: the outcome the step exists to show, not a failure of the run.
 */
export const expectedDriftError =
  "The error on the next line is this step's expected outcome: --expect-no-changes fails because the drift was found.";

/** The last line of a run in which every step behaved as expected. */
export const allStepsPassed =
  "All steps passed: up, the clean check, the drift caught, the repair, the clean check again and destroy.";

export function step(title: string): void {
  console.log(`\n=== ${title}`);
}
