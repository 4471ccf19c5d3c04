import type { ServerResponse } from "node:http";
import type { SimulatedResponse } from "./http-responses";

function answerText(answer: SimulatedResponse): string | undefined {
  return answer.raw ?? (answer.json === undefined ? undefined : JSON.stringify(answer.json));
}

/** What the request log keeps of an answer: the JSON value, or the raw text parsed where it is JSON. */
export function answerForLog(answer: SimulatedResponse): unknown {
  if (answer.json !== undefined || answer.raw === undefined) return answer.json;
  try {
    return JSON.parse(answer.raw);
  } catch {
    return answer.raw;
  }
}

/**
 * Writes an answer. With `cutMidBody` the headers announce the whole body
 * (an empty one as chunked), less than all of it is sent and the connection
 * is destroyed.
 */
export function writeAnswer(res: ServerResponse, answer: SimulatedResponse, cutMidBody: boolean): void {
  const text = answerText(answer);
  const body = text === undefined ? Buffer.alloc(0) : Buffer.from(text, "utf8");
  const headers: Record<string, string> = { ...answer.headers };
  if (text !== undefined) headers["content-type"] ??= "application/json; charset=utf-8";
  if (text !== undefined || !cutMidBody) headers["content-length"] = String(body.length);
  res.writeHead(answer.status, headers);
  if (!cutMidBody) {
    res.end(body);
    return;
  }
  const part = body.subarray(0, Math.floor(body.length / 2));
  if (part.length > 0) {
    res.write(part, () => res.destroy());
  } else {
    res.flushHeaders();
    setImmediate(() => res.destroy());
  }
}
