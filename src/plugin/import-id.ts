import type { UntypedDefinition } from "../providers";

/**
 * The inputs an imported resource starts from: the parts of its id (`{appId}/{volumeId}` -> appId, volumeId), each
 * checked with the rule of its input, plus the import's seed. A resource that cannot be imported says why.
 */
export function importedInputs(resource: UntypedDefinition, id: string): Record<string, unknown> {
  const rule = resource.import;
  if ("refused" in rule) {
    throw new Error(rule.refused);
  }
  const fields = [...rule.idForm.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const parts = id.split("/");
  const invalid = (reason: string) =>
    new Error(`cannot import ${resource.name} "${id}": ${reason}; the id must have the form ${rule.idForm}`);
  if (parts.length !== fields.length || parts.some((part) => part === "")) {
    throw invalid(`expected ${fields.length} non-empty part${fields.length === 1 ? "" : "s"} separated by "/"`);
  }
  const inputs: Record<string, unknown> = { ...rule.seed };
  fields.forEach((field, index) => {
    // An id's part is an input (`appId`) or, for a resource the API names, an output (a Video's `videoId`).
    const parsed = (resource.inputs.shape[field] ?? resource.outputs.shape[field]).safeParse(parts[index]);
    if (!parsed.success) {
      throw invalid(`${field} ${parsed.error.issues[0].message}`);
    }
    inputs[field] = parsed.data;
  });
  return inputs;
}
