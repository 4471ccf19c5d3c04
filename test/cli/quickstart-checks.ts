// What every program of the quickstart through the plugin shows under the real Pulumi CLI, whatever its language.
import { promises as fs } from "node:fs";
import path from "node:path";
import {
  changeDnsOutOfBand,
  changeOutOfBand,
  outOfBandAddress,
  outOfBandSize,
  quickstartAccessList,
  quickstartDns,
  quickstartRegistry,
  quickstartStorageZone,
  volumeOf,
  wwwAddress,
} from "../../scripts/example/quickstart";
import { mediaFolder, plannedSteps, type SimulatedStack } from "../helpers/cli-stack";

/** `pulumi up` creates every resource and calls every function; then the refreshed preview is clean. */
export async function expectQuickstartUp({ stack, simulator }: SimulatedStack): Promise<void> {
  await stack.pulumi(["up", "--yes"]);
  expect(await stack.outputs()).toMatchObject({
    volumeName: "data",
    volumeSize: 20,
    wafAction: "logOnly",
    videoBytes: (await fs.stat(path.join(mediaFolder, "sample-video.mp4"))).size,
    trailerStatus: "finished",
    containerImage: "ghcr.io/example/web:1.4.2",
    eventLogPages: 5,
    wwwAddress,
  });
  expect(await quickstartDns(simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
  await expectStorageZoneCreated({ stack, simulator });
  await expectRegistryAndAccessListCreated({ stack, simulator });
  await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
}

/** The storage zone exists as declared, and the state holds its passwords only as secrets. */
export async function expectStorageZoneCreated({ stack, simulator }: SimulatedStack): Promise<void> {
  const zone = await quickstartStorageZone(simulator);
  expect(zone).toMatchObject({ Region: "DE", Rewrite404To200: true });
  expect((await stack.outputs()).storageZoneId).toBe(String(zone.Id));
  const { text } = await stack.exportState();
  for (const password of [zone.Password, zone.ReadOnlyPassword]) {
    expect(password).toEqual(expect.any(String));
    expect(text).not.toContain(password);
  }
}

/**
 * The container registry is Docker Hub's, read without credentials, and the access list holds the two office networks
 * as the API counts them; the outputs name both.
 */
export async function expectRegistryAndAccessListCreated({ stack, simulator }: SimulatedStack): Promise<void> {
  const registry = await quickstartRegistry(simulator);
  expect(registry).toMatchObject({ hostName: "docker.io", isPublic: true });
  const list = await quickstartAccessList(simulator);
  expect(list).toMatchObject({ type: cidrListType, entryCount: 2 });
  expect(await stack.outputs()).toMatchObject({ registryId: String(registry.id), accessListId: String(list.listId) });
}

/** The API's number for an access list of networks (`CIDR`). */
const cidrListType = 1;

/** Changes made outside Pulumi to four resources are caught by the refreshed preview, recorded by refresh and repaired by up. */
export async function expectDriftCaughtAndRepaired({ stack, simulator }: SimulatedStack): Promise<void> {
  changeOutOfBand(simulator);
  await changeDnsOutOfBand(simulator);
  const drift = await stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
  expect(drift.code).not.toBe(0);
  expect(plannedSteps(drift.stdout)).toEqual(["update data", "update site", "update sqli-log-only", "update www"]);
  await stack.pulumi(["refresh", "--yes"]);
  const { deployment } = await stack.exportState();
  const outputsOf = (name: string) => deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`))?.outputs;
  expect(outputsOf("data")?.size).toBe(outOfBandSize);
  expect(outputsOf("www")?.value).toBe(outOfBandAddress);
  expect(outputsOf("site")?.loggingEnabled).toBe(false);
  await stack.pulumi(["up", "--yes"]);
  expect(volumeOf(simulator).size).toBe(20);
  expect(await quickstartDns(simulator)).toEqual({ loggingEnabled: true, wwwValue: wwwAddress });
  await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
}

/** The calls that delete the quickstart's DNS record and zone, in the order a destroy must make them, from the state. */
export async function dnsDeletes({ stack }: SimulatedStack): Promise<string[]> {
  const { deployment } = await stack.exportState();
  const www = deployment.resources.find((resource) => resource.urn.endsWith("::www"));
  const [zoneId, recordId] = String(www?.id).split("/");
  return [`DELETE /dnszone/${zoneId}/records/${recordId}`, `DELETE /dnszone/${zoneId}`];
}

/**
 * The calls that delete the objects the quickstart creates besides its video and DNS objects (the storage zone, the
 * container registry and the access list), from the state.
 */
export async function createdObjectDeletes({ stack }: SimulatedStack): Promise<string[]> {
  const { deployment } = await stack.exportState();
  const idOf = (name: string) => String(deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`))?.id);
  const [shieldZoneId, accessListId] = idOf("offices").split("/");
  return [
    `DELETE /storagezone/${idOf("assets")}`,
    `DELETE /mc/registries/${idOf("images")}`,
    `DELETE /shield/shield-zone/${shieldZoneId}/access-lists/${accessListId}`,
  ];
}

/** The writes of a destroy are exactly `expected`, whatever their order, with the DNS record deleted before its zone. */
export function expectDestroyWrites(writes: string[], expected: string[], [recordDelete, zoneDelete]: string[]): void {
  expect([...writes].sort()).toEqual([...expected, recordDelete, zoneDelete].sort());
  expect(writes.indexOf(recordDelete)).toBeLessThan(writes.indexOf(zoneDelete));
}
