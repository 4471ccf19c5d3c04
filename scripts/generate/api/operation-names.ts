import type { AreaName } from "../../spec/documents";

/**
 * The naming rule of the API's operations (CONTRIBUTING.md, "Operation names"): an operation is named from its
 * method and path, never from the documents' operationIds. Its group is the collection its path starts with (below the
 * area's prefix), by GROUPS; its method name within the group comes from the rest of the path.
 */

/** The path every operation of an area starts with, which names nothing. */
const AREA_PREFIXES: Record<AreaName, string[]> = { core: [], "container-apps": ["mc"], shield: ["shield"], video: [] };

/** The group of each first path segment below an area's prefix. A segment missing here fails the generation. */
const GROUPS: Record<AreaName, Record<string, string>> = {
  core: {
    apikey: "apiKeys",
    billing: "billing",
    country: "countries",
    dnszone: "dnsZones",
    partner: "partner",
    pullzone: "pullZones",
    purge: "cache",
    region: "regions",
    search: "search",
    statistics: "statistics",
    storagezone: "storageZones",
    user: "user",
    pricing: "pricing",
    videolibrary: "videoLibraries",
  },
  "container-apps": {
    apps: "containerApps",
    limits: "containerLimits",
    "log/forwarding": "containerLogForwarding",
    nodes: "containerNodes",
    regions: "containerRegions",
    registries: "containerRegistries",
  },
  shield: {
    ddos: "shieldDdos",
    "event-logs": "shieldEventLogs",
    metrics: "shieldMetrics",
    promo: "shieldPromotions",
    "rate-limit": "shieldRateLimits",
    "rate-limits": "shieldRateLimits",
    "shield-zone": "shieldZones",
    "shield-zones": "shieldZones",
    waf: "shieldWaf",
  },
  video: { OEmbed: "oEmbed", collections: "videoCollections", statistics: "videoStatistics", videos: "videos" },
};

/** Segments that join words without a separator, by their words. */
const JOINED_WORDS: Record<string, string[]> = {
  apikey: ["api", "key"],
  checkavailability: ["check", "availability"],
  closeaccount: ["close", "account"],
  dnszone: ["dns", "zone"],
  edgerules: ["edge", "rules"],
  originshield: ["origin", "shield"],
  pullzone: ["pull", "zone"],
  queuestatistics: ["queue", "statistics"],
  safehop: ["safe", "hop"],
  storagezone: ["storage", "zone"],
  videolibrary: ["video", "library"],
};

/** Words that, first in a path's last segment, name what a call does (`purgeCache`, `records/scan`). */
const VERBS = new Set([
  "add", "check", "cleanup", "close", "complete", "deploy", "detach", "export", "fetch", "get", "import", "issue", "load",
  "purge", "recreate", "reencode", "remove", "repackage", "request", "reset", "restart", "scan", "search", "set",
  "smart", "transcribe", "undeploy", "update",
]);

/** The words of a path segment, lower case: split at `-`, `_` and case changes, and where JOINED_WORDS says. */
export function segmentWords(segment: string): string[] {
  const joined = JOINED_WORDS[segment.toLowerCase()];
  if (joined !== undefined) return joined;
  return segment
    .split(/[-_.]/)
    .flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [])
    .flatMap((word) => JOINED_WORDS[word.toLowerCase()] ?? [word.toLowerCase()]);
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Words as one lowerCamel name. */
export function lowerCamel(words: string[]): string {
  return words.map((word, index) => (index === 0 ? word : capitalized(word))).join("");
}

/** The singular of a plural word of a path (`rules` → `rule`, `libraries` → `library`); other words as they are. */
function singular(word: string): string {
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.endsWith("s") && !/(ss|statistics)$/.test(word) ? word.slice(0, -1) : word;
}

function isParameter(segment: string): boolean {
  return /^\{.+\}$/.test(segment);
}

/** What the rule needs to know of an operation. */
export interface NamedOperation {
  area: AreaName;
  method: string;
  path: string;
  /** Whether its 2xx answer is a list (an array or a paged list): a GET of a list is named `list…`. */
  answersList: boolean;
  /** Whether its body is a file's content: a PUT of one is named `upload…`. */
  uploads: boolean;
}

/** An operation's name: its group and its method's name in the group. */
export interface OperationName {
  group: string;
  method: string;
  /** The path template with each `{id}` named for what it identifies (`/pullzone/{pullZoneId}`). */
  path: string;
}

