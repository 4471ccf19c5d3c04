import { randomUUID } from "node:crypto";

/** An object of the store, as the API answers it. */
export type StoredObject = Record<string, unknown>;

/** The items of one collection, by id (as text), in order of creation. */
export interface StoredCollection {
  /** Every item, in order of creation. */
  items(): StoredObject[];
  /** One item by its id, or undefined. */
  item(id: string): StoredObject | undefined;
  /** Stores an item under its id, in place of one of the same id. */
  put(id: string, item: StoredObject): void;
  /** Removes an item; false when there was none. */
  remove(id: string): boolean;
}

/**
 * The objects of the operations no hand-written route serves: the items of each collection under its path as
 * requested (`/dnszone/7/records`), and the settings objects written at a path (`/mc/apps/app-1/autoscaling`).
 * Paths are kept with their literal segments in lower case, as the API matches them.
 */
export class TableStore {
  readonly #collections = new Map<string, Map<string, StoredObject>>();
  readonly #settings = new Map<string, StoredObject>();
  #nextNumber = 1000;

  /** The collection at a path; empty until an item is put in it. */
  collection(path: string): StoredCollection {
    const items = () => this.#collections.get(path);
    return {
      items: () => [...(items()?.values() ?? [])],
      item: (id) => items()?.get(id),
      put: (id, item) => {
        if (!items()) this.#collections.set(path, new Map());
        items()!.set(id, item);
      },
      remove: (id) => items()?.delete(id) ?? false,
    };
  }

  /** The settings object written at a path, or undefined when none was. */
  settings(path: string): StoredObject | undefined {
    return this.#settings.get(path);
  }

  /** Stores the settings object of a path. */
  setSettings(path: string, value: StoredObject): void {
    this.#settings.set(path, value);
  }

  /** A new id in the form `example` has: a number, a GUID, or a name with a counter (`ctr-1001`). */
  newId(example: unknown, prefix: string): number | string {
    this.#nextNumber += 1;
    if (typeof example === "number") return this.#nextNumber;
    if (typeof example === "string" && /^[0-9a-f]{8}-/i.test(example)) return randomUUID();
    return `${prefix}-${this.#nextNumber}`;
  }
}
