/** Where an operation is served and how: the facts the client and the simulator share. */
export interface OperationFacts {
  /** The area of the API, whose error bodies and 2xx failures the operation's answers follow. */
  area: "core" | "container-apps" | "shield" | "video";
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below the host's base address; each `{name}` is one segment, the parameter of that name. */
  path: string;
  /** The account API (`baseUrl`) or the video API (`videoUrl`). */
  host: "api" | "video";
  /** The key the call sends: the account's or the video library's. */
  key: "account" | "video";
  /** How the list pages, or `none`. */
  paging: "none" | "core-items" | "core-array" | "cursor" | "shield-data" | "video-items" | "continuation";
  /** What a 2xx answer holds: JSON, nothing, or a file. */
  answer: "json" | "none" | "file";
  /** `exact` where the API routes the path only as spelled, its literal segments in that case; unset: in any case. */
  pathCase?: "exact";
}
