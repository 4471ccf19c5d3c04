import type { z } from "zod";

/** `true` when `A` and `B` are the same type, property by property (optional ones included). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * Returns `schema` as it is, and compiles only where what it parses to is the same type as `Interface`: the public
 * interface documents an answer, the schema checks it, and neither can change without the other.
 */
export function parsesTo<Interface>() {
  return <Schema extends z.ZodType>(
    schema: Schema & (Same<z.output<Schema>, Interface> extends true ? unknown : { differsFrom: Interface }),
  ): Schema => schema;
}

/**
 * Returns `schema` as it is, and compiles only where what it parses to has exactly the fields of `Interface` and fits
 * it: the schema of a request may be narrower than the interface callers see (a language code where it says string).
 */
export function validates<Interface>() {
  return <Schema extends z.ZodType>(
    schema: Schema &
      (Same<keyof z.output<Schema>, keyof Interface> extends true
        ? z.output<Schema> extends Interface
          ? unknown
          : { differsFrom: Interface }
        : { differsFrom: Interface }),
  ): Schema => schema;
}
