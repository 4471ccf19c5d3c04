/** Longest text of a refused value an error shows; a longer one is cut and ends with `…`. */
const ECHO_CHARACTERS = 40;

function clipped(text: string): string {
  return text.length <= ECHO_CHARACTERS ? text : `${text.slice(0, ECHO_CHARACTERS)}…`;
}

/** A URL as an error may show it: no user name or password, no query, no fragment (any of them may hold a token). */
function withoutCredentials(text: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    const userinfo = url.username !== "" || url.password !== "" ? "***@" : "";
    return `${url.protocol}//${userinfo}${url.host}${url.pathname}${url.search === "" ? "" : "?…"}${url.hash === "" ? "" : "#…"}`;
  } catch {
    return undefined;
  }
}

/**
 * A refused value as an error shows it: a number or boolean as is, a text quoted (control characters escaped) and
 * clipped, a URL without credentials, a list or object as its clipped JSON. Undefined for a missing value.
 */
export function refusedValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return JSON.stringify(clipped(withoutCredentials(value) ?? value));
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  if (typeof value === "bigint") return `${value}n`;
  try {
    return clipped(JSON.stringify(value) ?? typeof value);
  } catch {
    return typeof value;
  }
}

/** The value at `path` in `input`, or undefined where the path leads nowhere. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}
