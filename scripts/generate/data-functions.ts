import type { z } from "zod";
import type { DataFunctionDefinition } from "../../src/data/data-function";
import { dataFunctions } from "../../src/data/definitions";
import { resourceDefinitions } from "../../src/providers";
import { declarationLines } from "./declaration-lines";
import { docComment } from "./doc-comment";
import { generatedHeader } from "./generated-header";
import { typescriptCall, typescriptOutputCall } from "./reference/examples/typescript";
import { moduleName } from "./resource-sources";
import { TypeScriptTypes, type TypedProperty } from "./typescript-types";

const HEADER = generatedHeader("the data function definitions (src/data/definitions.ts)");

/** What `@param opts` says of the invoke options every function takes. */
const INVOKE_OPTIONS = [
  "@param opts Pulumi invoke options: `parent`, `version`, `pluginDownloadURL` and `async` are accepted and change",
  "  nothing here; `provider` and `providers` are refused (the call reads the account of the program's `cloudplatform`",
  "  settings).",
];

/** `getContainerTemplate` → `ContainerTemplate`: the file name of its module, and the type it returns unless told. */
function resultName(name: string): string {
  return name.replace(/^get/, "");
}

/** The type the function returns: the definition's `resultType`, else the function's name without `get`. */
function resultType(name: string, definition: DataFunctionDefinition<z.ZodObject, unknown>): string {
  return definition.resultType ?? resultName(name);
}

/** `getContainerTemplate` → `GetContainerTemplate`: the start of the names of its argument types. */
function typeName(name: string): string {
  return name[0].toUpperCase() + name.slice(1);
}

/** An interface `name` documented as `doc`, declaring `properties` with their type `as`. */
function interfaceDeclaration(
  doc: string,
  name: string,
  properties: TypedProperty[],
  as: "argument" | "input" | "output",
): string {
  const declared = properties.map(
    (property) =>
      `${docComment("  ", property.description)}\n${declarationLines(`  ${property.name}${property.optional ? "?" : ""}: `, property[as], ";")}`,
  );
  return `${docComment("", doc)}\nexport interface ${name} {\n${declared.join("\n")}\n}`;
}

function exampleLines(example: string[]): string[] {
  return ["", "@example", "```ts", ...example, "```"];
}

/** The function `name` and its `…Output` twin, typed and documented from `definition`. */
function dataModule(name: string, definition: DataFunctionDefinition<z.ZodObject, unknown>): string {
  const result = resultType(name, definition);
  const types = new TypeScriptTypes();
  const args = types.properties(definition.arguments, new Set());
  const declaresResult = !types.usePublicType(result);
  const resultProperties = declaresResult ? types.properties(definition.result, new Set()) : [];
  const { behaviour, args: argsDoc, example } = definition.documentation;
  if ((args.length > 0) !== (argsDoc !== undefined)) {
    throw new Error(`${name}: documentation.args describes the arguments, and only a function with arguments has it`);
  }

  const imports = ['import * as pulumi from "@pulumi/pulumi";'];
  if (types.imports.size > 0) {
    imports.push(`import type { ${[...types.imports].sort().join(", ")} } from "../types";`);
  }
  if (types.answerTypes.size > 0) {
    imports.push(`import type { ${[...types.answerTypes.keys()].sort().join(", ")} } from "./answer-types";`);
  }
  imports.push('import { resolvedArgs, type DataFunctionOutputOptions } from "./options";');
  imports.push('import { callInProgram } from "./program-client";');

  const declarations: string[] = [];
  if (args.length > 0) {
    declarations.push(interfaceDeclaration(`Arguments of {@link ${name}}.`, `${typeName(name)}Args`, args, "argument"));
    declarations.push(
      interfaceDeclaration(`Arguments of {@link ${name}Output}.`, `${typeName(name)}OutputArgs`, args, "input"),
    );
  }
  if (declaresResult) {
    declarations.push(interfaceDeclaration(`Result of {@link ${name}}.`, result, resultProperties, "output"));
  }

  const argsParam = argsDoc === undefined ? [] : [`@param args ${argsDoc}`];
  const functionDoc = docComment("", definition.description, [
    ...(behaviour.length > 0 ? ["", ...behaviour] : []),
    "",
    ...argsParam,
    ...INVOKE_OPTIONS,
    ...exampleLines(typescriptCall(name, example)),
  ]);
  const outputDoc = docComment("", `{@link ${name}} ${args.length > 0 ? "taking inputs and " : ""}returning an output.`, [
    "",
    ...argsParam,
    `@param opts \`dependsOn\`: resources to wait for before the call; the other options as for {@link ${name}}.`,
    ...exampleLines(typescriptOutputCall(name, example)),
  ]);
  // Arguments that may all be left out may be left out together.
  const argsDefault = args.every((argument) => argument.optional) ? " = {}" : "";
  // A declared result type is written from the described result the call's answer is made of.
  const returned = declaresResult ? ` as Promise<${result}>` : "";
  const functions =
    args.length > 0
      ? `${functionDoc}
export function ${name}(
  args: ${typeName(name)}Args${argsDefault},
  opts?: pulumi.InvokeOptions,
): Promise<${result}> {
  return callInProgram("${name}", args, opts)${returned};
}

${outputDoc}
export function ${name}Output(
  args: ${typeName(name)}OutputArgs${argsDefault},
  opts?: DataFunctionOutputOptions,
): pulumi.Output<${result}> {
  return resolvedArgs(args, opts).apply((resolved) => ${name}(resolved, opts));
}
`
      : `${functionDoc}
export function ${name}(opts?: pulumi.InvokeOptions): Promise<${result}> {
  return callInProgram("${name}", {}, opts)${returned};
}

${outputDoc}
export function ${name}Output(opts?: DataFunctionOutputOptions): pulumi.Output<${result}> {
  return resolvedArgs({}, opts).apply(() => ${name}(opts));
}
`;
  return `${HEADER}
${imports.join("\n")}

${declarations.map((declaration) => `${declaration}\n\n`).join("")}${functions}`;
}

