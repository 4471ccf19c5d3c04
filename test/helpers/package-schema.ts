/** The parts of a Pulumi package schema the plugin tests read. */
export interface PropertySpec {
  description?: string;
  secret?: boolean;
  $ref?: string;
  type?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  oneOf?: PropertySpec[];
}

/** A named type: an object type (`properties`) or an enum type (`enum`). */
export interface TypeSpec {
  type: string;
  description?: string;
  properties?: Record<string, PropertySpec>;
  required?: string[];
  enum?: { value: string }[];
}

/** Properties and the names of those always set. */
export interface ObjectSpec {
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface PackageSchema {
  name: string;
  version: string;
  config: { variables: Record<string, PropertySpec> };
  provider: { inputProperties: Record<string, PropertySpec> };
  resources: Record<string, { description: string; inputProperties: Record<string, PropertySpec>; properties: Record<string, PropertySpec> }>;
  functions: Record<string, { description: string; inputs: ObjectSpec; outputs: ObjectSpec }>;
  types: Record<string, TypeSpec>;
}

export const ANY = "pulumi.json#/Any";

/** The named type `ref` points at (`#/types/<token>`), or undefined for a reference to no named type (Any). */
export function namedType(schema: PackageSchema, ref: string): TypeSpec | undefined {
  return ref.startsWith("#/types/") ? schema.types[ref.slice("#/types/".length)] : undefined;
}

/**
 * Every property reachable from `properties`, by path (`endpoints[].portMappings[].exposedPort`, `days{}.logged`),
 * through arrays, maps and named object types; a named type is entered once per path, so a cycle ends.
 */
export function propertyPaths(
  schema: PackageSchema,
  properties: Record<string, PropertySpec>,
  prefix = "",
  entered: ReadonlySet<string> = new Set(),
): { path: string; spec: PropertySpec }[] {
  const expand = (spec: PropertySpec, path: string): { path: string; spec: PropertySpec }[] => {
    const own = [{ path, spec }];
    if (spec.items) return [...own, ...expand(spec.items, `${path}[]`)];
    if (spec.additionalProperties) return [...own, ...expand(spec.additionalProperties, `${path}{}`)];
    if (spec.oneOf) return [...own, ...spec.oneOf.flatMap((variant) => expand(variant, path))];
    const type = spec.$ref === undefined ? undefined : namedType(schema, spec.$ref);
    if (type?.properties && !entered.has(spec.$ref!)) {
      return [...own, ...propertyPaths(schema, type.properties, `${path}.`, new Set([...entered, spec.$ref!]))];
    }
    return own;
  };
  return Object.entries(properties).flatMap(([name, spec]) => expand(spec, `${prefix}${name}`));
}

/**
 * What in `value` (an object with the properties of `spec`) the schema does not declare at its path: undeclared
 * properties, required ones missing or null, values of another type than declared, enum values not listed. The named
 * types met on the way are added to `met`.
 */
export function undeclaredParts(schema: PackageSchema, value: unknown, spec: ObjectSpec, path: string, met: Set<string>): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return [`${path}: ${JSON.stringify(value)} is not an object`];
  }
  const record = value as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((name) => !(name in spec.properties))
    .map((name) => `${path}.${name}: not declared`);
  for (const name of spec.required ?? []) {
    if (record[name] === undefined || record[name] === null) problems.push(`${path}.${name}: required but absent`);
  }
  for (const [name, property] of Object.entries(spec.properties)) {
    if (record[name] !== undefined && record[name] !== null) {
      problems.push(...valueProblems(schema, record[name], property, `${path}.${name}`, met));
    }
  }
  return problems;
}

function valueProblems(schema: PackageSchema, value: unknown, spec: PropertySpec, path: string, met: Set<string>): string[] {
  const mismatch = [`${path}: ${JSON.stringify(value)} is not of the declared ${JSON.stringify(spec)}`];
  if (spec.$ref === ANY) return [];
  if (spec.$ref !== undefined) {
    const type = namedType(schema, spec.$ref);
    if (type === undefined) return [`${path}: ${spec.$ref} names no type of the schema`];
    met.add(spec.$ref);
    if (type.enum) return type.enum.some((entry) => entry.value === value) ? [] : mismatch;
    return undeclaredParts(schema, value, { properties: type.properties ?? {}, required: type.required }, path, met);
  }
  if (spec.oneOf) {
    return spec.oneOf.some((variant) => valueProblems(schema, value, variant, path, new Set()).length === 0) ? [] : mismatch;
  }
  switch (spec.type) {
    case "array":
      return Array.isArray(value) ? value.flatMap((item, index) => valueProblems(schema, item, spec.items!, `${path}[${index}]`, met)) : mismatch;
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, item]) => valueProblems(schema, item, spec.additionalProperties!, `${path}{${key}}`, met))
        : mismatch;
    case "integer":
      return Number.isInteger(value) ? [] : mismatch;
    case "string":
    case "number":
    case "boolean":
      return typeof value === spec.type ? [] : mismatch;
    default:
      return [`${path}: the schema gives no type`];
  }
}
