/// <reference types="node" preserve="true" />
/**
 * The typed client of the API, without Pulumi: {@link CloudPlatformClient} (one method per API operation), its
 * {@link ClientOptions}, the error classes every failure is one of, and the request and result types. Importing
 * `pulumi-cloudplatform/client` loads neither `@pulumi/pulumi` nor the resources.
 *
 * @module
 */
export { CloudPlatformClient, type ClientOptions } from "./client";
export * from "../errors";
export type { OperationName } from "../operations";
export type * from "../types";
