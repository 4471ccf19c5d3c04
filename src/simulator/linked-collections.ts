import { appAnswer } from "./handlers/container-app";
import { PULL_ZONE_RECORD_FIELDS, pullZoneModel } from "./handlers/pull-zones";
import { SHIELD_ZONE_RECORD_FIELDS, shieldZoneData } from "./handlers/shield";
import { videoModel } from "./video-answers";
import type { HostnameRecord, SimulatorState } from "./state";
import { objectTemplate, templateOf } from "./stored-objects";
import type { StoredCollection, StoredObject } from "./table-store";

function without(object: StoredObject, keys: string[]): StoredObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

/** A collection held in one of the state's maps, seen as the operations table's routes see stored objects. */
function recordCollection<R>(
  records: () => Map<string, R>,
  answer: (id: string, record: R) => StoredObject,
  recordOf: (id: string, object: StoredObject, existing: R | undefined) => R,
): StoredCollection {
  return {
    items: () => [...records()].map(([id, record]) => answer(id, record)),
    item: (id) => {
      const record = records().get(id);
      return record === undefined ? undefined : answer(id, record);
    },
    put: (id, object) => void records().set(id, recordOf(id, object, records().get(id))),
    remove: (id) => records().delete(id),
  };
}

/**
 * A zone's hostnames from the `Hostnames` of an object written: each model as its record says it (the record keeps
 * whether a certificate was issued), and a hostname added by name as a new one without a certificate.
 */
function hostnameRecords(state: SimulatorState, written: unknown, existing: HostnameRecord[]): HostnameRecord[] {
  if (!Array.isArray(written)) return existing;
  return written.map((hostname: unknown) => {
    const model = (typeof hostname === "string" ? { Value: hostname } : hostname) as { Id?: number; Value: string };
    const known = existing.find((record) => record.id === model.Id);
    return known ?? { id: Number(state.table.newId(0, "")), value: model.Value, hasCertificate: false, isSystemHostname: false };
  });
}

function pullZones(state: SimulatorState): StoredCollection {
  return recordCollection(
    () => state.pullZones,
    (id, zone) => pullZoneModel(id, zone, false),
    (id, object, existing) => {
      const name = String(object.Name);
      const system = { id: Number(state.table.newId(0, "")), value: `${name}.b-cdn.net`, hasCertificate: true, isSystemHostname: true };
      return {
        name,
        originUrl: String(object.OriginUrl ?? ""),
        hostnames: existing ? hostnameRecords(state, object.Hostnames, existing.hostnames) : [system],
        fields: without(object, PULL_ZONE_RECORD_FIELDS),
      };
    },
  );
}

function videoLibraries(state: SimulatorState): StoredCollection {
  return recordCollection(
    () => state.videoLibraries,
    (id, library) => ({
      ...objectTemplate(templateOf("api", ["videolibrary"])),
      ...library.fields,
      Id: Number(id),
      VideoCount: library.videos.size,
    }),
    (id, object, existing) => ({
      allowReupload: existing?.allowReupload ?? true,
      videos: existing?.videos ?? new Map(),
      fields: without(object, ["Id", "VideoCount"]),
    }),
  );
}

function containerApps(state: SimulatorState): StoredCollection {
  return recordCollection(
    () => state.apps,
    (id, app) => ({ ...objectTemplate(templateOf("api", ["mc", "apps"])), ...appAnswer(id, app) }),
    (id, object, existing) => ({
      volumes: existing?.volumes ?? new Map(),
      containers: existing?.containers ?? new Map(),
      fields: without(object, ["id", "containerTemplates", "volumes"]),
    }),
  );
}

/** Shield zones; a new one has no triggered rules, no reviews and no bot detection figures yet. */
function shieldZones(state: SimulatorState): StoredCollection {
  return recordCollection(
    () => state.shieldZones,
    (id, zone) => shieldZoneData(Number(id), zone),
    (id, object, existing) => ({
      acceptsReviews: existing?.acceptsReviews ?? true,
      pullZoneId: Number(object.pullZoneId),
      triggeredRuleIds: existing?.triggeredRuleIds ?? new Set(),
      wafReviews: existing?.wafReviews ?? new Map(),
      wafDisabledRules: new Set(Array.isArray(object.wafDisabledRules) ? object.wafDisabledRules.map(String) : []),
      wafLogOnlyRules: new Set(Array.isArray(object.wafLogOnlyRules) ? object.wafLogOnlyRules.map(String) : []),
      botMetrics: existing?.botMetrics ?? { overviewPastTwentyEightDays: null, totalLoggedRequests: 0, totalChallengedRequests: 0 },
      fields: without(object, SHIELD_ZONE_RECORD_FIELDS),
    }),
  );
}

/** The fields a video's record holds itself, apart from `fields`. */
const VIDEO_RECORD_FIELDS = ["videoLibraryId", "guid", "title", "collectionId", "dateUploaded", "status"];

/** The videos of a library; none when the library does not exist. */
function videos(state: SimulatorState, libraryId: string): StoredCollection {
  const library = () => state.videoLibraries.get(libraryId)?.videos ?? new Map();
  return recordCollection(library, (id, video) => videoModel(libraryId, id, video), (id, object, existing) => {
    const video = { ...existing, title: String(object.title), collectionId: String(object.collectionId ?? "") };
    const computed = videoModel(libraryId, id, { ...video, fields: undefined }) as StoredObject;
    const written = Object.entries(without(object, VIDEO_RECORD_FIELDS)).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(computed[key]),
    );
    return { ...video, fields: written.length === 0 ? undefined : Object.fromEntries(written) };
  });
}

/** The collections whose items the hand-written routes also serve, by their path in the store. */
const LINKED: Record<string, (state: SimulatorState) => StoredCollection> = {
  "api:/pullzone": pullZones,
  "api:/videolibrary": videoLibraries,
  "api:/mc/apps": containerApps,
  "api:/shield/shield-zone": shieldZones,
};
const LIBRARY_VIDEOS = /^video:\/library\/([^/]+)\/videos$/;

/**
 * The collection at a path of the store: for pull zones, video libraries, their videos, container apps and shield
 * zones, the state's records
 * that the hand-written routes serve, so that an object created through either is read, listed and deleted through
 * both; for every other path, the operations table's own store.
 */
export function collectionAt(state: SimulatorState, path: string): StoredCollection {
  const libraryId = LIBRARY_VIDEOS.exec(path)?.[1];
  if (libraryId !== undefined) return videos(state, libraryId);
  return LINKED[path]?.(state) ?? state.table.collection(path);
}