/** The name a `{id}` parameter takes: the singular of the literal segment before it, then `Id`. */
function parameterName(parameter: string, previousLiteral: string | undefined): string {
  const name = parameter.slice(1, -1);
  if (name !== "id" || previousLiteral === undefined) return name;
  const words = segmentWords(previousLiteral);
  return `${lowerCamel([...words.slice(0, -1), singular(words.at(-1)!)])}Id`;
}

/** A path's segments, each `{id}` named by parameterName. */
function namedSegments(path: string): string[] {
  let previousLiteral: string | undefined;
  return path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      if (!isParameter(segment)) {
        previousLiteral = segment;
        return segment;
      }
      return `{${parameterName(segment, previousLiteral)}}`;
    });
}

/**
 * The segments below the group: after the area's prefix, a version segment (`v1`), the video host's
 * `library/{libraryId}`, and the longest run of segments GROUPS names.
 */
function groupOf(area: AreaName, segments: string[], where: string): { group: string; groupSegments: string[]; rest: string[] } {
  let rest = segments.slice(AREA_PREFIXES[area].length);
  if (/^v[0-9]+$/.test(rest[0])) rest = rest.slice(1);
  if (area === "video" && rest[0] === "library") rest = rest.slice(2);
  for (let length = rest.length; length > 0; length--) {
    const group = GROUPS[area][rest.slice(0, length).join("/")];
    if (group !== undefined) return { group, groupSegments: rest.slice(0, length), rest: rest.slice(length) };
  }
  throw new Error(`${where}: its first segment below the area's prefix, ${rest[0]}, has no group in GROUPS`);
}

/** The name of one operation, by the rule above. */
export function operationName(operation: NamedOperation): OperationName {
  const segments = namedSegments(operation.path);
  const { group, groupSegments, rest: below } = groupOf(operation.area, segments, `${operation.method} ${operation.path}`);
  const item = below.length > 0 && isParameter(below[0]);
  const rest = item ? below.slice(1) : below;
  const path = `/${segments.join("/")}`;
  const groupVerb = segmentWords(groupSegments[0])[0];
  if (rest.length === 0 && !item && VERBS.has(groupVerb)) return { group, method: groupVerb, path };
  return { group, method: methodName(operation, rest, item), path };
}

/**
 * The words of the literal segments of `rest`; a literal followed by the parameter that names one of its items
 * (`videos/{videoId}`) is made singular.
 */
function nounWords(rest: string[]): string[][] {
  const words: string[][] = [];
  rest.forEach((segment, index) => {
    if (isParameter(segment)) return;
    const literal = segmentWords(segment);
    const next = rest[index + 1];
    const itemOf = next !== undefined && isParameter(next) && next.slice(1, -1).toLowerCase().startsWith(lowerCamel([...literal.slice(0, -1), singular(literal.at(-1)!)]).toLowerCase());
    words.push(itemOf ? [...literal.slice(0, -1), singular(literal.at(-1)!)] : literal);
  });
  return words;
}

/** The method's name within its group, from the HTTP method and the segments after the group's item. */
function methodName(operation: NamedOperation, rest: string[], item: boolean): string {
  const words = nounWords(rest);
  const endsWithParameter = rest.length > 0 && isParameter(rest.at(-1)!);
  const last = words.at(-1);
  if (last !== undefined && VERBS.has(last[0]) && (operation.method !== "GET" || words.length === 1)) {
    const nouns = words.slice(0, -1).flat();
    return lowerCamel(nouns.every((word) => last.includes(word)) ? last : [...last, ...nouns]);
  }
  const noun = words.flat();
  switch (operation.method) {
    case "GET":
      return lowerCamel([operation.answersList ? "list" : "get", ...noun]);
    case "POST":
      if (endsWithParameter || (item && noun.length === 0)) return lowerCamel(["update", ...noun]);
      if (noun.length > 0) noun[noun.length - 1] = singular(noun.at(-1)!);
      return lowerCamel(["create", ...noun]);
    case "PUT":
      return lowerCamel([operation.uploads ? "upload" : noun.length > 0 && !endsWithParameter ? "set" : "replace", ...noun]);
    case "PATCH":
      return lowerCamel(["update", ...noun]);
    case "DELETE":
      return lowerCamel(["delete", ...noun]);
    default:
      throw new Error(`${operation.method} ${operation.path}: no name for the method ${operation.method}`);
  }
}
