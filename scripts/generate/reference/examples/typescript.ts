import { isExampleObject, isExampleOutput, type ExampleValue, type FunctionExample, type ResourceExample } from "../../../../src/providers/program-example";
import { resultVariable, wrapped } from "./names";

// The examples in TypeScript, with the package's own classes and functions (`pulumi-cloudplatform`): the doc comments'
// `@example` code and the first block of each reference page.

/** The line a page's TypeScript example starts with. */
export const TYPESCRIPT_IMPORT = 'import * as cloudplatform from "pulumi-cloudplatform";';

function value(example: ExampleValue): string {
  if (isExampleOutput(example)) return `${example.resource}.${example.output}`;
  if (isExampleObject(example)) return `{ ${objectLiteral(example.properties).join(", ")} }`;
  if (Array.isArray(example)) return `[${example.map(value).join(", ")}]`;
  return JSON.stringify(example);
}

function objectLiteral(entries: Record<string, ExampleValue>): string[] {
  return Object.entries(entries).map(([name, given]) => `${name}: ${value(given)}`);
}

/** The resources of an example, each held in a constant where the example refers to it, then its exports. */
export function typescriptResources(example: ResourceExample): string[] {
  const referred = referredResources(example);
  const lines: string[] = [];
  for (const resource of example.resources) {
    if (resource.comment !== undefined) lines.push(`// ${resource.comment}`);
    const holder = referred.has(resource.name) ? `const ${resource.name} = ` : "";
    const open = `${holder}new cloudplatform.${resource.type}(${JSON.stringify(resource.name)}, { `;
    lines.push(...wrapped(open, objectLiteral(resource.properties), " });", "  "));
  }
  for (const [name, output] of Object.entries(example.exports)) lines.push(`export const ${name} = ${value(output)};`);
  return lines;
}

/** A call of the data function `name` awaited, its shown property logged (`@example` of the function). */
export function typescriptCall(name: string, example: FunctionExample): string[] {
  const variable = resultVariable(name);
  return [
    ...(example.comment === undefined ? [] : [`// ${example.comment}`]),
    ...call(`const ${variable} = await cloudplatform.${name}`, example, ";"),
    `console.log(${variable}.${example.shown});`,
  ];
}

/** A call of the data function's `…Output` twin, its shown property exported (`@example` of the twin). */
export function typescriptOutputCall(name: string, example: FunctionExample): string[] {
  return call(`export const ${example.shown} = cloudplatform.${name}Output`, example, `.${example.shown};`);
}

/** `callee(arguments)` and what follows it: an object literal of the arguments, or none. */
function call(callee: string, example: FunctionExample, after: string): string[] {
  const entries = objectLiteral(example.arguments);
  return entries.length === 0 ? [`${callee}()${after}`] : wrapped(`${callee}({ `, entries, ` })${after}`, "  ");
}

/** The names of the example's resources that another resource or an export refers to. */
export function referredResources(example: ResourceExample): Set<string> {
  const referred = new Set<string>();
  const visit = (given: ExampleValue) => {
    if (isExampleOutput(given)) referred.add(given.resource);
    else if (Array.isArray(given)) given.forEach(visit);
  };
  for (const resource of example.resources) Object.values(resource.properties).forEach(visit);
  Object.values(example.exports).forEach(visit);
  return referred;
}
