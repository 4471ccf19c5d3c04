import type { OperationName } from "../operations";

/** Base class of every error of this package. None of them ever holds an API key or a request header. */
export class CloudPlatformError extends Error {
  /** What the client added to the message once it knew more (the attempts made, the key refused), in order. */
  readonly notes: string[] = [];

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }

  /** Adds `note` to `notes` and to the end of the message, and of the stack's first line. */
  addNote(note: string): void {
    const message = this.message;
    // V8 writes the stack's first line from the message when the stack is first read: read before the message changes,
    // so that the note is added once whether or not it was read already.
    const stack = this.stack;
    this.message = `${message} ${note}`;
    if (stack !== undefined) this.stack = stack.replace(message, this.message);
    this.notes.push(note);
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
