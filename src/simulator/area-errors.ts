import type { OperationFacts } from "../api/operation-facts";
import { containerAppsError, failedResult, jsonResponse, pullZoneError, videoError, type ErrorShape } from "./http-responses";

/** Shield: UnauthorizedResult for 401, no body for 500 (as its documents declare), the result object otherwise. */
const shieldError: ErrorShape = (status, problem) => {
  if (status === 401) return jsonResponse(status, { statusCode: status });
  if (status === 500) return { status };
  return jsonResponse(status, failedResult(status, problem));
};

/** The error body of each area, for the operations of the table no hand-written route serves. */
export const AREA_ERRORS: Record<OperationFacts["area"], ErrorShape> = {
  core: pullZoneError,
  "container-apps": containerAppsError,
  shield: shieldError,
  video: videoError,
};
