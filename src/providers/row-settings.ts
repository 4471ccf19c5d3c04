import type { ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { listItem } from "./documentation-lines";
import { NotListedError } from "../errors";
import { unlessGone } from "./gone";
import { objectListOf, type ResourceRow } from "./metadata/row";
import { PartiallyAppliedError } from "./partially-applied-error";
import type { ApiObject } from "./row-operations";
import { readFromText } from "./row-read-from";

// The create of a settings object every parent has (see ResourceRow.settingsOf): adopted, never created.

/** The steps of a row's provider that the adoption of a settings object makes. */
export interface SettingsSteps {
  /** The object as the row's read answers it. */
  read(client: CloudPlatformClient, ids: readonly string[]): Promise<ApiObject>;
  /** The row's update, sent the declared fields of `given`, all of them. */
  write(client: CloudPlatformClient, ids: readonly string[], given: Record<string, unknown>): Promise<unknown>;
  /** The resource's outputs of the object `live`. */
  outputs(ids: readonly string[], live: ApiObject, given: Record<string, unknown>): Record<string, unknown>;
  /** The declared inputs of `given` the update's body takes, as the API stores them. */
  declaredValues(given: Record<string, unknown>): Record<string, unknown>;
  /**
   * The write-only inputs of `given` a call of their own sends (see ResourceRow.writeOnlyCall), sent to the object the
   * read found as `live`: the outputs they add, none where they are undeclared.
   */
  sendWriteOnly(
    client: CloudPlatformClient,
    ids: readonly string[],
    live: ApiObject,
    given: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
}

/** The id of the parent whose settings a settings row's object of `ids` is: the whole id, or all but an element's own. */
export function settingsParentId(row: ResourceRow, ids: readonly string[]): string {
  return (row.readFrom === undefined ? ids : ids.slice(0, -1)).join("/");
}

/**
 * The create of a settings row: the read (a parent the API says is gone, or an element its answer does not list, fails
 * before any write, naming the parent or the import id), the update with the declared fields alone, the write-only
 * inputs' own call, then the read for the outputs. A call after the update or a read back that fails records the
 * object with what was sent, so that the next `pulumi up` refreshes it and sends the rest.
 */
export async function adoptedSettings(
  row: ResourceRow,
  settingsOf: string,
  client: CloudPlatformClient,
  ids: readonly string[],
  given: Record<string, unknown>,
  steps: SettingsSteps,
): Promise<{ id: string; outs: Record<string, unknown> }> {
  const id = ids.join("/");
  const parent = settingsParentId(row, ids);
  const read = steps.read(client, ids).then(
    (live) => ({ live }),
    (error: unknown) => {
      if (error instanceof NotListedError && row.readFrom !== undefined) return { unlisted: row.readFrom };
      throw error;
    },
  );
  const found = await unlessGone(read, client, objectListOf(row, ids));
  if (found === undefined) {
    throw new Error(
      `${row.name} ${id}: the ${settingsOf} ${parent} does not exist, and a ${row.name} is settings that every ` +
        `${settingsOf} has: declare the ${settingsOf}, or import it with the id \`${parent}\`, before the next \`pulumi up\``,
    );
  }
  if ("unlisted" in found) {
    throw new Error(
      `${row.name} ${id}: the ${settingsOf} ${parent} lists no ${ids.at(-1)} in its ${readFromText(found.unlisted)}, and a ` +
        `${row.name} is the settings of one the API lists: declare one of those, or import it with its id \`${row.id}\`, ` +
        "before the next `pulumi up`",
    );
  }
  if (Object.keys(steps.declaredValues(given)).length > 0) await steps.write(client, ids, given);
  let sent: Record<string, unknown> = {};
  try {
    sent = await steps.sendWriteOnly(client, ids, found.live, given);
    return { id, outs: { ...steps.outputs(ids, await steps.read(client, ids), given), ...sent } };
  } catch (error) {
    const cause = error as Error;
    const known = { ...steps.outputs(ids, found.live, given), ...steps.declaredValues(given), ...sent };
    const message = `${row.name} ${id} was written, but not all of it was applied and read back: ${cause.message}`;
    throw new PartiallyAppliedError(id, known, given, message, cause);
  }
}

/**
 * The id's parts that name the row's parent: all but the object's own, or, for a settings row, the whole id, which is
 * its parent's (and, for an element's settings, that element's own, which names settings the API already has). A row
 * has a create, or is settings with an update.
 */
export function parentPartsOf(row: ResourceRow, idParts: readonly string[]): string[] {
  if ((row.create === undefined) !== (row.settingsOf !== undefined && row.update !== undefined)) {
    throw new Error(`${row.name}: a row has a create, or is settings (settingsOf) with an update`);
  }
  return row.settingsOf === undefined ? idParts.slice(0, -1) : [...idParts];
}

/** The documentation's lines of a settings row's create and delete (none for another row); `request` writes a call. */
export function settingsLines(
  row: ResourceRow,
  request: (operation: ApiOperationName) => string,
): { create: string[]; delete: string[] } | undefined {
  const { settingsOf, update, readFrom } = row;
  if (settingsOf === undefined || update === undefined) return undefined;
  const adopted =
    readFrom === undefined
      ? `every ${settingsOf} has its ${row.name}. The create reads ${request(row.read)} (a ${settingsOf} that does not ` +
        "exist fails it before any write)"
      : `the API keeps a ${row.name} for each element it lists in ${readFromText(readFrom)} of ${request(row.read)}. The ` +
        `create reads it there (a ${settingsOf} that does not exist, or an element it does not list, fails it before any ` +
        "write)";
  return {
    create: listItem(
      `adopted, never created: ${adopted}, sends ${request(update)} with the declared fields alone, and reads it again; ` +
        "a field the program leaves out stays as it is.",
    ),
    delete: listItem(
      `delete: no API call; the ${row.name} is forgotten and its settings stay as they are in the ${settingsOf}, ` +
        "and the engine's log says so.",
    ),
  };
}
