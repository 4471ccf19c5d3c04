import type { OperationList } from "./client/declared-endpoint";
import type { apiEndpoints } from "./client/endpoints";

/**
 * The name of an API operation: the client names each request by its operation (shown in every error), and the
 * simulator its routes, fault switches and request log.
 *
 * @useDeclaredType
 */
export type OperationName = OperationList<typeof apiEndpoints>[number];
