import path from "node:path";
import { resourceDefinitions, type UntypedDefinition } from "../../src/providers";
import { declarationLines, LINE_WIDTH } from "./declaration-lines";
import { docComment } from "./doc-comment";
import { generatedHeader } from "./generated-header";
import { typescriptResources } from "./reference/examples/typescript";
import { sharedModule, sharedProperties } from "./shared-properties";
import { TypeScriptTypes } from "./typescript-types";

const GENERATED_HEADER = generatedHeader("the provider definitions (src/providers)");

/** `ExternalDnsCertificate` → `external-dns-certificate`: the file name of a resource's modules. */
export function moduleName(className: string): string {
  return className.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? "" : "-"}${letter.toLowerCase()}`);
}

function camelCase(className: string): string {
  return className[0].toLowerCase() + className.slice(1);
}

function article(name: string): string {
  return /^[AEIOU]/.test(name) ? "an" : "a";
}

/** How a program's dynamic-provider host requires the entry module of the resource whose modules are named `file`. */
function entryModulePath(file: string): string {
  return `pulumi-cloudplatform/dist/providers/entry/${file}.js`;
}

/** The entry module that states `require`: the provider of `definition`, loaded on the first call. */
function entryModule(definition: UntypedDefinition): string {
  const file = moduleName(definition.name);
  const provider = `${camelCase(definition.name)}Provider`;
  const implementation: Record<string, unknown> = require(path.resolve(__dirname, "..", "..", "src", "providers", file));
  if (implementation[`${camelCase(definition.name)}Definition`] !== definition || implementation[provider] === undefined) {
    throw new Error(`src/providers/${file}.ts must export the definition of ${definition.name} and its ${provider}`);
  }
  const loaded = `(require("pulumi-cloudplatform/dist/providers/${file}.js") as Implementation)`;
  const load = `  () => ${loaded}.${provider},`;
  return `${GENERATED_HEADER}
import { lazyProvider } from "../lazy-provider";

type Implementation = typeof import("../${file}");

/** The ${definition.name} provider the Pulumi host runs; the implementation loads on the first call. */
export = lazyProvider(
${load.length <= LINE_WIDTH ? load : `  () =>\n    ${loaded}\n      .${provider},`}
);
`;
}

/** The options the class passes on: the program's, with the secret outputs added where the resource has any. */
function secretOptions(definition: UntypedDefinition): string {
  const secrets = definition.secretOutputs ?? [];
  if (secrets.length === 0) return "opts";
  const names = secrets.map((name) => JSON.stringify(name)).join(", ");
  return `pulumi.mergeOptions(opts, {\n          additionalSecretOutputs: [${names}],\n        })`;
}

/** The resource class users declare, with its arguments: typed and documented from `definition`. */
function resourceModule(definition: UntypedDefinition): string {
  const name = definition.name;
  const file = moduleName(name);
  const shared = sharedProperties.filter((group) =>
    Object.entries(group.schema.shape).every(([property, schema]) => definition.inputs.shape[property] === schema),
  );
  const sharedNames = new Set(shared.flatMap((group) => Object.keys(group.schema.shape)));
  const types = new TypeScriptTypes();
  const inputs = types.properties(definition.inputs, sharedNames);
  const outputs = types.properties(definition.outputs, sharedNames);
  const inputNames = new Set(inputs.map((property) => property.name));
  // An input that is a secret output too is registered as a secret, so that the state's inputs never hold it in plain
  // text when the program gives it as such.
  const secretInputs = new Set((definition.secretOutputs ?? []).filter((name) => inputNames.has(name)));

  const argsDoc = [`Arguments of ${article(name)} {@link ${name}}.`, ...shared.map((group) => group.note)].join(" ");
  const extendsArgs = shared.length > 0 ? ` extends ${shared.map((group) => group.args).join(", ")}` : "";
  const args = inputs.map(
    (property) =>
      `${docComment("  ", property.description)}\n` +
      (property.input.startsWith("pulumi.Input<")
        ? declarationLines(`  ${property.name}${property.optional ? "?" : ""}: pulumi.Input<`, property.input.replace(/^pulumi\.Input<(.*)>$/, "$1"), ">;")
        : declarationLines(`  ${property.name}${property.optional ? "?" : ""}: `, property.input, ";")),
  );

  const imports = [
    "import * as pulumi from \"@pulumi/pulumi\";",
    "import { refusePlainStackKeys } from \"../plain-stack-keys\";",
    "import { pausePromiseStacks, resumePromiseStacks } from \"../promise-stacks\";",
    "import { HostedResource } from \"./hosted-resource\";",
  ];
  if (types.imports.size > 0) {
    imports.push(`import type { ${[...types.imports].sort().join(", ")} } from "../types";`);
  }
  if (types.usesDeepInput) imports.push('import type { DeepInput } from "./deep-input";');
  // A named object type of a resource's: its lookup's result holds it too, so the answer types declare it.
  if (types.answerTypes.size > 0) {
    imports.push(`import type { ${[...types.answerTypes.keys()].sort().join(", ")} } from "../data/answer-types";`);
  }
  for (const group of shared) {
    imports.push(`import { ${group.properties}, type ${group.args}, type ${group.outputs} } from "./${group.file}";`);
  }

  const { behaviour, example } = definition.documentation;
  const classDoc = docComment("", definition.description, ["", ...behaviour, "", "@example", "```ts", ...typescriptResources(example), "```"]);
  const merging = "@typescript-eslint/no-unsafe-declaration-merging";
  const outputDeclarations = outputs.map((property) => {
    const type = property.optional ? `${property.output} | undefined` : property.output;
    return `${docComment("  ", property.description)}\n${declarationLines(`  public declare readonly ${property.name}: pulumi.Output<`, type, ">;")}`;
  });
  const registered = [
    ...inputs.map((property) =>
      secretInputs.has(property.name)
        ? `        ${property.name}: args.${property.name} === undefined ? undefined : pulumi.secret(args.${property.name}),`
        : `        ${property.name}: args.${property.name},`,
    ),
    ...shared.map((group) => `        ...${group.properties}(args),`),
    ...outputs.filter((property) => !inputNames.has(property.name)).map((property) => `        ${property.name}: undefined,`),
  ];
  const mergedOutputs = shared.map(
    (group) => `
