import { dataFunctions } from "../../../src/data/definitions";
import { packageVersion } from "../../../src/package-version";
import { packageSchema } from "../../../src/plugin/package-schema";
import { resourceDefinitions, type UntypedDefinition } from "../../../src/providers";
import { settingSources } from "../../../src/setting-sources";
import { uncoveredOperations } from "../../../src/data/uncovered-operations";
import { moduleName } from "../resource-sources";
import { pageExamples, type PageExample } from "./examples/page-examples";
import { code, codeBlock, generatedMarkdownHeader, table } from "./markdown";
import { operationCallers, operationCoverage } from "./operation-coverage";
import { operationsPage } from "./operations-page";
import { referredTypes, tokenName, typeWords, type PackageSchema, type SchemaProperty } from "./schema-types";

/** Where the reference pages are committed, relative to the repository. */
export const REFERENCE_DIR = "docs/reference";

const HEADER = generatedMarkdownHeader("the package schema and the provider and data function definitions");
/** The link back to the index, from a page one folder below it. */
const INDEX_LINK = "[Reference index](../README.md)";

/**
 * The hand-written guides in docs/guides, which the index links: file name and title. The link check
 * (test/docs/links.test.ts) fails when one of them is missing.
 */
const GUIDES: [file: string, title: string][] = [
  ["configuration.md", "Configuration: keys and secrets, addresses and TLS, proxies, the user agent"],
  ["resources.md", "What the resources and data functions do, beyond their pages here"],
  ["big-stacks.md", "Big stacks: shared reads, writes one at a time, rate limits"],
  ["any-language.md", "Use from any language: the plugin, import, moving from the classes to the plugin, several accounts"],
  ["from-terraform.md", "Moving from the Terraform bunnynet provider: resources, import ids, the import file"],
  ["drift-detection.md", "Drift detection in CI"],
  ["errors.md", "Errors"],
  ["troubleshooting.md", "Troubleshooting"],
  ["state.md", "The package in your stack's state, and known limits"],
  ["client-and-simulator.md", "The client and the simulator, without Pulumi"],
  ["from-a-clone.md", "From a clone: the contributors' commands"],
];

/** Every page of the reference, by path relative to the repository, with its text. */
export function referenceSources(): Map<string, string> {
  const schema = packageSchema(packageVersion, resourceDefinitions, dataFunctions) as unknown as PackageSchema;
  const pages = new Map<string, string>();
  pages.set(`${REFERENCE_DIR}/README.md`, indexPage(schema));
  pages.set(`${REFERENCE_DIR}/configuration.md`, configurationPage());
  pages.set(`${REFERENCE_DIR}/operations.md`, operationsPage(operationCoverage(operationCallers(), uncoveredOperations)));
  const examples = new Map(pageExamples(schema).map((example) => [example.name, example]));
  for (const definition of resourceDefinitions) {
    const file = `${REFERENCE_DIR}/resources/${moduleName(definition.name)}.md`;
    pages.set(file, resourcePage(schema, definition, examples.get(definition.name)!));
  }
  for (const name of Object.keys(dataFunctions) as (keyof typeof dataFunctions)[]) {
    pages.set(`${REFERENCE_DIR}/functions/${moduleName(name)}.md`, functionPage(schema, name, examples.get(name)!));
  }
  return pages;
}

function token(name: string): string {
  return `cloudplatform:index:${name}`;
}

function indexPage(schema: PackageSchema): string {
  const resources = resourceDefinitions.map((definition) => [
    `[${definition.name}](resources/${moduleName(definition.name)}.md)`,
    code(token(definition.name)),
    definition.description,
    definition.delete ? "deletes it" : "forgets it, with no API call",
  ]);
  const functions = Object.keys(dataFunctions).map((name) => [
    `[${name}](functions/${moduleName(name)}.md)`,
    code(token(name)),
    schema.functions[token(name)].description,
  ]);
  return page([
    "# pulumi-cloudplatform reference",
    "One page per resource and data function of the package, as every language sees them: the TypeScript classes " +
      "(`pulumi-cloudplatform`) and the provider plugin's schema (YAML and the SDKs generated for Python, Go, Java and " +
      "TypeScript; C# is not built) share the names, inputs and outputs below. [Configuration](configuration.md) " +
      "lists the settings; [API operations](operations.md), every operation of the API and what covers it.",
    "## Resources",
    table(["resource", "token", "what it is", "`pulumi destroy`"], resources),
    "## Data functions",
    table(["function", "token", "what it reads"], functions),
    "## Guides",
    "How the package behaves, in the [guides](../guides/README.md):\n\n" +
      GUIDES.map(([file, title]) => `- [${title}](../guides/${file})`).join("\n"),
  ]);
}

function configurationPage(): string {
  const rows = Object.values(settingSources).map((setting) => [
    code(setting.configKey),
    code(setting.envVar),
    setting.secret ? "yes" : "no",
    setting.description,
  ]);
  return page([
    "# Configuration",
    "[Reference index](README.md)",
    "The settings are stack config in the `cloudplatform` namespace; a key that is not set is read from its " +
      "environment variable. Keys are set with `pulumi config set --secret`, or given through the environment in CI.",
    table(["config key", "environment variable", "secret", "meaning"], rows),
  ]);
}

