import { z } from "zod";
import type { ShieldResult, UploadResult } from "../types";
import { answerObject } from "../api/answer-object";
import { parsesTo } from "./parses-to";

const nullableString = z.string().nullish();

/** An item of `ErrorDetailsBody.errors`: a field and what is wrong with it. */
export const ErrorDetailsItem = answerObject({
  field: nullableString,
  message: z.string(),
});

/** RFC 7807 problem details without extension fields (container apps 401, event logs). */
export const ProblemDetailsBody = answerObject({
  type: nullableString,
  title: nullableString,
  status: z.number().int().nullish(),
  detail: nullableString,
  instance: nullableString,
});

/** RFC 7807 problem details with validation errors (container apps 400/404/500). */
export const ErrorDetailsBody = answerObject({
  title: nullableString,
  status: z.number().int().nullish(),
  detail: nullableString,
  instance: nullableString,
  errors: z.array(ErrorDetailsItem).nullish(),
  id: nullableString,
});

/** `{ErrorKey, Field, Message}` of the core endpoints (pull zones, partner). */
export const KeyedErrorBody = answerObject({
  ErrorKey: nullableString,
  Field: nullableString,
  Message: nullableString,
});

/**
 * Shield result object: `errorResponse` of WAF reviews and event logs, `error`
 * of bot metrics; alone (`{statusCode}`) it is the shield 401 body.
 */
export const ShieldResultSchema = parsesTo<ShieldResult>()(answerObject({
  statusCode: z.number().int().optional(),
  success: z.boolean().optional(),
  message: nullableString,
  errorKey: nullableString,
}));

/** StatusModel: the body of every video upload, update and delete answer, success or not. */
export const StatusModelSchema = parsesTo<UploadResult>()(answerObject({
  success: z.boolean(),
  message: nullableString,
  statusCode: z.number().int().optional(),
}));

/** Shield bodies that carry a result object. */
export const ResultEnvelopeBody = answerObject({
  errorResponse: ShieldResultSchema.nullish(),
  error: ShieldResultSchema.nullish(),
});
