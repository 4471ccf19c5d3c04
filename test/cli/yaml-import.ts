// `pulumi import` into a YAML program, as its owner adopts objects made elsewhere: the CLI writes the code of the
// imported resources, which goes into the program's own `resources:`.
import { promises as fs } from "node:fs";
import path from "node:path";
import type { CliStack } from "../helpers/cli-stack";

/** A resource of an import file: its type token, the name it takes in the program, and its import id. */
export interface ImportedResource {
  type: string;
  name: string;
  id: string;
}

/**
 * Imports `resources` into the stack with `pulumi import --file`, and adds the YAML the CLI writes for them to the
 * program's `resources:`. Returns that YAML, as the program now holds it.
 */
export async function importIntoYamlProgram(stack: CliStack, resources: ImportedResource[]): Promise<string> {
  const importFile = path.join(stack.programDir, "..", "imports.json");
  const generated = path.join(stack.programDir, "..", "imported.yaml");
  await fs.writeFile(importFile, JSON.stringify({ resources }));
  await stack.pulumi(["import", "--file", importFile, "--out", generated, "--yes"]);
  const lines = (await fs.readFile(generated, "utf8")).split("\n");
  const start = lines.indexOf("resources:") + 1;
  const end = lines.findIndex((line, index) => index >= start && /^\S/.test(line));
  const code = lines.slice(start, end === -1 ? undefined : end).join("\n");
  const programFile = path.join(stack.programDir, "Pulumi.yaml");
  const program = await fs.readFile(programFile, "utf8");
  await fs.writeFile(programFile, program.replace(/^resources:\n/m, `resources:\n${code}\n`));
  return code;
}
