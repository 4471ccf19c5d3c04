import { apiEndpoints } from "./client/endpoints";
import type { OperationOf } from "./client/endpoint";

/**
 * The name of an API operation: the client names each request by its operation (shown in every error), and the
 * simulator its routes, fault switches and request log.
 *
 * @useDeclaredType
 */
export type OperationName = OperationOf<typeof apiEndpoints>;

/** Every operation of the client's endpoints. */
export const OPERATION_NAMES: readonly OperationName[] = [
  ...new Set(Object.entries(apiEndpoints).map(([name, declaration]) => (declaration.operation ?? name) as OperationName)),
];
