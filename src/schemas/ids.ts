import { z } from "zod";
import { rule } from "./rules";

/**
 * An identifier that goes into a URL path segment (`appId`, `volumeId`,
 * `shieldZoneId`, `libraryId`, ...). A finite number is accepted and becomes
 * its string. "." and ".." are refused because URL normalisation (ours or a
 * proxy's) would turn them into a different path. An unpaired surrogate has no
 * UTF-8 form, so it cannot be percent-encoded into a path.
 */
export const PathId = z.preprocess(
  (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value),
  z
    .string(rule("must be a string or a finite number"))
    .min(1, "must not be empty")
    .refine((value) => value !== "." && value !== "..", 'must not be "." or ".."')
    .refine((value) => !/\p{Cc}/u.test(value), "must not contain control characters")
    .refine((value) => !/\p{Cs}/u.test(value), "must not contain unpaired surrogates (text that is not valid Unicode)"),
);
export type PathId = z.output<typeof PathId>;
