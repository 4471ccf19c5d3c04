import type { z } from "zod";
import { VideoUploadOptionsSchema } from "../../src/schemas";
import { docComment } from "./doc-comment";
import { TypeScriptTypes } from "./typescript-types";

/**
 * Properties that several resources share, declared once in their own module of src/resources (`file`), whose types
 * users extend: a resource whose inputs hold every property of `schema` extends `args`, merges `outputs` into its
 * class and registers them with the function `properties`.
 */
export interface SharedProperties {
  schema: z.ZodObject;
  file: string;
  args: string;
  outputs: string;
  properties: string;
  /** The documentation of `args`, and what a resource's arguments add about them. */
  argsDoc: string;
  note: string;
  /** The documentation of `outputs`. */
  outputsDoc: string;
}

export const sharedProperties: SharedProperties[] = [
  {
    schema: VideoUploadOptionsSchema,
    file: "video-upload-options",
    args: "VideoUploadOptionArgs",
    outputs: "VideoUploadOptionOutputs",
    properties: "uploadOptionProperties",
    argsDoc: "The upload options of a video's file, by their API names. Each option left unset is not sent.",
    note: "Each upload option left unset is not sent, so the library's setting applies.",
    outputsDoc: "The upload options as outputs: each as sent, when set.",
  },
];

/** The module of `group`: its arguments, its outputs and the function that registers them. */
export function sharedModule(group: SharedProperties): string {
  const types = new TypeScriptTypes();
  const properties = types.properties(group.schema, new Set());
  const imports = ['import type * as pulumi from "@pulumi/pulumi";'];
  if (types.imports.size > 0) {
    imports.push(`import type { ${[...types.imports].sort().join(", ")} } from "../types";`);
  }
  const args = properties.map((property) => `${docComment("  ", property.description)}\n  ${property.name}?: ${property.input};`);
  const outputs = properties.map(
    (property) =>
      `${docComment("  ", `\`${property.name}\` as sent, when set.`)}\n` +
      `  readonly ${property.name}: pulumi.Output<${property.output} | undefined>;`,
  );
  return `${imports.join("\n")}

/** ${group.argsDoc} */
export interface ${group.args} {
${args.join("\n")}
}

/** ${group.outputsDoc} */
export interface ${group.outputs} {
${outputs.join("\n")}
}

/** The properties of \`${group.args}\` in \`args\`, as a resource registers them. */
export function ${group.properties}(args: ${group.args}): ${group.args} {
  return {
${properties.map((property) => `    ${property.name}: args.${property.name},`).join("\n")}
  };
}
`;
}
