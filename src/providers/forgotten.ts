import type { ProviderDefinition } from "./definition";

/**
 * Whether deleting the object of `props` forgets an object that still exists: the resource has no delete, or this
 * object is one it forgets; never for a resource that records a call.
 */
export function forgetsOnDelete<Inputs extends object, Outputs extends object>(
  definition: ProviderDefinition<Inputs, Outputs>,
  props: Outputs,
): boolean {
  return definition.recordsACall !== true && (definition.delete === undefined || definition.forgets?.(props) === true);
}

/**
 * What deleting a resource whose delete forgets it says (`pulumi destroy`, a replacement, the resource removed from
 * the program): the engine prints "deleted" for every delete step, whereas the object is left as it is. Settings of
 * another resource's object (`settingsOf`) are said to stay as they are in it.
 */
export function forgottenNote(resourceName: string, id: string, settingsOf?: ProviderDefinition<object, object>["settingsOf"]): string {
  const left =
    settingsOf === undefined
      ? "it still exists as it was"
      : `its settings stay as they are in the ${settingsOf.resource} ${settingsOf.parentId(id)}`;
  return `${resourceName} ${id} was forgotten, not deleted: ${left}, and the stack no longer manages it`;
}
