import { isExampleObject, isExampleOutput, type ExampleValue, type FunctionExample, type ResourceExample } from "../../../../src/providers/program-example";
import { resultVariable, snakeCase, wrapped } from "./names";
import { referredResources } from "./typescript";

// The examples in Python, with the SDK the Python codegen writes from the package schema: snake_case keyword
// arguments and attributes, enums given by their value, data functions called in their plain form.

function value(example: ExampleValue): string {
  if (isExampleOutput(example)) return `${snakeCase(example.resource)}.${snakeCase(example.output)}`;
  // The SDK takes an object of a named type as a dictionary of its snake_case keys.
  if (isExampleObject(example)) {
    return `{${Object.entries(example.properties).map(([name, given]) => `${JSON.stringify(snakeCase(name))}: ${value(given)}`).join(", ")}}`;
  }
  if (Array.isArray(example)) return `[${example.map(value).join(", ")}]`;
  if (typeof example === "boolean") return example ? "True" : "False";
  return JSON.stringify(example);
}

function keywordArguments(entries: Record<string, ExampleValue>): string[] {
  return Object.entries(entries).map(([name, given]) => `${snakeCase(name)}=${value(given)}`);
}

function program(sdkModule: string, body: string[]): string[] {
  const usesPulumi = body.some((line) => line.startsWith("pulumi."));
  return [...(usesPulumi ? ["import pulumi"] : []), `import ${sdkModule} as cloudplatform`, "", ...body];
}

/** A Python program of the example's resources and exports; `sdkModule` is the SDK's module (the schema's `packageName`). */
export function pythonResources(sdkModule: string, example: ResourceExample): string[] {
  const referred = referredResources(example);
  const body: string[] = [];
  for (const resource of example.resources) {
    if (resource.comment !== undefined) body.push(`# ${resource.comment}`);
    const holder = referred.has(resource.name) ? `${snakeCase(resource.name)} = ` : "";
    const args = [JSON.stringify(resource.name), ...keywordArguments(resource.properties)];
    body.push(...wrapped(`${holder}cloudplatform.${resource.type}(`, args, ")", "    "));
  }
  for (const [name, output] of Object.entries(example.exports)) body.push(`pulumi.export(${JSON.stringify(name)}, ${value(output)})`);
  return program(sdkModule, body);
}

/** A Python program that calls the data function `name` and exports the shown property of its result. */
export function pythonCall(sdkModule: string, name: string, example: FunctionExample): string[] {
  const variable = snakeCase(resultVariable(name));
  return program(sdkModule, [
    ...(example.comment === undefined ? [] : [`# ${example.comment}`]),
    ...wrapped(`${variable} = cloudplatform.${snakeCase(name)}(`, keywordArguments(example.arguments), ")", "    "),
    `pulumi.export(${JSON.stringify(example.shown)}, ${variable}.${snakeCase(example.shown)})`,
  ]);
}
