/**
 * A program that uses a resource or a data function, said once for every language: `npm run generate` writes it in
 * TypeScript (the doc comments and the reference pages), Python, Go and YAML (the pages), each as that language's
 * SDK names things. Names are the package schema's: resource types by class name, properties and outputs in
 * lowerCamel.
 */

/** An output of a resource the example declares before: one of its outputs, or `id`, the resource id. */
export interface ExampleOutput {
  /** The name of the resource, as the example declares it. */
  resource: string;
  /** The output's name, or `id`. */
  output: string;
}

/** An object of one of the package's named object types, given by its properties. */
export interface ExampleObject {
  /** The object's properties, by name. */
  properties: Readonly<Record<string, ExampleValue>>;
}

/**
 * A value in an example: a literal of the property's type (an enum by its value), a list of them, an object of its
 * named type, or an output.
 */
export type ExampleValue = string | number | boolean | readonly ExampleValue[] | ExampleObject | ExampleOutput;

/** A resource an example declares. */
export interface ExampleResource {
  /** Its resource name, which is also the name of the variable that holds it where the example refers to it. */
  name: string;
  /** The resource's class name (`DnsZone`). */
  type: string;
  /** A line said of it, above it. */
  comment?: string;
  /** Its inputs, by name. */
  properties: Record<string, ExampleValue>;
}

/** A program that declares resources, the one its page is about among them, and exports some of their outputs. */
export interface ResourceExample {
  resources: ExampleResource[];
  /** The program's stack outputs, by name. */
  exports: Record<string, ExampleOutput>;
}

/**
 * A call of a data function: its arguments (literals), and the property of its result shown, which a program
 * exports under that property's name.
 */
export interface FunctionExample {
  /** A line said of the call, above it. */
  comment?: string;
  arguments: Record<string, ExampleValue>;
  shown: string;
}

/** The output `output` (or `id`) of the example's resource named `resource`. */
export function outputOf(resource: string, output: string): ExampleOutput {
  return { resource, output };
}

/** Whether an example value is an output of a resource rather than a literal. */
export function isExampleOutput(value: ExampleValue): value is ExampleOutput {
  return typeof value === "object" && !Array.isArray(value) && "resource" in value;
}

/** The object of a named object type whose properties are `properties`. */
export function objectOf(properties: Readonly<Record<string, ExampleValue>>): ExampleObject {
  return { properties };
}

/** Whether an example value is an object of a named object type. */
export function isExampleObject(value: ExampleValue): value is ExampleObject {
  return typeof value === "object" && !Array.isArray(value) && "properties" in value;
}
