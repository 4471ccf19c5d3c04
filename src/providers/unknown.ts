import { unknownValue } from "@pulumi/pulumi/runtime/rpc";

/** True when `value` is, or holds, a value a preview does not know yet (an output of a resource to be created). */
export function containsUnknown(value: unknown): boolean {
  if (value === unknownValue) {
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
