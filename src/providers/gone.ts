import { NotFoundError, NotListedError } from "../errors";

/**
 * What a read fetched, or undefined when the API says the object is gone: its own 404 (a body in one of its error
 * shapes, or none), or its list without the object. A 404 with any other body (a proxy's page, a wrong address) is
 * thrown: it never drops state.
 */
export async function unlessGone<T>(fetched: Promise<T>): Promise<T | undefined> {
  try {
    return await fetched;
  } catch (error) {
    if ((error instanceof NotFoundError && error.fromApi) || error instanceof NotListedError) {
      return undefined;
    }
    throw error;
  }
}
