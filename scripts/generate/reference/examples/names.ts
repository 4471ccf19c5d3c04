/** `getContainerTemplate` → `containerTemplate`: the variable that holds a data function's result in an example. */
export function resultVariable(functionName: string): string {
  const rest = functionName.replace(/^get/, "");
  return rest[0].toLowerCase() + rest.slice(1);
}

/** `loggingIPAnonymizationEnabled` → `LoggingIPAnonymizationEnabled`. */
export function pascalCase(name: string): string {
  return name[0].toUpperCase() + name.slice(1);
}

/** `loggingIPAnonymizationEnabled` → `logging_ip_anonymization_enabled`, as the Python codegen names properties. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** `statement(items)` on one line when it fits in `width` characters, else `open`, one item a line, and `close`. */
export function wrapped(open: string, items: string[], close: string, indent: string, width = 100): string[] {
  const oneLine = `${open}${items.join(", ")}${close}`;
  if (oneLine.length <= width || items.length === 0) return [oneLine];
  return [open.trimEnd(), ...items.map((item) => `${indent}${item},`), close.trimStart()];
}
