/** Property values as the engine puts them on the wire to a resource provider. */
export type PropertyMap = Record<string, unknown>;

/** The value the engine sends for a property that is not known yet (during a preview). */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** The input and output key that holds the serialized dynamic provider. */
export const PROVIDER_KEY = "__provider";

const secretSigKey = "4dabf18193072939515e22adb298388d";
/** The signature Pulumi's wire format gives a secret value. */
export const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

/** A value the stack holds as a secret (a secret config value, or a `pulumi.secret` input). */
export class Secret<T = unknown> {
  constructor(readonly value: T) {}
}

export function secret<T>(value: T): Secret<T> {
  return new Secret(value);
}

/**
 * Turns a property value into the JSON the engine sends: secrets wrapped in the engine's secret
 * marker, or sent as plain values when the provider said it does not accept secrets. Undefined
 * object properties are dropped, as the SDK drops them.
 */
export function toWire(value: unknown, acceptSecrets: boolean): unknown {
  if (value instanceof Secret) {
    const inner = toWire(value.value, acceptSecrets);
    return acceptSecrets ? { [secretSigKey]: SECRET_SIGNATURE, value: inner } : inner;
  }
  if (Array.isArray(value)) {
    return value.map((item) => toWire(item, acceptSecrets));
  }
  if (value !== null && typeof value === "object") {
    const wire: PropertyMap = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) {
        wire[key] = toWire(item, acceptSecrets);
      }
    }
    return wire;
  }
  return value;
}

/** Properties without `__provider`, for comparing a resource's own inputs and outputs. */
export function withoutProvider(properties: PropertyMap): PropertyMap {
  const { [PROVIDER_KEY]: _provider, ...rest } = properties;
  return rest;
}

/** The properties, `__provider` aside, whose values differ between `old` and `fresh`. */
export function changedProperties(old: PropertyMap, fresh: PropertyMap): string[] {
  const before = withoutProvider(old);
  const after = withoutProvider(fresh);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
