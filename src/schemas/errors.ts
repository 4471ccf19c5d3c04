import { z } from "zod";
import { caseInsensitiveObject } from "./case-insensitive";

const nullableString = z.string().nullish();

/** Element of `ErrorDetails.errors`. */
export const ValidationError = caseInsensitiveObject({
  field: nullableString,
  message: z.string(),
});
export type ValidationError = z.output<typeof ValidationError>;

/** RFC 7807 problem details without extension fields (container apps 401, event logs). */
export const ProblemDetails = caseInsensitiveObject({
  type: nullableString,
  title: nullableString,
  status: z.number().int().nullish(),
  detail: nullableString,
  instance: nullableString,
});
export type ProblemDetails = z.output<typeof ProblemDetails>;

/** RFC 7807 problem details with validation errors (container apps 400/404/500). */
export const ErrorDetails = caseInsensitiveObject({
  title: nullableString,
  status: z.number().int().nullish(),
  detail: nullableString,
  instance: nullableString,
  errors: z.array(ValidationError).nullish(),
  id: nullableString,
});
export type ErrorDetails = z.output<typeof ErrorDetails>;

/** `{ErrorKey, Field, Message}` of the core (pull zone) endpoints. */
export const PullZoneError = caseInsensitiveObject({
  ErrorKey: nullableString,
  Field: nullableString,
  Message: nullableString,
});
export type PullZoneError = z.output<typeof PullZoneError>;

/**
 * Shield result object: `errorResponse` of WAF reviews and event logs, `error`
 * of bot metrics; alone (`{statusCode}`) it is the shield 401 body.
 */
export const ResultObject = caseInsensitiveObject({
  statusCode: z.number().int().optional(),
  success: z.boolean().optional(),
  message: nullableString,
  errorKey: nullableString,
});
export type ResultObject = z.output<typeof ResultObject>;

/** StatusModel: the body of every video upload, update and delete answer, success or not. */
export const UploadResult = caseInsensitiveObject({
  success: z.boolean(),
  message: nullableString,
  statusCode: z.number().int().optional(),
});
export type UploadResult = z.output<typeof UploadResult>;

/** Shield bodies that carry a result object. */
export const ResultEnvelope = caseInsensitiveObject({
  errorResponse: ResultObject.nullish(),
  error: ResultObject.nullish(),
});
export type ResultEnvelope = z.output<typeof ResultEnvelope>;
