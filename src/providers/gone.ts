import type { CloudPlatformClient } from "../client";
import { NotFoundError, NotListedError, type CloudPlatformError } from "../errors";
import type { ParentCollection } from "../types";
import { explainedError } from "./explained-error";

/**
 * What a read fetched, or undefined when the API says the object is gone: its list without the object, or its own
 * 404 (a body in one of its error shapes, or none) on an address that a 2xx read of `parent` shows to be the API's. A
 * 404 with any other body (a proxy's page), or one the parent's read does not back (a wrong address such as a `/v2`
 * suffix, a gateway that answers unknown routes with a JSON 404), is thrown: it never drops state.
 */
export async function unlessGone<T>(fetched: Promise<T>, client: CloudPlatformClient, parent: ParentCollection): Promise<T | undefined> {
  try {
    return await fetched;
  } catch (error) {
    if (error instanceof NotListedError) {
      return undefined;
    }
    if (!(error instanceof NotFoundError && error.fromApi)) {
      throw error;
    }
    await client.confirmApiAddress(parent).catch((unconfirmed: unknown) => {
      throw explainedError(
        error,
        `${error.method} ${error.path} answered 404, but the list that holds it could not be read on the same address ` +
          `(${(unconfirmed as CloudPlatformError).message}), so the address may not be the API's: check ` +
          "cloudplatform:baseUrl and cloudplatform:videoUrl; the object is kept in the state",
      );
    });
    return undefined;
  }
}
