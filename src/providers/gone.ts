import type { CloudPlatformClient } from "../client";
import { NotFoundError, NotListedError, type CloudPlatformError } from "../errors";
import type { ParentCollection } from "../types";
import { explainedError } from "./explained-error";

/** The 404s already told as a possibly wrong address, so that a caller further out does not read the list again. */
const toldUnbacked = new WeakSet<Error>();

/**
 * Returns where `error` is a 404 of the API's own that a 2xx read of `parent` on the same address backs: the API's word
 * that the object is not there. Throws `error` told as a possibly wrong address where the read fails (a typo such as a
 * `/v2` suffix, a gateway that answers unknown routes with a JSON 404), the read's error naming the address and where
 * it came from; `consequence` says what the failure leaves as it is. Any other error is thrown as it is.
 */
export async function backedNotFound(
  error: unknown,
  client: CloudPlatformClient,
  parent: ParentCollection,
  consequence?: string,
): Promise<void> {
  if (!(error instanceof NotFoundError && error.fromApi) || toldUnbacked.has(error)) {
    throw error;
  }
  await client.confirmApiAddress(parent).catch((unconfirmed: unknown) => {
    const told = explainedError(
      error,
      `${error.method} ${error.path} answered 404, but the list that holds it could not be read on the same address ` +
        `(${(unconfirmed as CloudPlatformError).message}), so the address may not be the API's` +
        (consequence === undefined ? "" : `; ${consequence}`),
    );
    toldUnbacked.add(told);
    throw told;
  });
}

/**
 * What a read fetched, or undefined when the API says the object is gone: its list without the object, or its own
 * 404 (a body in one of its error shapes, or none) on an address that a 2xx read of `parent` shows to be the API's. A
 * 404 with any other body (a proxy's page), or one the parent's read does not back, is thrown: it never drops state.
 */
export async function unlessGone<T>(fetched: Promise<T>, client: CloudPlatformClient, parent: ParentCollection): Promise<T | undefined> {
  try {
    return await fetched;
  } catch (error) {
    if (error instanceof NotListedError) {
      return undefined;
    }
    await backedNotFound(error, client, parent, "the object is kept in the state");
    return undefined;
  }
}
