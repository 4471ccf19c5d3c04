import type { CloudPlatformClient } from "../client";
import { writesUnderParent } from "../client/writes-under-parent";
import type { ProviderDefinition } from "./definition";
import type { ResourceRow } from "./metadata/row";
import { withinDeadline, type RowReadyWait } from "./row-ready-wait";

// What a row's steps run within: the parent their writes belong to, the deadline of their reads' waits.

/**
 * `definition` with its update and delete made knowing the parent, where the row names its parent by a field of the
 * bodies: the client then makes their writes, which name the object alone, one at a time with the parent's other writes
 * (see `writesUnderParent`), its creates among them.
 */
export function withWritesUnderParent<Inputs extends object, Outputs extends object>(
  row: ResourceRow,
  definition: ProviderDefinition<Inputs, Outputs>,
): ProviderDefinition<Inputs, Outputs> {
  if (row.parentField === undefined) return definition;
  const parentOf = (id: string) => id.split("/")[0];
  const { update, delete: remove } = definition;
  return {
    ...definition,
    update: (client, id, olds, news) => writesUnderParent(parentOf(id), () => update(client, id, olds, news)),
    ...(remove !== undefined && {
      delete: (client: CloudPlatformClient, id: string, props: Outputs) =>
        writesUnderParent(parentOf(id), () => remove(client, id, props)),
    }),
  };
}

/**
 * `definition` with its create, read and update made within the deadline of `wait`'s input, as their inputs (or, for a
 * read, the state) hold it.
 */
export function withReadyDeadline<Inputs extends object, Outputs extends object>(
  wait: RowReadyWait | undefined,
  definition: ProviderDefinition<Inputs, Outputs>,
): ProviderDefinition<Inputs, Outputs> {
  if (wait === undefined) return definition;
  const seconds = (values: object) => Number((values as Record<string, unknown>)[wait.input] ?? wait.defaultSeconds);
  const { create, read, update } = definition;
  return {
    ...definition,
    create: (client, inputs) => withinDeadline(seconds(inputs), () => create(client, inputs)),
    update: (client, id, olds, news) => withinDeadline(seconds(news), () => update(client, id, olds, news)),
    ...(read !== undefined && {
      read: (client: CloudPlatformClient, id: string, props: Outputs) => withinDeadline(seconds(props), () => read(client, id, props)),
    }),
  };
}
