/// <reference types="node" preserve="true" />
/**
 * The typed client of the API, without Pulumi: {@link CloudPlatformClient} (one method per API operation), its
 * {@link ClientOptions}, the error classes every failure is one of, and the request and result types. Importing
 * `pulumi-cloudplatform/client` loads neither `@pulumi/pulumi` nor the resources.
 *
 * @module
 */
export { CloudPlatformClient, type ClientOptions, type NamedSetting } from "./client";
export type { KnownBody, StreamBody } from "./stream-body";
export type { PagesOptions } from "./pages-options";
export * from "../errors";
export type { OperationName } from "../operations";
export type * from "../types";
export type { ApiGroups } from "./operations";
export type * from "./operations/core";
export type * from "./operations/container-apps";
export type * from "./operations/shield";
export type * from "./operations/video";
export type * as coreModels from "../api/models/core";
export type * as containerAppsModels from "../api/models/container-apps";
export type * as shieldModels from "../api/models/shield";
export type * as videoModels from "../api/models/video";
