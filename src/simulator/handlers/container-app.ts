import { createHash } from "node:crypto";
import type { ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import type { ContainerEndpointRecord, ContainerTemplateRecord } from "../container-template";
import { emptyResponse, jsonResponse, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import type { AppRecord, SimulatorState, VolumeRecord } from "../state";
import type { StoredObject } from "../table-store";

type Body = Record<string, unknown>;

interface PortMappingRequest {
  containerPort: number;
  exposedPort?: number | null;
  protocols?: ("tcp" | "udp" | "sctp")[];
}

interface EndpointRequest {
  displayName: string;
  cdn?: { isSslEnabled?: boolean; pullZoneId?: number | null; portMappings?: PortMappingRequest[]; stickySessions?: StoredObject };
  anycast?: { type: string; portMappings: PortMappingRequest[] };
}

interface RegionRequest {
  allowedRegionIds?: string[] | null;
  requiredRegionIds?: string[] | null;
  maxAllowedRegions?: number | null;
}

interface ContainerRequest {
  id?: string | null;
  name: string;
  imageName: string;
  imageNamespace: string;
  imageTag: string;
  imageRegistryId: string;
  imageDigest?: string | null;
  imagePullPolicy?: "always" | "ifNotPresent";
  entryPoint?: ContainerTemplateRecord["entryPoint"];
  probes?: ContainerTemplateRecord["probes"];
  environmentVariables?: ContainerTemplateRecord["environmentVariables"];
  endpoints?: EndpointRequest[];
  volumeMounts?: ContainerTemplateRecord["volumeMounts"];
}

/**
 * The app read (`Application`): the record's fields, its container templates (each environment variable list sorted
 * by name, as the API answers them, whatever order they were sent in) and its volumes' names and sizes.
 */
export function appAnswer(id: string, app: AppRecord): StoredObject {
  return {
    name: id,
    containerInstances: [],
    ...app.fields,
    id,
    containerTemplates: [...app.containers.values()].map((container) => ({
      ...container,
      environmentVariables: [...container.environmentVariables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    })),
    volumes: [...app.volumes.values()].map(({ name, size }) => ({ name, size })),
  };
}

function sameName(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase();
}

/** The app holding `name`: the API refuses a second app of a name (its create's 409), whatever the case. */
function holderOfName(state: SimulatorState, name: string): string | undefined {
  for (const [id, app] of state.apps) {
    if (sameName(String(app.fields?.name ?? id), name)) return id;
  }
  return undefined;
}

function portMappingsOf(requests: PortMappingRequest[] | undefined, defaultExposed: (port: number) => number) {
  return (requests ?? []).map((mapping) => ({
    containerPort: mapping.containerPort,
    exposedPort: mapping.exposedPort ?? defaultExposed(mapping.containerPort),
    protocols: mapping.protocols ?? ["tcp"],
  }));
}

/** An endpoint as the read answers it; one of the same display name keeps its id, host and pull zone. */
function endpointOf(
  state: SimulatorState,
  appId: string,
  request: EndpointRequest,
  existing?: ContainerEndpointRecord,
): ContainerEndpointRecord {
  const id = existing?.id ?? String(state.table.newId("", "ep"));
  const host = existing?.publicHost ?? `${request.displayName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${appId}.b-cdn.net`;
  if (request.anycast !== undefined) {
    return {
      id,
      displayName: request.displayName,
      publicHost: host,
      type: "anycast",
      isSslEnabled: false,
      pullZoneId: existing?.pullZoneId ?? "0",
      portMappings: portMappingsOf(request.anycast.portMappings, (port) => port),
      publicIpAddresses: [{ address: "198.51.100.20", region: "DE" }],
    };
  }
  const cdn = request.cdn ?? {};
  const pullZoneId = cdn.pullZoneId == null ? existing?.pullZoneId ?? String(state.table.newId(0, "")) : String(cdn.pullZoneId);
  return {
    id,
    displayName: request.displayName,
    publicHost: host,
    type: "cdn",
    isSslEnabled: cdn.isSslEnabled ?? false,
    pullZoneId,
    portMappings: portMappingsOf(cdn.portMappings, () => (cdn.isSslEnabled === true ? 443 : 80)),
    ...(cdn.stickySessions === undefined ? {} : { stickySessions: cdn.stickySessions as ContainerEndpointRecord["stickySessions"] }),
  };
}

/** A container template as the read answers it; one of the same name (or the id sent) keeps its id and endpoints' ids. */
function containerOf(state: SimulatorState, appId: string, request: ContainerRequest, app?: AppRecord): ContainerTemplateRecord {
  const existing = [...(app?.containers.values() ?? [])].find(
    (container) => container.id === request.id || sameName(container.name, request.name),
  );
  const id = existing?.id ?? String(state.table.newId("", "ctr"));
  const image = `${request.imageNamespace}/${request.imageName}:${request.imageTag}`;
  return {
    id,
    name: request.name,
    packageId: existing?.packageId ?? `pkg-${id}`,
    image,
    imageName: request.imageName,
    imageNamespace: request.imageNamespace,
    imageTag: request.imageTag,
    imageRegistryId: request.imageRegistryId,
    imageDigest: request.imageDigest ?? `sha256:${createHash("sha256").update(image).digest("hex")}`,
    imagePullPolicy: request.imagePullPolicy ?? "ifNotPresent",
    entryPoint: request.entryPoint ?? {},
    probes: request.probes ?? {},
    environmentVariables: request.environmentVariables ?? [],
    endpoints: (request.endpoints ?? []).map((endpoint) =>
      endpointOf(state, appId, endpoint, existing?.endpoints.find((known) => known.displayName === endpoint.displayName)),
    ),
    volumeMounts: request.volumeMounts ?? [],
  };
}

/** The volume templates a write declares; one of the same name keeps its id and usage. */
function volumesOf(state: SimulatorState, requests: { name: string; size: number }[], app?: AppRecord): Map<string, VolumeRecord> {
  return new Map(
    requests.map((request) => {
      const existing = [...(app?.volumes.values() ?? [])].find((volume) => volume.name === request.name);
      const id = existing?.id ?? String(state.table.newId("", "vol"));
      return [id, { id, name: request.name, size: request.size, totalUsage: existing?.totalUsage ?? 0 }];
    }),
  );
}

/**
 * Writes the fields of a create, a replace or a patch into `app`: the read shapes of what was sent. The region
 * settings' node selectors and the termination grace period are taken but never read back. A write starts a
 * deployment: the app reads as progressing once, then active, or failing when one of its images cannot be pulled.
 */
function written(state: SimulatorState, appId: string, body: Body, app: AppRecord): void {
  const fields: StoredObject = { ...app.fields };
  for (const key of ["name", "runtimeType", "autoScaling"]) if (body[key] != null) fields[key] = body[key];
  const region = body.regionSettings as RegionRequest | undefined;
  if (region != null) {
    fields.regionSettings = {
      allowedRegionIds: region.allowedRegionIds ?? [],
      requiredRegionIds: region.requiredRegionIds ?? [],
      maxAllowedRegions: region.maxAllowedRegions ?? null,
      provisioningType: "dynamic",
    };
  }
  if (Array.isArray(body.containerTemplates)) {
    const containers = (body.containerTemplates as ContainerRequest[]).map((request) => containerOf(state, appId, request, app));
    app.containers = new Map(containers.map((container) => [container.id, container]));
  }
  if (Array.isArray(body.volumes)) app.volumes = volumesOf(state, body.volumes as { name: string; size: number }[], app);
  const [first] = [...app.containers.values()].flatMap((container) => container.endpoints);
  if (first !== undefined) fields.displayEndpoint = { id: first.id, address: first.publicHost, type: first.type };
  app.fields = fields;
  startDeployment(state, app);
}

/** A deployment of the app's templates starts: it reads as progressing once, then failing if an image cannot be pulled, else active. */
function startDeployment(state: SimulatorState, app: AppRecord): void {
  app.fields = { ...app.fields, status: "progressing" };
  app.deployment = [...app.containers.values()].some((container) => state.unpullableImages.has(container.image)) ? "failing" : "active";
}

function appNotFound(ctx: RouteContext): SimulatedResponse {
  return ctx.fail(404, { message: `Application '${ctx.params.appId}' was not found` });
}

function nameTaken(ctx: RouteContext, name: string): SimulatedResponse {
  return ctx.fail(409, { message: `An application named '${name}' already exists` });
}

/** A write's request checked against the spec: its body, or the 400 naming the field. */
function checkedBody(name: ApiOperationName, ctx: RouteContext): { body: Body } | { answer: SimulatedResponse } {
  const check = checkRequest(servedOperations[name], ctx);
  return check.ok ? { body: check.input.body as Body } : { answer: check.answer };
}

/** POST /mc/apps: answers the new app's id alone; a name another app holds is refused with 409. */
export function createApp(ctx: RouteContext): SimulatedResponse {
  const checked = checkedBody("containerApps.create", ctx);
  if ("answer" in checked) return checked.answer;
  const { body } = checked;
  if (holderOfName(ctx.state, String(body.name)) !== undefined) return nameTaken(ctx, String(body.name));
  const id = String(ctx.state.table.newId("", "app"));
  const app: AppRecord = { volumes: new Map(), containers: new Map(), fields: { containerInstances: [] } };
  written(ctx.state, id, body, app);
  ctx.state.apps.set(id, app);
  return jsonResponse(201, { id });
}

/** GET /mc/apps/{appId}: a deployment under way reads as progressing once, then as its outcome. */
export function getApp(ctx: RouteContext): SimulatedResponse {
  const app = ctx.state.apps.get(ctx.params.appId);
  if (!app) return appNotFound(ctx);
  const answer = appAnswer(ctx.params.appId, app);
  if (app.deployment !== undefined) {
    app.fields = { ...app.fields, status: app.deployment };
    delete app.deployment;
  }
  return jsonResponse(200, answer);
}

/** PUT /mc/apps/{appId} (the whole app, as a create sends it) and PATCH (the fields sent): answer the app's id. */
function appWrite(name: "containerApps.replace" | "containerApps.update") {
  return (ctx: RouteContext): SimulatedResponse => {
    const checked = checkedBody(name, ctx);
    if ("answer" in checked) return checked.answer;
    const body = { ...checked.body };
    const app = ctx.state.apps.get(ctx.params.appId);
    if (!app) return appNotFound(ctx);
    if (name === "containerApps.replace") body.volumes ??= [];
    written(ctx.state, ctx.params.appId, body, app);
    return jsonResponse(200, { id: ctx.params.appId });
  };
}

export const replaceApp = appWrite("containerApps.replace");
export const updateApp = appWrite("containerApps.update");

/**
 * POST /mc/apps/{appId}/restart: the app's instances start again from the same templates, which changes nothing a
 * read reports; an app the account does not have is a 404.
 */
export function restartApp(ctx: RouteContext): SimulatedResponse {
  if (!ctx.state.apps.has(ctx.params.appId)) return appNotFound(ctx);
  return emptyResponse(200);
}

/**
 * POST /mc/apps/{appId}/deploy and /undeploy: a deploy starts the app's templates again, as a write does; an undeploy
 * stops every instance, and the app reads as inactive until a deploy or a write. An app the account does not have is
 * a 404; a suspended one (a status only the platform sets) refuses both with 409.
 */
function appSwitch(action: (state: SimulatorState, app: AppRecord) => void) {
  return (ctx: RouteContext): SimulatedResponse => {
    const app = ctx.state.apps.get(ctx.params.appId);
    if (!app) return appNotFound(ctx);
    if (app.fields?.status === "suspended") return ctx.fail(409, { message: `Application '${ctx.params.appId}' is suspended` });
    action(ctx.state, app);
    return emptyResponse(200);
  };
}

/** The app reads as `status` from now on, with no deployment under way. */
export function settleStatus(app: AppRecord, status: "inactive" | "suspended"): void {
  app.fields = { ...app.fields, status };
  delete app.deployment;
}

export const deployApp = appSwitch(startDeployment);
export const undeployApp = appSwitch((_state, app) => settleStatus(app, "inactive"));

/** DELETE /mc/apps/{appId}. */
export function deleteApp(ctx: RouteContext): SimulatedResponse {
  if (!ctx.state.apps.delete(ctx.params.appId)) return appNotFound(ctx);
  return emptyResponse(200);
}
