import { concretePath } from "./stored-objects";
import type { StoredObject } from "./table-store";

// A shield zone's API Guardian as the simulator keeps it: its configuration and its endpoints, in the settings stored
// at its read's path.

/** Where a shield zone's API Guardian settings are kept: its configuration and its endpoints, as its read answers them. */
export function apiGuardianPath(params: Record<string, string>): string {
  return concretePath("api", ["shield", "shield-zone", "{shieldZoneId}", "api-guardian"], params);
}

/** An operation of an OpenAPI document, as API Guardian names an endpoint: its upper-case method and its path. */
export interface DocumentOperation {
  method: string;
  path: string;
}

/**
 * An endpoint as API Guardian makes one from an operation of the zone's document: the request body checked, the
 * response body not, XSS and SQL injection detected, no rate limit; authorization checked as the upload said.
 */
export function apiGuardianEndpoint(
  ids: { endpointId: number; shieldZoneId: number },
  operation: DocumentOperation,
  validateAuthorization: boolean,
  createdAt: string,
): StoredObject {
  return {
    apiGuardianEndpointId: ids.endpointId,
    shieldZoneId: ids.shieldZoneId,
    requestMethod: operation.method,
    requestPath: operation.path,
    validateRequestBodySchema: true,
    validateResponseBodySchema: false,
    validateAuthorization,
    isEnabled: true,
    authSchemes: [],
    requestBodySchemaYaml: null,
    responseBodySchemasYaml: null,
    availableParameters: null,
    injectionDetectionParameters: null,
    detectParameterXss: true,
    detectParameterSqli: true,
    rateLimitingEnabled: false,
    rateLimitingType: "Global",
    rateLimitingRequestCount: 0,
    rateLimitingTimeframe: 60,
    createdAt,
    updatedAt: null,
  };
}
