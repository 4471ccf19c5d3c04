/** The parts of the package schema the reference pages read. */
export interface PackageSchema {
  /** What the generated SDKs are named, in the languages the examples show. */
  language: { python: { packageName: string }; go: { importBasePath: string } };
  resources: Record<string, SchemaResource>;
  functions: Record<string, SchemaFunction>;
  types: Record<string, SchemaType>;
}

export interface SchemaProperty {
  description?: string;
  type?: string;
  $ref?: string;
  items?: SchemaProperty;
  secret?: boolean;
}

export interface SchemaResource {
  description: string;
  inputProperties: Record<string, SchemaProperty>;
  requiredInputs?: string[];
  properties: Record<string, SchemaProperty>;
}

export interface SchemaFunction {
  description: string;
  inputs?: { properties: Record<string, SchemaProperty>; required?: string[] };
  outputs: { properties: Record<string, SchemaProperty>; required?: string[] };
}

export interface SchemaType {
  type: string;
  description: string;
  enum?: { value: unknown; name?: string }[];
  properties?: Record<string, SchemaProperty>;
  required?: string[];
}

/** `cloudplatform:index:DnsRecordTypes` → `DnsRecordTypes`. */
export function tokenName(token: string): string {
  return token.slice(token.lastIndexOf(":") + 1);
}

/** Where the schema's own named types are, in a `$ref`; the others are Pulumi's (`pulumi.json#/Any`). */
const OWN_TYPES = "#/types/";

/** The tokens of the package's named types a property refers to, itself or through its items. */
export function referredTypes(property: SchemaProperty): string[] {
  if (property.$ref?.startsWith(OWN_TYPES) === true) return [property.$ref.slice(OWN_TYPES.length)];
  return property.items === undefined ? [] : referredTypes(property.items);
}

/** A property's type in words, a named type linked to its section of the same page (`[DnsRecordTypes](#dnsrecordtypes)`). */
export function typeWords(property: SchemaProperty): string {
  if (property.$ref === "pulumi.json#/Any") return "any";
  if (property.$ref !== undefined) {
    const name = tokenName(property.$ref);
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (property.type === "array" && property.items !== undefined) return `list of ${typeWords(property.items)}`;
  return property.type ?? "any";
}
