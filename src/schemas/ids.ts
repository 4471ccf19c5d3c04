import { z } from "zod";
import { rule } from "./rules";

/**
 * An identifier that goes into a URL path segment (`appId`, `volumeId`,
 * `shieldZoneId`, `libraryId`, ...). A finite number is accepted and becomes
 * its string. "." and ".." are refused because URL normalisation (ours or a
 * proxy's) would turn them into a different path. An unpaired surrogate has no
 * UTF-8 form, so it cannot be percent-encoded into a path. At most MAX_ID_LENGTH characters: servers refuse
 * longer request lines, and errors show the path.
 */
export const MAX_ID_LENGTH = 1024;

export const PathId = z.preprocess(
  (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value),
  z
    .string(rule("must be a string or a finite number"))
    .min(1, "must not be empty")
    .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
    .refine((value) => value !== "." && value !== "..", 'must not be "." or ".."')
    .refine((value) => !/\p{Cc}/u.test(value), "must not contain control characters")
    .refine((value) => !/\p{Cs}/u.test(value), "must not contain unpaired surrogates (text that is not valid Unicode)"),
);
export type PathId = z.output<typeof PathId>;

/**
 * The id of a shield zone or a video library: the API's documents declare these path parameters as integers. A
 * non-negative safe integer is accepted and becomes its string; a string must be its decimal digits.
 */
export const IntegerId = z.preprocess(
  (value) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? String(value) : value),
  z.string(rule("must be a whole number (digits only)")).regex(/^[0-9]{1,19}$/, "must be a whole number (digits only)"),
);
export type IntegerId = z.output<typeof IntegerId>;

/**
 * An {@link IntegerId} written as the API writes it, without leading zeros (`0310245` becomes `310245`): for an id
 * that the state compares with the one the API reports, so that both name the same object alike.
 */
export const CanonicalIntegerId = z.preprocess(
  (value) => (typeof value === "string" && /^[0-9]+$/.test(value) ? value.replace(/^0+(?=[0-9])/, "") : value),
  IntegerId,
);
