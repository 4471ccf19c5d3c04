import type { ApiObject } from "./row-operations";
import { withUndeclaredFrom, type Codec } from "./row-fields";

type Properties = Record<string, unknown>;

/** `items` sorted by the text of their `key`: the API keeps containers, variables and endpoints as sets. */
function byKey(items: unknown, key: string): Properties[] | undefined {
  if (!Array.isArray(items)) return undefined;
  return [...(items as Properties[])].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
}

function sortedTexts(items: unknown): string[] | undefined {
  return Array.isArray(items) ? [...(items as string[])].sort() : undefined;
}

/** An endpoint of the read (`ContainerEndpoint`) in the form a write takes it (`EndpointRequest`). */
function endpointRequest(endpoint: ApiObject): ApiObject {
  const portMappings = endpoint.portMappings;
  if (endpoint.type === "anycast") return { displayName: endpoint.displayName, anycast: { type: "iPv4", portMappings } };
  if (endpoint.type !== "cdn") return { displayName: endpoint.displayName };
  const sticky = endpoint.stickySessions === undefined ? {} : { stickySessions: endpoint.stickySessions };
  const pullZoneId = endpoint.pullZoneId == null ? {} : { pullZoneId: Number(endpoint.pullZoneId) };
  return { displayName: endpoint.displayName, cdn: { isSslEnabled: endpoint.isSslEnabled, ...pullZoneId, portMappings, ...sticky } };
}

/** A container of the read (`ContainerTemplate`) in the form a write takes it (`ContainerRequest`), its sets sorted. */
function containerRequest(template: ApiObject): ApiObject {
  const { packageId: _packageId, endpoints, environmentVariables, ...rest } = template;
  return {
    ...rest,
    environmentVariables: byKey(environmentVariables, "name"),
    endpoints: (byKey(endpoints, "displayName") ?? []).map(endpointRequest),
  };
}

/** The app's containers as the read answers them, in the API's form of a write, sorted by name. */
export function containersOfRead(app: ApiObject): ApiObject[] {
  return (byKey(app.containerTemplates, "name") ?? []).map(containerRequest);
}

/** Declared containers (the resource's form) with their sets sorted, as the read's are. */
export function sortedContainers(containers: unknown): Properties[] | undefined {
  return byKey(containers, "name")?.map((container) => ({
    ...container,
    ...(Array.isArray(container.environmentVariables) ? { environmentVariables: byKey(container.environmentVariables, "name") } : {}),
    ...(Array.isArray(container.endpoints) ? { endpoints: byKey(container.endpoints, "displayName") } : {}),
  }));
}

/** Region settings (the resource's form) with their region ids sorted, as the API compares them. */
export function sortedRegions(settings: unknown): Properties | undefined {
  if (typeof settings !== "object" || settings === null) return undefined;
  const region = settings as Properties;
  return {
    ...region,
    ...(Array.isArray(region.allowedRegionIds) ? { allowedRegionIds: sortedTexts(region.allowedRegionIds) } : {}),
    ...(Array.isArray(region.requiredRegionIds) ? { requiredRegionIds: sortedTexts(region.requiredRegionIds) } : {}),
  };
}

/**
 * The declared containers as the API would hold them once written: sorted, each with the properties it leaves unset
 * taken from the container of the same name in `found` (the last read, in the resource's form).
 */
export function containersAsStored(declared: unknown, found: unknown, codec: Codec): Properties[] | undefined {
  const sorted = sortedContainers(declared);
  if (sorted === undefined) return undefined;
  const known = Array.isArray(found) ? (found as Properties[]) : [];
  const item = codec.kind === "list" ? codec.items : codec;
  return sorted.map((container) => {
    const same = known.find((other) => other.name === container.name);
    return same === undefined ? container : (withUndeclaredFrom(container, same, item) as Properties);
  });
}

/**
 * The declared volumes as the app keeps them: sorted by name, each that `found` already holds at the size found (a
 * volume's size is the app's only when the app adds it).
 */
export function volumesAsKept(declared: unknown, found: unknown): Properties[] | undefined {
  const sorted = byKey(declared, "name");
  if (sorted === undefined) return undefined;
  const known = Array.isArray(found) ? (found as Properties[]) : [];
  return sorted.map((volume) => {
    const same = known.find((other) => other.name === volume.name);
    return same === undefined ? volume : { ...volume, size: same.size };
  });
}
