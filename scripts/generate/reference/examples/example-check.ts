import { isExampleObject, isExampleOutput, type ExampleValue, type FunctionExample, type ResourceExample } from "../../../../src/providers/program-example";
import type { PackageSchema, SchemaProperty } from "../schema-types";

/** The schema's token of a resource or function of the package, by its name. */
export function packageToken(name: string): string {
  return `cloudplatform:index:${name}`;
}

/**
 * Fails, naming the page and what is wrong, unless the example fits the schema: its resources' types and inputs
 * exist, every required input is given, each literal has its property's type (an enum one of its values), and each
 * output it refers to is one of a resource declared before it (or `id`). `page` is the resource the example shows.
 */
export function checkResourceExample(schema: PackageSchema, page: string, example: ResourceExample): void {
  const fail = (problem: string) => {
    throw new Error(`the example of ${page}: ${problem}`);
  };
  const declared = new Map<string, string>();
  const checkOutput = (where: string, value: ExampleValue) => {
    if (!isExampleOutput(value)) return;
    const type = declared.get(value.resource);
    if (type === undefined) fail(`${where} refers to ${value.resource}, which no resource before it is named`);
    else if (value.output !== "id" && !(value.output in schema.resources[packageToken(type)].properties)) {
      fail(`${where} refers to ${value.resource}.${value.output}, which ${type} does not output`);
    }
  };
  for (const resource of example.resources) {
    const schemaResource = schema.resources[packageToken(resource.type)];
    if (schemaResource === undefined) fail(`${resource.name} is of type ${resource.type}, which the package does not have`);
    if (declared.has(resource.name)) fail(`two resources are named ${resource.name}`);
    for (const [name, value] of Object.entries(resource.properties)) {
      const property = schemaResource.inputProperties[name];
      const where = `${resource.name}.${name}`;
      if (property === undefined) fail(`${where}: ${resource.type} has no input ${name}`);
      checkOutput(where, value);
      const problem = literalProblem(schema, property, value);
      if (problem !== undefined) fail(`${where}: ${problem}`);
    }
    const missing = (schemaResource.requiredInputs ?? []).filter((name) => !(name in resource.properties));
    if (missing.length > 0) fail(`${resource.name} lacks the required ${missing.join(", ")}`);
    declared.set(resource.name, resource.type);
  }
  if (![...declared.values()].includes(page)) fail(`no resource is a ${page}`);
  for (const [name, value] of Object.entries(example.exports)) checkOutput(`the output ${name}`, value);
}

/** Fails, naming the function, unless the example's arguments are its inputs (the required ones given, each of its type) and it shows one of its results. */
export function checkFunctionExample(schema: PackageSchema, name: string, example: FunctionExample): void {
  const fail = (problem: string) => {
    throw new Error(`the example of ${name}: ${problem}`);
  };
  const fn = schema.functions[packageToken(name)];
  for (const [arg, value] of Object.entries(example.arguments)) {
    const property = fn.inputs?.properties[arg];
    if (property === undefined) fail(`${name} has no argument ${arg}`);
    const problem = isExampleOutput(value) ? "an argument is a literal" : literalProblem(schema, property!, value);
    if (problem !== undefined) fail(`${arg}: ${problem}`);
  }
  const missing = (fn.inputs?.required ?? []).filter((arg) => !(arg in example.arguments));
  if (missing.length > 0) fail(`it lacks the required ${missing.join(", ")}`);
  if (!(example.shown in fn.outputs.properties)) fail(`its result has no ${example.shown}`);
}

/** The schema's reference to a value of any type (an item of `triggers`). */
export const ANY = "pulumi.json#/Any";

/** What is wrong with a literal given for `property`, or undefined when it fits (an output fits any). */
function literalProblem(schema: PackageSchema, property: SchemaProperty, value: ExampleValue): string | undefined {
  if (isExampleOutput(value) || property.$ref === ANY) return undefined;
  const shown = JSON.stringify(value);
  if (property.$ref !== undefined) {
    const type = schema.types[property.$ref.replace("#/types/", "")];
    if (isExampleObject(value)) {
      if (type?.properties === undefined) return `${shown} is an object, where the property takes no object`;
      const missing = (type.required ?? []).filter((name) => !(name in value.properties));
      if (missing.length > 0) return `${shown} lacks the required ${missing.join(", ")}`;
      return Object.entries(value.properties)
        .map(([name, inner]) => (type.properties![name] === undefined ? `${shown} has no property ${name}` : literalProblem(schema, type.properties![name], inner)))
        .find((problem) => problem !== undefined);
    }
    const values = type?.enum?.map((member) => member.value);
    if (values === undefined) return `${shown} stands for an object, which must be given with objectOf`;
    return values.includes(value) ? undefined : `${shown} is none of the enum's values (${values.join(", ")})`;
  }
  if (property.type === "array") {
    if (!Array.isArray(value)) return `${shown} is not a list`;
    return value.map((item) => literalProblem(schema, property.items!, item)).find((problem) => problem !== undefined);
  }
  const fits: Record<string, (literal: unknown) => boolean> = {
    string: (literal) => typeof literal === "string",
    integer: (literal) => Number.isInteger(literal),
    number: (literal) => typeof literal === "number",
    boolean: (literal) => typeof literal === "boolean",
  };
  return fits[property.type ?? ""]?.(value) === true ? undefined : `${shown} is not of type ${property.type}`;
}

/** The schema of the input `name` of a resource type, or of an argument of a function. */
export function inputProperty(schema: PackageSchema, owner: string, name: string): SchemaProperty {
  const token = packageToken(owner);
  const property = schema.resources[token]?.inputProperties[name] ?? schema.functions[token]?.inputs?.properties[name];
  if (property === undefined) throw new Error(`${owner} has no input ${name}`);
  return property;
}
