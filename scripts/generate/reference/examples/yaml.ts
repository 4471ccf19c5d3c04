import { isExampleObject, isExampleOutput, type ExampleValue, type FunctionExample, type ResourceExample } from "../../../../src/providers/program-example";
import { packageToken } from "./example-check";
import { resultVariable } from "./names";

// The examples in Pulumi YAML, through the provider plugin: the sections `resources`, `variables` (a data function by
// `fn::invoke`) and `outputs` of a Pulumi.yaml, by full tokens. `prefix`, when given, starts every resource,
// variable and output name, so that the examples of several pages can be one program.

/** A YAML scalar: a string in quotes unless it reads as that string unquoted. */
function scalar(given: string | number | boolean): string {
  if (typeof given !== "string") return String(given);
  const plain = /^[A-Za-z][A-Za-z0-9._/@-]*$/.test(given) && !/^(true|false|yes|no|on|off|null|y|n)$/i.test(given);
  return plain ? given : JSON.stringify(given);
}

/** An item of a flow collection (`[…]`, `{…}`), where a bare `${…}` would open a mapping: texts and outputs quoted. */
function flowItem(given: ExampleValue, named: (name: string) => string): string {
  return typeof given === "string" || isExampleOutput(given) ? JSON.stringify(typeof given === "string" ? given : value(given, named)) : value(given, named);
}

function value(example: ExampleValue, named: (name: string) => string): string {
  if (isExampleOutput(example)) return `\${${named(example.resource)}.${example.output}}`;
  if (isExampleObject(example)) {
    const entries = Object.entries(example.properties).map(([name, given]) => `${name}: ${flowItem(given, named)}`);
    return `{${entries.join(", ")}}`;
  }
  if (Array.isArray(example)) return `[${example.map((item) => flowItem(item, named)).join(", ")}]`;
  return scalar(example as string | number | boolean);
}

function prefixed(prefix: string | undefined): (name: string) => string {
  return (name) => (prefix === undefined ? name : `${prefix}-${name}`);
}

function properties(entries: Record<string, ExampleValue>, indent: string, named: (name: string) => string): string[] {
  return Object.entries(entries).map(([name, given]) => `${indent}${name}: ${value(given, named)}`);
}

/** The entries of a program's sections, without their headings. */
export interface YamlSections {
  resources: string[];
  variables: string[];
  outputs: string[];
}

/** The sections of one program, each under its heading, those of several examples one after the other. */
export function yamlProgram(examples: YamlSections[]): string[] {
  return (["resources", "variables", "outputs"] as const).flatMap((section) => {
    const entries = examples.flatMap((example) => example[section]);
    return entries.length === 0 ? [] : [`${section}:`, ...entries];
  });
}

/** The resources and outputs of the example's program. */
export function yamlResources(example: ResourceExample, prefix?: string): YamlSections {
  const named = prefixed(prefix);
  const resources: string[] = [];
  for (const resource of example.resources) {
    if (resource.comment !== undefined) resources.push(`  # ${resource.comment}`);
    resources.push(`  ${named(resource.name)}:`, `    type: ${packageToken(resource.type)}`, "    properties:");
    resources.push(...properties(resource.properties, "      ", named));
  }
  const outputs = Object.entries(example.exports).map(([name, output]) => `  ${named(name)}: ${value(output, named)}`);
  return { resources, variables: [], outputs };
}

/** The variable that calls the data function `name`, and the output that shows the property. */
export function yamlCall(name: string, example: FunctionExample, prefix?: string): YamlSections {
  const named = prefixed(prefix);
  const variable = named(resultVariable(name));
  const args = properties(example.arguments, "        ", named);
  return {
    resources: [],
    variables: [
      ...(example.comment === undefined ? [] : [`  # ${example.comment}`]),
      `  ${variable}:`,
      "    fn::invoke:",
      `      function: ${packageToken(name)}`,
      ...(args.length === 0 ? ["      arguments: {}"] : ["      arguments:", ...args]),
    ],
    outputs: [`  ${named(example.shown)}: \${${variable}.${example.shown}}`],
  };
}
