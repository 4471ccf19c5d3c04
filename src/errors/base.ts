import type { OperationName } from "../operations";

/** Base class of every error of this package. None of them ever holds an API key or a request header. */
export class CloudPlatformError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Where a request went: shown in every error about it. `path` has no query string. */
export interface RequestTarget {
  /** The API operation the request belongs to, e.g. `updateVolume`. */
  operation: OperationName;
  /** The HTTP method, upper case: `GET`, `PUT`, `PATCH`, `POST` or `DELETE`. */
  method: string;
  /** The request's path on the server (any path of the base address included), ids encoded, without the query. */
  path: string;
}