/**
 * The module that declares the object types of the API's answers the data functions' results and the resources' inputs
 * hold (`src/data/answer-types.ts`), each once, in the order of their names.
 */
function answerTypesModule(): string {
  const types = new TypeScriptTypes();
  for (const [name, definition] of Object.entries(dataFunctions)) {
    if (!new TypeScriptTypes().usePublicType(resultType(name, definition))) types.properties(definition.result, new Set());
  }
  // The named object types of resources no lookup reports (a ContainerApp's containers) are declared here too.
  for (const definition of resourceDefinitions) types.properties(definition.outputs, new Set());
  // A named object type of a write-only input (a registry's credentials) is in no lookup's result, and declared here too.
  const inputTypes = new TypeScriptTypes();
  for (const definition of resourceDefinitions) inputTypes.properties(definition.inputs, new Set());
  for (const [name, type] of inputTypes.answerTypes) if (!types.answerTypes.has(name)) types.answerTypes.set(name, type);
  const declared = new Map<string, string>();
  for (let pending = [...types.answerTypes.keys()]; pending.length > 0; pending = [...types.answerTypes.keys()].filter((name) => !declared.has(name))) {
    for (const name of pending) {
      const { json } = types.answerTypes.get(name)!;
      declared.set(name, interfaceDeclaration(json.description ?? name, name, types.answerTypeProperties(name), "output"));
    }
  }
  const sorted = [...declared.keys()].sort().map((name) => declared.get(name)!);
  // The public types the declarations name: a resource's outputs may meet others, which no answer type holds.
  const named = [...types.imports].filter((name) => sorted.some((declaration) => new RegExp(`\\b${name}\\b`).test(declaration)));
  const imports = named.length > 0 ? `import type { ${named.sort().join(", ")} } from "../types";\n\n` : "";
  return `${HEADER}\n${imports}${sorted.join("\n\n")}\n`;
}

/** The data functions with their argument types, the result types they declare, and the output options. */
function dataIndex(): string {
  const exports = Object.entries(dataFunctions).map(([name, definition]) => {
    const names = [name, `${name}Output`];
    if (Object.keys(definition.arguments.shape).length > 0) {
      names.push(`type ${typeName(name)}Args`, `type ${typeName(name)}OutputArgs`);
    }
    if (!new TypeScriptTypes().usePublicType(resultType(name, definition))) {
      names.push(`type ${resultType(name, definition)}`);
    }
    const from = `from "./${moduleName(resultName(name))}";`;
    const oneLine = `export { ${names.join(", ")} } ${from}`;
    return oneLine.length <= 120 ? oneLine : `export {\n${names.map((exported) => `  ${exported},\n`).join("")}} ${from}`;
  });
  return `${HEADER}\n${exports.join("\n")}\nexport type * from "./answer-types";\nexport type { DataFunctionOutputOptions, DataSourceOutputOptions } from "./options";\n`;
}

/** Every file of src/data `npm run generate` writes, by path relative to the repository, with its text. */
export function dataFunctionSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [name, definition] of Object.entries(dataFunctions)) {
    sources.set(`src/data/${moduleName(resultName(name))}.ts`, dataModule(name, definition));
  }
  sources.set("src/data/answer-types.ts", answerTypesModule());
  sources.set("src/data/index.ts", dataIndex());
  return sources;
}