/** The Example section: the same program in each language. */
function exampleSection(example: PageExample): string[] {
  return [
    "## Example",
    "In TypeScript with the package's classes, then in Python, Go and YAML through the provider plugin and the SDKs " +
      "generated from it ([Use from any language](../../guides/any-language.md)). The ids are those of the simulator's " +
      "demo account.",
    codeBlock("ts", example.typescript),
    codeBlock("python", example.python),
    codeBlock("go", example.go),
    codeBlock("yaml", example.yaml),
  ];
}

function resourcePage(schema: PackageSchema, definition: UntypedDefinition, example: PageExample): string {
  const resource = schema.resources[token(definition.name)];
  const required = new Set(resource.requiredInputs ?? []);
  const inputs = Object.entries(resource.inputProperties);
  const outputs = Object.entries(resource.properties).filter(([name]) => !(name in resource.inputProperties));
  return page([
    `# ${definition.name}`,
    `${INDEX_LINK} · token ${code(token(definition.name))}`,
    definition.description,
    definition.documentation.behaviour.join("\n"),
    ...exampleSection(example),
    "## Inputs",
    table(
      ["input", "type", "required", "description"],
      inputs.map(([name, property]) => [code(name), typeWords(property), required.has(name) ? "yes" : "no", describe(property)]),
    ),
    "## Outputs",
    ...(outputs.length === 0
      ? ["Every input is also an output; there are no others."]
      : [
          "Every input is also an output, with the value the API holds. Besides them:",
          table(
            ["output", "type", "description"],
            outputs.map(([name, property]) => [code(name), typeWords(property), describe(property)]),
          ),
        ]),
    ...namedTypes(schema, [...inputs, ...outputs].map(([, property]) => property)),
    "## Import",
    importSection(definition),
  ]);
}

function importSection(definition: UntypedDefinition): string {
  if ("refused" in definition.import) return `An existing object cannot be imported: ${definition.import.refused}`;
  return [
    `The import id is ${code(definition.import.idForm)}. Through the provider plugin (YAML and the generated SDKs):`,
    codeBlock("sh", [`pulumi import ${token(definition.name)} <resource name> '${definition.import.idForm}'`]),
    "Several objects at once: `pulumi import --file imports.json`, each entry with `type`, `name` and `id`. The " +
      "TypeScript classes are dynamic resources, which `pulumi import` cannot import.",
  ].join("\n\n");
}

function functionPage(schema: PackageSchema, name: keyof typeof dataFunctions, example: PageExample): string {
  const definition = dataFunctions[name];
  const fn = schema.functions[token(name)];
  const required = new Set(fn.inputs?.required ?? []);
  const args = Object.entries(fn.inputs?.properties ?? {});
  const results = Object.entries(fn.outputs.properties);
  const { behaviour } = definition.documentation;
  return page([
    `# ${name}`,
    `${INDEX_LINK} · token ${code(token(name))}`,
    fn.description,
    behaviour.join("\n"),
    ...exampleSection(example),
    "## Arguments",
    args.length === 0
      ? "None."
      : table(
          ["argument", "type", "required", "description"],
          args.map(([arg, property]) => [code(arg), typeWords(property), required.has(arg) ? "yes" : "no", describe(property)]),
        ),
    "## Result",
    table(["property", "type", "description"], results.map(([result, property]) => [code(result), typeWords(property), describe(property)])),
    ...namedTypes(schema, [...args, ...results].map(([, property]) => property)),
  ]);
}

/** A property's description, and that it is a secret where it is one. */
function describe(property: SchemaProperty): string {
  return `${property.description ?? ""}${property.secret === true ? " A secret." : ""}`;
}

/** A section for each named type the properties refer to (and the types those refer to): an enum's values, an object's properties. */
function namedTypes(schema: PackageSchema, properties: SchemaProperty[]): string[] {
  const tokens: string[] = [];
  const visit = (property: SchemaProperty) => {
    for (const referred of referredTypes(property)) {
      if (tokens.includes(referred)) continue;
      tokens.push(referred);
      Object.values(schema.types[referred].properties ?? {}).forEach(visit);
    }
  };
  properties.forEach(visit);
  if (tokens.length === 0) return [];
  return [
    "## Types",
    ...tokens.map((referred) => {
      const type = schema.types[referred];
      const body =
        type.enum !== undefined
          ? `Names it takes: ${type.enum.map((member) => code(String(member.value))).join(", ")}.`
          : table(
              ["property", "type", "description"],
              Object.entries(type.properties ?? {}).map(([property, spec]) => [code(property), typeWords(spec), describe(spec)]),
            );
      return `### ${tokenName(referred)}\n\n${type.description}\n\n${body}`;
    }),
  ];
}

function page(blocks: string[]): string {
  return `${[HEADER, ...blocks.filter((block) => block !== "")].join("\n\n")}\n`;
}
