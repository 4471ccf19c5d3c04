// The fields of a row's bodies that carry a file as Base64 (see ResourceRow.textAsBase64), which the inputs take as
// the file's text.
import type { ResourceRow } from "./metadata/row";
import type { ApiObject } from "./row-operations";

/** `body` as a write sends it: each of the row's text-as-Base64 fields it holds, as the Base64 of its UTF-8 text. */
export function withTextAsBase64(row: ResourceRow, body: ApiObject): ApiObject {
  const encoded = (row.textAsBase64 ?? []).filter((api) => typeof body[api] === "string");
  if (encoded.length === 0) return body;
  return { ...body, ...Object.fromEntries(encoded.map((api) => [api, Buffer.from(body[api] as string, "utf8").toString("base64")])) };
}
