import type { z } from "zod";
import { listElement, modelName } from "./row-fields";
import type { ApiObject } from "./row-operations";

// Where a row's object is an element of its parent's answer (see ResourceRow.readFrom): one list, any of several, or
// the lists inside the elements of another.

type ReadFrom = string | readonly string[];

/** Each list of `readFrom` as the fields that lead to it from the answer. */
function pathsOf(readFrom: ReadFrom): string[][] {
  return (typeof readFrom === "string" ? [readFrom] : [...readFrom]).map((path) => path.split("."));
}

/** The model of the elements of the lists of `readFrom` in the answer model `answer`: one model, whichever the list. */
export function elementModel(answer: z.ZodType, readFrom: ReadFrom, where: string): z.ZodType {
  const models = pathsOf(readFrom).map((path) => path.reduce((model, field) => listElement(model, field, where), answer));
  if (new Set(models.map(modelName)).size !== 1) throw new Error(`${where}: the lists ${readFromText(readFrom)} hold different models`);
  return models[0];
}

/** The elements of the lists of `readFrom` in a read's `answer`, in order; a list the answer leaves out holds none. */
export function listedElements(answer: ApiObject, readFrom: ReadFrom): ApiObject[] {
  return pathsOf(readFrom).flatMap((path) =>
    path.reduce<ApiObject[]>((holders, field) => holders.flatMap((holder) => (holder[field] ?? []) as ApiObject[]), [answer]),
  );
}

/** The lists of `readFrom` as the documentation says them: "`managedLists` or `customLists`", "`bots` of each of `categories`". */
export function readFromText(readFrom: ReadFrom): string {
  return pathsOf(readFrom)
    .map((path) =>
      path
        .map((field) => `\`${field}\``)
        .reverse()
        .join(" of each of "),
    )
    .join(" or ");
}