/** The outputs of the properties {@link ${group.args}} declares. */
// eslint-disable-next-line ${merging}, @typescript-eslint/no-empty-object-type -- merged outputs
export interface ${name} extends ${group.outputs} {}
`,
  );

  return `${GENERATED_HEADER}
${imports.join("\n")}

/** ${argsDoc} */
export interface ${name}Args${extendsArgs} {
${args.join("\n")}
}

${classDoc}
${shared.length > 0 ? `// eslint-disable-next-line ${merging} -- the interface below adds the shared outputs\n` : ""}export class ${name} extends HostedResource {
${outputDeclarations.join("\n")}

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The arguments of the resource.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: ${name}Args, opts?: pulumi.CustomResourceOptions) {
    refusePlainStackKeys();
    const stackTraceLimit = pausePromiseStacks();
    try {
      super(
        "${name}",
        "${entryModulePath(file)}",
        name,
        {
${registered.map((line) => `  ${line}`).join("\n")}
        },
        ${secretOptions(definition)},
      );
    } finally {
      resumePromiseStacks(stackTraceLimit);
    }
  }
}
${mergedOutputs.join("")}`;
}

/** The resource classes with their arguments, and the shared argument and output types they extend. */
function resourceIndex(): string {
  const classes = resourceDefinitions.map(
    ({ name }) => `export { ${name}, type ${name}Args } from "./${moduleName(name)}";`,
  );
  const shared = sharedProperties.map((group) => `export type { ${group.args}, ${group.outputs} } from "./${group.file}";`);
  return `${GENERATED_HEADER}\n${[...classes, ...shared].join("\n")}\n`;
}

/** src/providers/definition-loaders.ts, from which the plugin loads the definitions of the resources it serves. */
function definitionLoaders(): string {
  const loaders = resourceDefinitions.map(
    ({ name }) => `  ${name}: () => require("./${moduleName(name)}").${camelCase(name)}Definition,`,
  );
  return `${GENERATED_HEADER}
import type { UntypedDefinition } from ".";

/** Each resource's definition by its class name, its module loaded on the first call: a process loads only those it serves. */
export const definitionLoaders: Readonly<Record<string, () => UntypedDefinition>> = {
${loaders.join("\n")}
};
`;
}

/**
 * Every file of src/resources, src/providers/entry and the definition loaders `npm run generate` writes, by path
 * relative to the repository.
 */
export function resourceSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const definition of resourceDefinitions) {
    const file = moduleName(definition.name);
    sources.set(`src/resources/${file}.ts`, resourceModule(definition));
    sources.set(`src/providers/entry/${file}.ts`, entryModule(definition));
  }
  for (const group of sharedProperties) {
    sources.set(`src/resources/${group.file}.ts`, `${GENERATED_HEADER}\n${sharedModule(group)}`);
  }
  sources.set("src/resources/index.ts", resourceIndex());
  sources.set("src/providers/definition-loaders.ts", definitionLoaders());
  return sources;
}
