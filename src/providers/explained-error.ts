import type { CloudPlatformError } from "../errors";

/**
 * `error` told in the words of the resource that met it: `explanation`, then the original message in parentheses.
 * The class and every field stay those of `error` (an ApiError keeps its operation, method, path and status), so code
 * that tells failures apart by class still can; `cause` is the original.
 */
export function explainedError<E extends CloudPlatformError>(error: E, explanation: string): E {
  const explained = Object.assign(Object.create(Object.getPrototypeOf(error)) as E, error);
  Object.defineProperties(explained, {
    message: { value: `${explanation} (${error.message})`, writable: true, configurable: true },
    cause: { value: error, writable: true, configurable: true },
  });
  Error.captureStackTrace(explained, explainedError);
  return explained;
}
