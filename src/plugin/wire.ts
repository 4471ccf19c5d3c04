/**
 * Property values as the engine sends and receives them over gRPC (`google.protobuf.Struct` turned into JSON): a
 * secret is an object holding the secret signature and its `value`; an unknown value of a preview is a fixed string.
 */
export type PropertyMap = Record<string, unknown>;

const SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

function isSecret(value: unknown): value is { value: unknown } {
  return typeof value === "object" && value !== null && (value as PropertyMap)[SIGNATURE_KEY] === SECRET_SIGNATURE;
}

function reveal(value: unknown, found: { secret: boolean }): unknown {
  if (isSecret(value)) {
    found.secret = true;
    return reveal(value.value, found);
  }
  if (Array.isArray(value)) {
    return value.map((item) => reveal(item, found));
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reveal(item, found)]));
  }
  return value;
}

/** Properties with their secret markers removed, and the names of the properties that held a secret anywhere. */
export interface RevealedProperties {
  values: PropertyMap;
  secretNames: Set<string>;
}

/** Removes the secret markers of every property, remembering which properties were (or held) secrets. */
export function revealSecrets(properties: PropertyMap): RevealedProperties {
  const values: PropertyMap = {};
  const secretNames = new Set<string>();
  for (const [name, value] of Object.entries(properties)) {
    const found = { secret: false };
    values[name] = reveal(value, found);
    if (found.secret) {
      secretNames.add(name);
    }
  }
  return { values, secretNames };
}

/** Wraps `value` in the engine's secret marker. */
export function asSecret(value: unknown): PropertyMap {
  return { [SIGNATURE_KEY]: SECRET_SIGNATURE, value };
}

/**
 * The properties as sent to the engine: every property named in `secretNames` wrapped as a secret; `undefined`
 * properties dropped (a Struct cannot hold them).
 */
export function withSecrets(properties: object, secretNames: ReadonlySet<string>): PropertyMap {
  const wire: PropertyMap = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value !== undefined) {
      wire[name] = secretNames.has(name) && !isSecret(value) ? asSecret(value) : value;
    }
  }
  return wire;
}

/** The union of the secret names of several property maps. */
export function secretNamesOf(...sources: RevealedProperties[]): Set<string> {
  return new Set(sources.flatMap((source) => [...source.secretNames]));
}
