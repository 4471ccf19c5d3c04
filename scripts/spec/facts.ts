import type { AreaName, PublishedDocument } from "./documents";

/**
 * Keys whose values are prose or names the project does not take from the documents: descriptions, summaries,
 * examples, the operationIds (operations are named from method and path), and the generator's bookkeeping.
 */
const TEXT_KEYS = new Set([
  "description",
  "summary",
  "example",
  "examples",
  "externalDocs",
  "operationId",
  "x-deprecatedMessage",
  "x-position",
  "x-name",
]);

/** Keys whose values map names (of fields, schemas, statuses, media types) to facts: every name is kept. */
const NAME_MAPS = new Set(["properties", "schemas", "responses", "content", "patternProperties"]);

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** Facts of a whole area that no operation or schema of its document states; spec/corrections.json sets them. */
export interface AreaFacts {
  /**
   * How the fields of the area's answers are named: `exact` as the document spells them (what an area that states
   * nothing says), `any` when the API may send them in another case (`ErrorKey` for `errorKey`), so that a reader
   * matches names case-insensitively.
   */
  answerFieldCase?: "exact" | "any";
  /**
   * Paths the API routes only as spelled, each the start of operations' paths (`/videolibrary`): a request that writes
   * their literal segments in another case is answered 404. Every other path of the area is routed in any case.
   */
  exactCasePaths?: string[];
}

/** The facts of one area of the API: where it is served, its operations and the schemas they use. */
export interface AreaSpec extends AreaFacts {
  area: AreaName;
  /** The host the documents' server names. */
  host: string;
  /** The path the server's URL adds before every operation's path ("" when none). */
  basePath: string;
  operations: OperationSpec[];
  schemas: Record<string, unknown>;
}

/** One operation: its method and whole path on the host, and the facts of its parameters, body and answers. */
export interface OperationSpec {
  method: string;
  path: string;
  tags: string[];
  /** The headers the document says carry a key, any one of which the operation takes; empty where it states none. */
  authHeaders: string[];
  [fact: string]: unknown;
}

/** `node` without its prose: the keys of TEXT_KEYS dropped at every level, names of NAME_MAPS all kept. */
export function withoutText(node: unknown, isNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutText(item));
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).flatMap(([key, value]): [string, unknown][] => {
    if (isNameMap) return [[key, withoutText(value)]];
    // A title beside an enum is the name of its value (the video area names its enums that way); elsewhere, prose.
    if (TEXT_KEYS.has(key) || (key === "title" && !("enum" in node))) return [];
    return [[key, withoutText(value, NAME_MAPS.has(key))]];
  });
  return Object.fromEntries(entries);
}

type SecurityRequirement = Record<string, string[]>;

/** The facts of a published document, as `spec/<area>.json` holds them. */
export function areaSpec({ area, document }: PublishedDocument): AreaSpec {
  const servers = document.servers as { url: string }[] | undefined;
  if (servers?.[0] === undefined) throw new Error(`the ${area} document names no server`);
  const server = new URL(servers[0].url);
  const basePath = server.pathname.replace(/\/+$/, "");
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const schemes = (components.securitySchemes ?? {}) as Record<string, { name?: string }>;
  const documentSecurity = (document.security ?? []) as SecurityRequirement[];
  const headersOf = (requirements: SecurityRequirement[]): string[] =>
    requirements.flatMap((requirement) => Object.keys(requirement)).map((scheme) => {
      const header = schemes[scheme]?.name;
      if (header === undefined) throw new Error(`the ${area} document's security scheme ${scheme} names no header`);
      return header;
    });
  const operations: OperationSpec[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const { tags, security, ...facts } = operation as Record<string, unknown>;
      operations.push({
        method: method.toUpperCase(),
        path: `${basePath}${pathTemplate}`,
        tags: (tags ?? []) as string[],
        authHeaders: headersOf((security ?? documentSecurity) as SecurityRequirement[]),
        ...(withoutText(facts) as Record<string, unknown>),
      });
    }
  }
  return {
    area,
    host: server.host,
    basePath,
    operations,
    schemas: withoutText(components.schemas ?? {}, true) as Record<string, unknown>,
  };
}
