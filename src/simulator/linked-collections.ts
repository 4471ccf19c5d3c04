import { PULL_ZONE_RECORD_FIELDS, pullZoneModel } from "./handlers/pull-zones";
import type { SimulatorState } from "./state";
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

function pullZones(state: SimulatorState): StoredCollection {
  return recordCollection(
    () => state.pullZones,
    (id, zone) => pullZoneModel(id, zone, false),
    (id, object, existing) => {
      const name = String(object.Name);
      return {
        name,
        originUrl: String(object.OriginUrl ?? ""),
        hostnames: existing?.hostnames ?? [
          { id: Number(state.table.newId(0, "")), value: `${name}.b-cdn.net`, hasCertificate: true, isSystemHostname: true },
        ],
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
    (id, app) => ({
      ...objectTemplate(templateOf("api", ["mc", "apps"])),
      name: id,
      ...app.fields,
      id,
      containerTemplates: [...app.containers.values()],
    }),
    (id, object, existing) => ({
      volumes: existing?.volumes ?? new Map(),
      containers: existing?.containers ?? new Map(),
      fields: without(object, ["id", "containerTemplates"]),
    }),
  );
}

/** The collections whose items the hand-written routes also serve, by their path in the store. */
const LINKED: Record<string, (state: SimulatorState) => StoredCollection> = {
  "api:/pullzone": pullZones,
  "api:/videolibrary": videoLibraries,
  "api:/mc/apps": containerApps,
};

/**
 * The collection at a path of the store: for pull zones, video libraries and container apps, the state's records
 * that the hand-written routes serve, so that an object created through either is read, listed and deleted through
 * both; for every other path, the operations table's own store.
 */
export function collectionAt(state: SimulatorState, path: string): StoredCollection {
  return LINKED[path]?.(state) ?? state.table.collection(path);
}
