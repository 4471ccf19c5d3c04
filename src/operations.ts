import { operationNames } from "./client/endpoint";
import { apiEndpoints } from "./client/endpoints";

/**
 * The operations of the API, by name: the client names each request by its operation (shown in every error), and
 * the simulator its routes, fault switches and request log.
 */
export const OPERATION_NAMES = operationNames(apiEndpoints);

/**
 * The name of an API operation.
 *
 * @useDeclaredType
 */
export type OperationName = (typeof OPERATION_NAMES)[number];
