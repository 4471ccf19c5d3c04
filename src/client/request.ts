import type { OperationFacts } from "../api/operation-facts";
import type { FailureMapper } from "./failure-mapper";
import type { Envelope } from "./envelopes";
import type { OperationName } from "../operations";
import type { RetryPolicy } from "./retry";
import type { StreamBody } from "./stream-body";

/** One call of the API, as an operation declares it. */
export interface ApiRequest<Result> {
  operation: OperationName;
  method: OperationFacts["method"];
  /** The video API (`videoUrl`, `videoApiKey`) instead of the account API (`baseUrl`, `apiKey`). */
  video?: boolean;
  /** Below the API's base address, made with {@link path}. */
  path: string;
  /** Query string including its `?`, made with {@link query}; empty or absent for none. */
  query?: string;
  /** JSON; a file's content, streamed; or a text sent as it is, with its media type (an HTML page). */
  body?: { json: unknown } | { stream: StreamBody } | { text: string; mediaType: string };
  /** Default `idempotent`; a POST says why it may be retried. */
  retry?: RetryPolicy;
  /** Where the result and, for some areas, a failure sit in a 2xx body. */
  envelope: Envelope<Result>;
  /** The operation's own errors for failures the API answered. */
  failure?: FailureMapper;
  /** A read whose 2xx shows the address to be the API's, so that its 404 says the address is wrong. */
  provesAddress?: boolean;
}

/** A path whose interpolated values are each percent-encoded as one segment: ``path`/mc/apps/${appId}/volumes` ``. */
export function path(template: TemplateStringsArray, ...segments: string[]): string {
  return template.reduce((text, literal, index) => text + encodeURIComponent(segments[index - 1]) + literal);
}

/**
 * The set parameters as a query string, in the order given; a list is sent comma separated, each item encoded.
 * Empty when no parameter is set.
 */
export function query(parameters: Record<string, string | number | boolean | readonly string[] | undefined>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map(encodeURIComponent).join(",") : encodeURIComponent(String(value));
    pairs.push(`${name}=${text}`);
  }
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}
