import type { IncomingMessage } from "node:http";
import { finished } from "node:stream/promises";

/** Largest JSON body accepted; the routes' bodies are a few dozen bytes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type ReadBody = { tooLarge: false; bytes: Buffer } | { tooLarge: true };

/** Reads the whole body, keeping at most JSON_BODY_LIMIT bytes (the rest is read and discarded). */
export async function readBody(req: IncomingMessage): Promise<ReadBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= JSON_BODY_LIMIT) chunks.push(chunk);
  }
  return size > JSON_BODY_LIMIT ? { tooLarge: true } : { tooLarge: false, bytes: Buffer.concat(chunks) };
}

/** Reads and discards what is left of the body, so that an answer never races the upload it answers. */
export async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await finished(req);
}

/** The media type of a Content-Type header without parameters, lower case. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

function isJsonMediaType(type: string): boolean {
  return type === "application/json" || type === "text/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type);
}

type ParsedJson = { ok: true; value: unknown } | { ok: false; status: 400 | 415; message: string };

/** Checks the content type (application/json, text/json, application/*+json) and parses the body. */
export function parseJsonBody(contentType: string | undefined, bytes: Buffer): ParsedJson {
  const type = mediaType(contentType);
  if (!isJsonMediaType(type)) {
    return {
      ok: false,
      status: 415,
      message: `Content-Type must be application/json, text/json or application/*+json, got '${type || "none"}'`,
    };
  }
  if (bytes.length === 0) return { ok: false, status: 400, message: "A JSON request body is required" };
  try {
    return { ok: true, value: JSON.parse(bytes.toString("utf8")) };
  } catch (err) {
    return { ok: false, status: 400, message: `The request body is not valid JSON: ${(err as Error).message}` };
  }
}

/** The body as recorded in the request log: parsed JSON, the text itself when it is not JSON, undefined when empty. */
export function bodyForLog(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  const text = bytes.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
