/** An object of the API, named by the path of its read, on the account API or the video API. */
export interface ApiObject {
  video?: boolean;
  /** The read's path below the API's base address. */
  path: string;
  /** The objects whose paths lie below this one too (`/pullzone`: the list and every pull zone). */
  andBelow?: boolean;
}

/** Where an API lives for the objects' sake: its address, and its `keyScope` (answers are shared per key). */
export interface ObjectScope {
  address: string;
  scope: string;
}

/** A read's answer, in flight or arrived. */
interface SharedAnswer {
  answer: Promise<unknown>;
  /** `Date.now()` when it arrived; undefined while in flight. */
  arrivedAt?: number;
}

/** The answers of the process, by scope and path. */
const answers = new Map<string, SharedAnswer>();
/** The end of the last write queued, by address and object. */
const writeQueues = new Map<string, Promise<void>>();
/** The writes of the process queued or under way, with the objects they change, until they end. */
const unfinishedWrites = new Set<{ address: string; changes: ApiObject; end: Promise<void> }>();

/**
 * The reads and writes of one client, shared with every client of the process: a read of an object is shared with
 * reads of the same object (same address, key and path) made while it runs or within `reuseSeconds` after it arrived;
 * a write drops the answers it may change before it starts and again when it ends, so that no read returns an answer
 * older than a write this process finished; writes to one object that must not overlap are made one at a time. A
 * shared read waits until no write of the process that changes its object is queued or under way: an answer read
 * beside them would be dropped when they end, and one read after them serves every read that waited.
 */
export class ObjectReadsAndWrites {
  readonly #reuseMs: number;
  readonly #scopes: { account: string; video: string };
  readonly #addresses: { account: string; video: string };

  constructor(reuseSeconds: number, account: ObjectScope, video: ObjectScope) {
    this.#reuseMs = reuseSeconds * 1000;
    this.#scopes = { account: account.scope, video: video.scope };
    this.#addresses = { account: account.address, video: video.address };
  }

  /**
   * The answer of `read`, shared as the class says: every caller gets the same answer, frozen (read-only, to its
   * innermost array and object) so that no caller can change what another reads. A failed read is shared only with the
   * callers already waiting for it. With `reuseSeconds` 0 every read is made, and its answer is the caller's own.
   * `form` names what the read asks of the object (the operation and its parameters): reads of one object in other forms
   * wait for the same writes and are dropped by them, but get answers of their own form only.
   */
  async read<T>(object: ApiObject, read: () => Promise<T>, form: string): Promise<T> {
    if (this.#reuseMs === 0) return read();
    await this.#writesChanging(object);
    const key = `${this.#answerKey(object)}\n${form}`;
    const shared = answers.get(key);
    if (shared !== undefined && (shared.arrivedAt === undefined || Date.now() - shared.arrivedAt <= this.#reuseMs)) {
      return (await shared.answer) as T;
    }
    const fresh: SharedAnswer = { answer: read().then(deepFreeze) };
    answers.set(key, fresh);
    const forget = () => {
      if (answers.get(key) === fresh) answers.delete(key);
    };
    fresh.answer.then(() => {
      if (answers.get(key) !== fresh) return;
      fresh.arrivedAt = Date.now();
      setTimeout(forget, this.#reuseMs).unref();
    }, forget);
    return (await fresh.answer) as T;
  }

  /**
   * Makes `write`, dropping the answers of `changes` before it starts and when it ends; with `oneAtATime`, after every
   * earlier write of the process to that object has ended.
   */
  write<T>(changes: ApiObject, write: () => Promise<T>, oneAtATime?: ApiObject): Promise<T> {
    const run = async () => {
      this.#drop(changes);
      try {
        return await write();
      } finally {
        this.#drop(changes);
      }
    };
    if (oneAtATime === undefined) return this.#unfinished(changes, run());
    const queue = `${this.#address(oneAtATime)}${oneAtATime.path}`;
    const written = this.#unfinished(changes, (writeQueues.get(queue) ?? Promise.resolve()).then(run));
    const end = settled(written);
    writeQueues.set(queue, end);
    void end.then(() => {
      if (writeQueues.get(queue) === end) writeQueues.delete(queue);
    });
    return written;
  }

  /** `written`, counted among the unfinished writes that change `changes` until it ends. */
  #unfinished<T>(changes: ApiObject, written: Promise<T>): Promise<T> {
    const entry = { address: this.#address(changes), changes, end: settled(written) };
    unfinishedWrites.add(entry);
    void entry.end.then(() => unfinishedWrites.delete(entry));
    return written;
  }

  /**
   * Resolves when no write of the process that changes `object` is queued or under way, including writes that start
   * while this one waits: the readers that waited are then released together and share one read. A caller that reads
   * after its own write (a provider's step) waits here instead of starting another write, so the writes run out.
   */
  async #writesChanging(object: ApiObject): Promise<void> {
    const address = this.#address(object);
    for (;;) {
      const ends: Promise<void>[] = [];
      for (const write of unfinishedWrites) {
        if (write.address === address && covers(write.changes, object.path)) ends.push(write.end);
      }
      if (ends.length === 0) return;
      await Promise.all(ends);
    }
  }

  #address(object: ApiObject): string {
    return this.#addresses[object.video ? "video" : "account"];
  }

  #answerKey(object: ApiObject): string {
    return `${this.#scopes[object.video ? "video" : "account"]}\n${object.path}`;
  }

  /** Drops the answers of the objects `changes` names, whatever key read them: a write through one key changes what another reads. */
  #drop(changes: ApiObject): void {
    const address = this.#address(changes);
    for (const shared of answers.keys()) {
      const [sharedAddress, , sharedPath] = shared.split("\n");
      if (sharedAddress === address && covers(changes, sharedPath)) answers.delete(shared);
    }
  }
}

/** Whether a write that changes `changes` changes the object read at `path`. */
function covers(changes: ApiObject, path: string): boolean {
  return path === changes.path || (changes.andBelow === true && path.startsWith(`${changes.path}/`));
}

/** `value` with every array and object in it frozen. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Resolves when `promise` settles, whatever the outcome. */
function settled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}
