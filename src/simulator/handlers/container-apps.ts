import { jsonResponse, type SimulatedResponse, type ValidationIssue } from "../http-responses";
import { integerParameter } from "../query-parameters";
import type { RouteContext } from "../route-context";
import type { AppRecord, VolumeRecord } from "../state";
import { readChangeWrite } from "../write-race";

const VOLUME_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
const PATCH_PROPERTIES = new Set(["name", "size"]);

/**
 * ListApplicationsResponse: `limit` apps (default 20, at most 1000) from where `nextCursor` points, with the cursor of
 * the next page (null on the last).
 */
export function listApps(ctx: RouteContext): SimulatedResponse {
  const limit = integerParameter(ctx, "limit", 20, 1, 1000);
  if (typeof limit !== "number") return limit;
  const start = integerParameter(ctx, "nextCursor", 0, 0, Number.MAX_SAFE_INTEGER);
  if (typeof start !== "number") return start;
  const apps = [...ctx.state.apps];
  const end = start + limit;
  return jsonResponse(200, {
    items: apps.slice(start, end).map(([id, app]) => ({ id, name: app.fields?.name ?? id, status: "active" })),
    meta: { totalItems: apps.length },
    cursor: end < apps.length ? String(end) : null,
  });
}

export function listVolumes(ctx: RouteContext): SimulatedResponse {
  const app = ctx.state.apps.get(ctx.params.appId);
  if (!app) return appNotFound(ctx);
  const volumes = [...app.volumes.values()];
  return jsonResponse(200, {
    items: volumes.map((volume) => volumeInList(volume, app)),
    meta: { totalItems: volumes.length },
    cursor: null,
    summary: {
      totalPods: 1,
      totalContainers: app.containers.size,
      totalStorage: volumes.reduce((sum, volume) => sum + volume.size, 0),
    },
  });
}

export async function updateVolume(ctx: RouteContext): Promise<SimulatedResponse> {
  const issues = volumePatchIssues(ctx.body);
  if (issues.length > 0) {
    return ctx.fail(400, {
      message: issues.map((issue) => `${issue.field ?? "body"}: ${issue.message}`).join("; "),
      errors: issues,
    });
  }
  const app = ctx.state.apps.get(ctx.params.appId);
  if (!app) return appNotFound(ctx);
  const volume = app.volumes.get(ctx.params.volumeId);
  if (!volume) return notFoundInApp(ctx, "Volume template", ctx.params.volumeId);
  const patch = ctx.body as { name?: string | null; size?: number | null };
  // The app's volumes are changed as one template.
  const volumes = await readChangeWrite(
    ctx,
    () => new Map([...app.volumes].map(([id, record]) => [id, { ...record }])),
    (copy) => {
      const patched = copy.get(volume.id)!;
      if (patch.name != null) patched.name = patch.name;
      if (patch.size != null) patched.size = patch.size;
    },
    (copy) => {
      for (const [id, record] of copy) {
        const live = app.volumes.get(id);
        if (live !== undefined) Object.assign(live, record);
      }
    },
  );
  const updated = volumes.get(volume.id)!;
  return jsonResponse(200, { name: updated.name, size: updated.size });
}

/** Removes a volume from its app's template; the answer lists the ids removed. */
export function deleteVolume(ctx: RouteContext): SimulatedResponse {
  const app = ctx.state.apps.get(ctx.params.appId);
  if (!app) return appNotFound(ctx);
  if (!app.volumes.delete(ctx.params.volumeId)) return notFoundInApp(ctx, "Volume template", ctx.params.volumeId);
  return jsonResponse(200, { ids: [ctx.params.volumeId] });
}

export function getContainerTemplate(ctx: RouteContext): SimulatedResponse {
  const app = ctx.state.apps.get(ctx.params.appId);
  if (!app) return appNotFound(ctx);
  const template = app.containers.get(ctx.params.containerId);
  if (!template) return notFoundInApp(ctx, "Container template", ctx.params.containerId);
  return jsonResponse(200, template);
}

function appNotFound(ctx: RouteContext): SimulatedResponse {
  return ctx.fail(404, { message: `Application '${ctx.params.appId}' was not found` });
}

function notFoundInApp(ctx: RouteContext, kind: string, id: string): SimulatedResponse {
  return ctx.fail(404, { message: `${kind} '${id}' was not found in application '${ctx.params.appId}'` });
}

function volumeInList(volume: VolumeRecord, app: AppRecord) {
  const mountedBy = [...app.containers.values()]
    .filter((container) => container.volumeMounts.some((mount) => mount.name === volume.name))
    .map((container) => container.id);
  return {
    id: volume.id,
    name: volume.name,
    size: volume.size,
    totalUsage: volume.totalUsage,
    totalInstancesCount: 1,
    attachedInstancesCount: mountedBy.length > 0 ? 1 : 0,
    containersCount: mountedBy.length,
    volumeInstances: [
      {
        id: `${volume.id}-0`,
        attachedPods: [],
        attachedContainers: mountedBy,
        region: "DE",
        status: mountedBy.length > 0 ? "attached" : "detached",
        size: volume.size,
        usage: volume.totalUsage,
      },
    ],
  };
}

/** PatchVolumeRequest: name (1..50 of [a-zA-Z0-9_-]) and size (integer 1..100), each optional or null, nothing else. */
function volumePatchIssues(body: unknown): ValidationIssue[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return [{ field: null, message: "must be a JSON object" }];
  }
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(body)) {
    if (!PATCH_PROPERTIES.has(key)) issues.push({ field: key, message: "is not a known property (only name and size)" });
  }
  const { name, size } = body as Record<string, unknown>;
  if (name != null) {
    if (typeof name !== "string") issues.push({ field: "name", message: "must be a string or null" });
    else if (name.length < 1 || name.length > 50) issues.push({ field: "name", message: "must be 1 to 50 characters long" });
    else if (!VOLUME_NAME_PATTERN.test(name)) {
      issues.push({ field: "name", message: "must match ^[a-zA-Z0-9_-]+$ (letters, digits, '_' and '-')" });
    }
  }
  if (size != null && !(typeof size === "number" && Number.isInteger(size) && size >= 1 && size <= 100)) {
    issues.push({ field: "size", message: "must be an integer from 1 to 100 or null" });
  }
  return issues;
}
