/** `value` without its undefined properties: the engine's wire format (a protobuf Struct) cannot carry them. */
export function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
