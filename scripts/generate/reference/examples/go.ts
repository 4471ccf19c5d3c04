import { isExampleObject, isExampleOutput, type ExampleValue, type FunctionExample, type ResourceExample } from "../../../../src/providers/program-example";
import type { PackageSchema, SchemaProperty } from "../schema-types";
import { ANY, inputProperty, packageToken } from "./example-check";
import { pascalCase, resultVariable } from "./names";
import { referredResources } from "./typescript";

// The examples in Go, with the SDK the Go codegen writes from the package schema: `New<Type>(ctx, name, &<Type>Args{…})`
// with pulumi.String and its kin, enums by their generated constants, and data functions in their Output form,
// named `Lookup…` where a resource has the name `Get…` would take.

/** A complete Go program: `main` running `body` (lines inside pulumi.Run's function, which ends `return nil`). */
function program(importPath: string, body: string[]): string[] {
  return [
    "package main",
    "",
    "import (",
    `\t"${importPath}"`,
    '\t"github.com/pulumi/pulumi/sdk/v3/go/pulumi"',
    ")",
    "",
    "func main() {",
    "\tpulumi.Run(func(ctx *pulumi.Context) error {",
    ...body.map((line) => (line === "" ? "" : `\t\t${line}`)),
    "\t\treturn nil",
    "\t})",
    "}",
  ];
}

/** `Key: value,` lines of a struct literal, the values aligned as gofmt aligns them. */
function fields(entries: [string, string][]): string[] {
  const width = Math.max(0, ...entries.map(([key]) => key.length + 1));
  return entries.map(([key, given]) => `\t${`${key}:`.padEnd(width)} ${given},`);
}

/** The Go value of a literal or an output given for `property`. */
function value(schema: PackageSchema, property: SchemaProperty, given: ExampleValue): string {
  if (isExampleOutput(given)) {
    return given.output === "id" ? `${given.resource}.ID().ToStringOutput()` : `${given.resource}.${pascalCase(given.output)}`;
  }
  if (Array.isArray(given)) {
    const items = given.map((item) => value(schema, property.items!, item)).join(", ");
    return `${arrayType(property.items!)}{${items}}`;
  }
  if (isExampleObject(given)) {
    const type = schema.types[property.$ref!.replace("#/types/", "")];
    const entries = Object.entries(given.properties).map(
      ([name, inner]) => `${pascalCase(name)}: ${value(schema, type.properties![name], inner)}`,
    );
    return `cloudplatform.${typeName(property.$ref!)}Args{${entries.join(", ")}}`;
  }
  const wrappers: Record<string, string> = { string: "pulumi.String", integer: "pulumi.Int", number: "pulumi.Float64", boolean: "pulumi.Bool" };
  // A value of any type is wrapped as its literal's own type.
  if (property.$ref === ANY) return `${wrappers[typeof given === "number" ? "number" : typeof given]}(${JSON.stringify(given)})`;
  if (property.$ref !== undefined) return enumValue(property.$ref, String(given));
  return `${wrappers[property.type!]}(${JSON.stringify(given)})`;
}

function typeName(ref: string): string {
  return ref.slice(ref.lastIndexOf(":") + 1);
}

/** An enum's generated constant: the type's name and the value's (`_` before a digit), or the value converted. */
function enumValue(ref: string, given: string): string {
  const type = typeName(ref);
  if (!/^[A-Za-z0-9]+$/.test(given)) return `cloudplatform.${type}(${JSON.stringify(given)})`;
  return `cloudplatform.${type}${/^[0-9]/.test(given) ? "_" : ""}${pascalCase(given)}`;
}

function arrayType(items: SchemaProperty): string {
  if (items.$ref === ANY) return "pulumi.Array";
  if (items.$ref !== undefined) return `cloudplatform.${typeName(items.$ref)}Array`;
  const arrays: Record<string, string> = { string: "pulumi.StringArray", integer: "pulumi.IntArray", number: "pulumi.Float64Array", boolean: "pulumi.BoolArray" };
  return arrays[items.type!];
}

/** A Go program of the example's resources and exports; `importPath` is the SDK's package (the schema's `importBasePath`). */
export function goResources(schema: PackageSchema, importPath: string, example: ResourceExample): string[] {
  const referred = referredResources(example);
  const body: string[] = [];
  let errDeclared = false;
  for (const resource of example.resources) {
    if (resource.comment !== undefined) body.push(`// ${resource.comment}`);
    const holder = referred.has(resource.name) ? resource.name : "_";
    const assign = holder !== "_" || !errDeclared ? ":=" : "=";
    errDeclared = true;
    const entries = Object.entries(resource.properties).map(([name, given]): [string, string] => [
      pascalCase(name),
      value(schema, inputProperty(schema, resource.type, name), given),
    ]);
    body.push(
      `${holder}, err ${assign} cloudplatform.New${resource.type}(ctx, ${JSON.stringify(resource.name)}, &cloudplatform.${resource.type}Args{`,
      ...fields(entries),
      "})",
      "if err != nil {",
      "\treturn err",
      "}",
    );
  }
  for (const [name, output] of Object.entries(example.exports)) {
    body.push(`ctx.Export(${JSON.stringify(name)}, ${value(schema, {}, output)})`);
  }
  return program(importPath, body);
}

/** The Go name of the data function `name`: `Lookup<Type>` where the package has a resource `<Type>`, whose `Get<Type>` reads its state. */
export function goFunctionName(schema: PackageSchema, name: string): string {
  const resource = name.replace(/^get/, "");
  return packageToken(resource) in schema.resources ? `Lookup${resource}` : pascalCase(name);
}

/** A Go program that calls the data function `name` in its Output form and exports the shown property of its result. */
export function goCall(schema: PackageSchema, importPath: string, name: string, example: FunctionExample): string[] {
  const fn = goFunctionName(schema, name);
  const variable = resultVariable(name);
  const entries = Object.entries(example.arguments).map(([arg, given]): [string, string] => [
    pascalCase(arg),
    value(schema, inputProperty(schema, name, arg), given),
  ]);
  const call = `${variable} := cloudplatform.${fn}Output(ctx, cloudplatform.${fn}OutputArgs{`;
  return program(importPath, [
    ...(example.comment === undefined ? [] : [`// ${example.comment}`]),
    ...(entries.length === 0 ? [`${call}})`] : [call, ...fields(entries), "})"]),
    `ctx.Export(${JSON.stringify(example.shown)}, ${variable}.${pascalCase(example.shown)}())`,
  ]);
}
