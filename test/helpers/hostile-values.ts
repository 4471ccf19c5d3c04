import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { UNKNOWN } from "./engine/wire";

/** Characters and sequences that change a URL's path, query or fragment if not encoded. */
const PATH_TRICKS = ["/", "..", ".", "?", "#", "%2F", "%2f", "%2e%2e", "%", "%zz", "\\", "&", "=", ";", "+", " ", "//", "../..", "./"];

/** Own keys that pollute prototypes when code copies them with assignment. */
const POLLUTION_JSON = '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "prototype": {"polluted": "yes"}}';

/** `JSON.parse` of a text with `__proto__`, `constructor` and `prototype` as own keys (a parsed request body would have them). */
export function pollutionKeys(): Record<string, unknown> {
  return JSON.parse(POLLUTION_JSON) as Record<string, unknown>;
}

/** Whether anything has been written to Object.prototype. */
export function prototypePolluted(): boolean {
  return ({} as Record<string, unknown>).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).includes("polluted");
}

const pathy = fc
  .array(fc.oneof(fc.constantFrom(...PATH_TRICKS), fc.stringMatching(/^[a-z0-9]{1,6}$/)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));

/** Strings of every sort: ASCII, any UTF-16 code unit (lone surrogates included), graphemes, control characters, path tricks, huge. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom("", " ", "\u0000", "\n", "\u007f", "\u0085", "\u202e", "\ud800", "\udfff", "a\ud800b", "😀", "ｆｕｌｌ", "İ", "__proto__", "constructor", "prototype", "toString", "null", "undefined", "NaN", "1e3", "-1", "0x10"),
  pathy,
  fc.integer({ min: 300, max: 100_000 }).map((n) => "x".repeat(n)),
);

/** Numbers of every sort: negative, fractional, huge, NaN, infinities, -0. */
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 100.0000001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2, 1e308, Number.MIN_VALUE),
);

/** Objects whose own keys are prototype-pollution keys. */
const pollutingObject = fc.constantFrom(
  () => JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  () => JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
  () => JSON.parse('{"prototype": {"polluted": "yes"}, "toString": "x"}'),
).map((make) => make() as unknown);

/** Any value an input could hold, hostile ones weighted up. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber, fc.boolean()), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 1, maxKeys: 3 }) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: fc.constant(UNKNOWN) },
);

/** Values that are seldom valid ids: empty, dot segments, control characters, unpaired surrogates, non-finite numbers, other types. */
export const mostlyInvalid: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>("", ".", "..", "a\nb", "\u0000", "x\ud800", "\udc00y", "\u007f", Number.NaN, Number.POSITIVE_INFINITY, null, true, false, [], {}, ["a"]) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: hostileValue },
);

/** Either a value of `valid` or a hostile one; `valid` is weighted so that whole records are often valid. */
export function validOrHostile<T>(valid: fc.Arbitrary<T>, validWeight = 3): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: validWeight, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostileValue });
}

/** Ids that are valid and still need encoding: path tricks, unicode, numbers. */
export const validId: fc.Arbitrary<string | number> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  pathy.filter((id) => id !== "." && id !== ".."),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }).filter((id) => id !== "." && id !== ".." && !/\p{Cc}/u.test(id)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Shield zone and video library ids: whole numbers, with hostile look-alikes mixed in by the callers. */
export const validIntegerId: fc.Arbitrary<string | number> = fc.oneof(
  fc.stringMatching(/^[0-9]{1,19}$/),
  fc.nat(),
);

/** The integer id rule: a non-negative safe integer, or a string of 1 to 19 decimal digits. */
export function isValidIntegerId(value: unknown): boolean {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0;
  return typeof value === "string" && /^[0-9]{1,19}$/.test(value);
}

/** True when the value is, or holds, the engine's marker of a value a preview does not know yet. */
export function holdsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(holdsUnknown);
  if (typeof value === "object" && value !== null) return Object.values(value).some(holdsUnknown);
  return false;
}

/** Whether every UTF-16 surrogate in the text is half of a pair. */
function isWellFormedText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f)) return true;
  }
  return false;
}

/** The id rule: a non-empty string of at most 1024 characters or a finite number, not "." or "..", no control characters, valid Unicode. */
export function isValidId(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  return (
    typeof value === "string" && value !== "" && value.length <= 1024 && value !== "." && value !== ".." && !hasControlCharacter(value) && isWellFormedText(value)
  );
}

/** The property a failure is about: `enabledResolutions[1]` -> `enabledResolutions`, `options.maxPages` -> `options`. */
export function topLevelProperty(field: string): string {
  return field.split(/[.[]/)[0];
}

/** Throws `problem()` unless the condition holds; the property loops use it where jest's expect would cost more than the call under test. */
export function ensure(condition: boolean, problem: () => string): void {
  if (!condition) throw new Error(problem());
}

/** Throws, showing both values, unless they are deeply equal. */
export function ensureEqual(actual: unknown, expected: unknown, what: string): void {
  ensure(isDeepStrictEqual(actual, expected), () => `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
