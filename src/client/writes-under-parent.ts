import { AsyncLocalStorage } from "node:async_hooks";

/** The parent named by the {@link writesUnderParent} whose calls are under way. */
const parents = new AsyncLocalStorage<string>();

/**
 * Runs `calls` with `parentId` known as the parent of the objects they write, for the operations that name an object
 * by its own id alone while the API takes the writes under its parent one at a time (a shield rule's update and
 * delete, in its shield zone): their traits then queue them with the parent's other writes, with no request to find
 * the parent.
 */
export function writesUnderParent<T>(parentId: string, calls: () => Promise<T>): Promise<T> {
  return parents.run(parentId, calls);
}

/** The parent that {@link writesUnderParent} named for the calls under way; undefined outside it. */
export function parentOfWrites(): string | undefined {
  return parents.getStore();
}
