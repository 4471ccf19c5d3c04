import type { ApiOperationName } from "./api/operations";
import type { OperationList } from "./client/declared-endpoint";
import type { apiEndpoints } from "./client/endpoints";

/**
 * The name of an API operation: the client names each request by its operation (shown in every error), and the
 * simulator its routes, fault switches and request log. The operations of the table are named `group.method`
 * (`pullZones.get`); the client's earlier methods keep their own names.
 *
 * @useDeclaredType
 */
export type OperationName = OperationList<typeof apiEndpoints>[number] | ApiOperationName;
