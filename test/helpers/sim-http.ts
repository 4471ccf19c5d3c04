export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  json: any;
}

export interface SendOptions {
  method?: string;
  /** Sent as the AccessKey header. */
  key?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (instead of body). */
  rawBody?: string;
  contentType?: string;
}

/** One request with Node's fetch, the body read whole. */
export async function send(url: string, options: SendOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers.AccessKey = options.key;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  const res = await fetch(url, { method: options.method ?? "GET", headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A UTC day `daysAgo` days before today, as `MM-dd-yyyy`. */
export function utcDate(daysAgo: number): string {
  const iso = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}
