import { servedOperations } from "../../api/served-operations";
import { DEMO } from "../demo-account";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath } from "../stored-objects";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";

/** Between a list's id and its configuration's (see {@link accessListConfigurationId}). */
const CONFIGURATION_OFFSET = 500_000;

/**
 * The id of a custom list's configuration. The API gives each configuration an id of its own, which only the zone's
 * list of access lists tells; the simulator derives it from the list's id, a number apart from every list's.
 */
export function accessListConfigurationId(listId: number): number {
  return listId + CONFIGURATION_OFFSET;
}

/** What a list's configuration holds until it is written: the list is off and does nothing. */
const NEW_CONFIGURATION = { isEnabled: false, action: 0 };

/**
 * The lists the platform keeps up to date itself (managed lists), which every zone has, each with a configuration of
 * the zone's; the simulator gives them ids no custom list's configuration takes.
 */
const MANAGED_LISTS: readonly StoredObject[] = [
  {
    listId: 1,
    configurationId: DEMO.managedAccessList.configurationId,
    name: DEMO.managedAccessList.name,
    type: 1,
    category: 1,
    requiredPlan: 0,
    entryCount: 4210,
  },
  { listId: 2, configurationId: 9002, name: "Tor exit nodes", type: 0, category: 8, requiredPlan: 0, entryCount: 1187 },
  { listId: 3, configurationId: 9003, name: "AI crawlers", type: 1, category: 1024, requiredPlan: 1, entryCount: 356 },
];

/** Whether `configurationId` is that of one of the managed lists. */
function isManaged(configurationId: number): boolean {
  return MANAGED_LISTS.some((list) => list.configurationId === configurationId);
}

function listsPath(ctx: RouteContext): string {
  return concretePath("api", ["shield", "shield-zone", "{shieldZoneId}", "access-lists"], ctx.params);
}

function configurationPath(ctx: RouteContext, configurationId: number): string {
  return `${listsPath(ctx)}/configurations/${configurationId}`;
}

/** AccessListDetails of a managed list: the list as the platform keeps it, and the zone's configuration of it. */
function managedListDetails(ctx: RouteContext, list: StoredObject): StoredObject {
  return {
    ...list,
    description: null,
    ...NEW_CONFIGURATION,
    ...ctx.state.table.settings(configurationPath(ctx, Number(list.configurationId))),
    updateFrequency: "1.00:00:00",
    lastUpdated: "2026-01-01T00:00:00Z",
  };
}

/** AccessListDetails of a custom list: the list's own fields, and its configuration as last written. */
function customListDetails(ctx: RouteContext, list: StoredObject): StoredObject {
  const configurationId = accessListConfigurationId(Number(list.id));
  const content = typeof list.content === "string" ? list.content : "";
  return {
    listId: list.id,
    configurationId,
    name: list.name,
    description: list.description ?? null,
    ...NEW_CONFIGURATION,
    ...ctx.state.table.settings(configurationPath(ctx, configurationId)),
    type: list.type,
    category: 0,
    requiredPlan: 0,
    entryCount: content === "" ? 0 : content.split("\n").length,
    updateFrequency: null,
    lastUpdated: list.lastModified ?? ctx.now.toISOString(),
  };
}

/**
 * AccessListsDetailsResponse: the managed lists and the zone's custom lists (those its create made, kept by the
 * operations table's store), each with the zone's configuration of it. An unknown zone answers 404.
 */
export function getAccessLists(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.getAccessLists"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const customLists = ctx.state.table
    .collection(listsPath(ctx))
    .items()
    .map((list) => customListDetails(ctx, list));
  return jsonResponse(200, {
    managedLists: MANAGED_LISTS.map((list) => managedListDetails(ctx, list)),
    customLists,
    customEntryCount: customLists.reduce((sum, list) => sum + Number(list.entryCount), 0),
    customEntryLimit: null,
    customListCount: customLists.length,
    customListLimit: null,
    error: SUCCEEDED_RESULT,
  });
}

/**
 * UpdateAccessListConfigurationResponse: the configuration of a managed list or a custom list of the zone, its fields
 * sent written over those it had; an id no list of the zone has answers 404.
 */
export function updateAccessListsConfiguration(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.updateAccessListsConfiguration"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const configurationId = Number(check.input.configurationId);
  const custom = ctx.state.table.collection(listsPath(ctx)).item(String(configurationId - CONFIGURATION_OFFSET));
  if (custom === undefined && !isManaged(configurationId)) {
    return ctx.fail(404, { errorKey: "not_found.access_list_configuration", message: `Configuration ${configurationId} was not found` });
  }
  const path = configurationPath(ctx, configurationId);
  const sent = Object.fromEntries(Object.entries(check.input.body as StoredObject).filter(([, value]) => value !== null));
  const configuration = { ...NEW_CONFIGURATION, ...ctx.state.table.settings(path), ...sent };
  ctx.state.table.setSettings(path, configuration);
  return jsonResponse(200, { data: configuration, error: SUCCEEDED_RESULT });
}
