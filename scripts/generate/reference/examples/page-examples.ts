import { dataFunctions } from "../../../../src/data/definitions";
import { packageVersion } from "../../../../src/package-version";
import { packageSchema } from "../../../../src/plugin/package-schema";
import { resourceDefinitions } from "../../../../src/providers";
import type { PackageSchema } from "../schema-types";
import { checkFunctionExample, checkResourceExample } from "./example-check";
import { goCall, goResources } from "./go";
import { pythonCall, pythonResources } from "./python";
import { TYPESCRIPT_IMPORT, typescriptCall, typescriptOutputCall, typescriptResources } from "./typescript";
import { yamlCall, yamlProgram, yamlResources, type YamlSections } from "./yaml";

/** The example of a resource's or data function's page, in each language, checked against the schema. */
export interface PageExample {
  /** The resource or data function the page is about. */
  name: string;
  typescript: string[];
  python: string[];
  go: string[];
  yaml: string[];
  /** The YAML example's sections, every name starting with `prefix`, for a program that holds several examples. */
  yamlSections(prefix: string): YamlSections;
}

/** The examples of every page: the resources in the registry's order, then the data functions. */
export function pageExamples(schema: PackageSchema): PageExample[] {
  const { language } = schema;
  const pythonModule = language.python.packageName;
  const goPackage = language.go.importBasePath;
  const resources = resourceDefinitions.map(({ name, documentation: { example } }): PageExample => {
    checkResourceExample(schema, name, example);
    return {
      name,
      typescript: [TYPESCRIPT_IMPORT, "", ...typescriptResources(example)],
      python: pythonResources(pythonModule, example),
      go: goResources(schema, goPackage, example),
      yaml: yamlProgram([yamlResources(example)]),
      yamlSections: (prefix) => yamlResources(example, prefix),
    };
  });
  const functions = Object.entries(dataFunctions).map(([name, { documentation: { example } }]): PageExample => {
    checkFunctionExample(schema, name, example);
    return {
      name,
      typescript: [TYPESCRIPT_IMPORT, "", ...typescriptCall(name, example), "", ...typescriptOutputCall(name, example)],
      python: pythonCall(pythonModule, name, example),
      go: goCall(schema, goPackage, name, example),
      yaml: yamlProgram([yamlCall(name, example)]),
      yamlSections: (prefix) => yamlCall(name, example, prefix),
    };
  });
  return [...resources, ...functions];
}

/** The examples of every page, from the package schema the plugin serves. */
export function referenceExamples(): PageExample[] {
  return pageExamples(packageSchema(packageVersion, resourceDefinitions, dataFunctions) as unknown as PackageSchema);
}
