/**
 * The typed client of the API. Where things are:
 * - an endpoint: its API area's module (`container-apps.ts`, `pull-zones.ts`, `shield.ts`, `video.ts`, `partner.ts`)
 *   declares its path, body, retry policy and envelope; `client.ts` holds the public methods;
 * - a failure: `failures.ts` turns a failed answer into its error class, `answers.ts` decides what failed,
 *   `envelopes.ts` says where a 2xx body reports a failure;
 * - a retry: `retry.ts` (which failures, backoff, the loop), `retry-notes.ts` (what an error after retries says);
 *   when a request may start (the 429 pause, the pace): `admission.ts`; one attempt on the wire: `transport.ts`;
 *   headers and the order of the steps: `caller.ts`; paging: `pages.ts`;
 * - shared reads and the writes that drop them, one write at a time per object: `shared-objects.ts`, the objects in
 *   `api-objects.ts`.
 *
 * @module
 */
export { CloudPlatformClient, type ClientOptions } from "./client";
export * from "../errors";
export type { OperationName } from "../operations";
export type * from "../types";
