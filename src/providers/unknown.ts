/**
 * The string that stands for a value a preview does not know yet, in the properties the engine sends a provider over
 * gRPC and in those the dynamic-provider host passes on (`@pulumi/pulumi/runtime/rpc`'s `unknownValue`, which this
 * module does not load: that module loads most of `@pulumi/pulumi`, a fifth of a second of the plugin's first
 * resource call).
 */
export const UNKNOWN_VALUE = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** True when `value` is, or holds, a value a preview does not know yet (an output of a resource to be created). */
export function containsUnknown(value: unknown): boolean {
  if (value === UNKNOWN_VALUE) {
    return true;
  }
  if (Array.isArray(value)) {
    return value.some(containsUnknown);
  }
  if (typeof value === "object" && value !== null) {
    return Object.values(value).some(containsUnknown);
  }
  return false;
}
