import { randomUUID } from "node:crypto";

/** An object of the store, as the API answers it. */
export type StoredObject = Record<string, unknown>;

/**
 * The objects of the operations no hand-written route serves: the items of each collection under its path as
 * requested (`/dnszone/7/records`), and the settings objects written at a path (`/mc/apps/app-1/autoscaling`).
 * Paths are kept with their literal segments in lower case, as the API matches them.
 */
export class TableStore {
  readonly #collections = new Map<string, Map<string, StoredObject>>();
  readonly #settings = new Map<string, StoredObject>();
  #nextNumber = 1000;

  /** The items of a collection, in order of creation. */
  items(collection: string): StoredObject[] {
    return [...(this.#collections.get(collection)?.values() ?? [])];
  }

  /** One item of a collection by its id (as text), or undefined. */
  item(collection: string, id: string): StoredObject | undefined {
    return this.#collections.get(collection)?.get(id);
  }

  /** Stores an item under its id, in place of one of the same id. */
  put(collection: string, id: string, item: StoredObject): void {
    let items = this.#collections.get(collection);
    if (!items) this.#collections.set(collection, (items = new Map()));
    items.set(id, item);
  }

  /** Removes an item; false when there was none. */
  remove(collection: string, id: string): boolean {
    return this.#collections.get(collection)?.delete(id) ?? false;
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
