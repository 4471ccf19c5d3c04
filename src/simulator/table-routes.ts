import { apiOperations, type ApiOperationName } from "../api/operations";
import { servedOperations } from "../api/served-operations";
import { AREA_ERRORS } from "./area-errors";
import { tableOperation } from "./handlers/table-operations";
import type { RouteDefinition } from "./route-definition";

/** A path's segments compared across routes: parameters unnamed, optional or not, literals in lower case. */
function shapeOf(segments: string[]): string {
  return segments.map((segment) => (segment.startsWith(":") ? ":" : segment.toLowerCase())).join("/");
}

function segmentsOf(name: ApiOperationName, videoPrefix: string): string[] {
  const facts = apiOperations[name];
  const path = `${facts.host === "video" ? videoPrefix : ""}${facts.path}`;
  return path.replace(/\{(\w+)\}/g, ":$1").split("/").slice(1);
}

/** How a table route reads its operation's body: JSON when sent, a text as it is, or not at all. */
function tableRouteBody(body: (typeof servedOperations)[ApiOperationName]["body"]): RouteDefinition["body"] {
  if (body === "json") return "optional-json";
  return body === "text" ? "text" : "none";
}

/**
 * The routes of the operations table: a hand-written route gets the table's name of its operation as `tableName`
 * (so a fault by either name applies to it), and every other operation a route of its own; a route whose path the
 * API routes only as spelled matches it so.
 */
export function withTableRoutes(handWritten: readonly RouteDefinition[], videoPrefix: string): RouteDefinition[] {
  const byShape = new Map(handWritten.map((route) => [`${route.method} ${shapeOf(route.segments)}`, route]));
  const named = handWritten.map((route) => ({ ...route }));
  const table: RouteDefinition[] = [];
  for (const name of Object.keys(apiOperations) as ApiOperationName[]) {
    const facts = apiOperations[name];
    const segments = segmentsOf(name, videoPrefix);
    const own = byShape.get(`${facts.method} ${shapeOf(segments)}`);
    const exactCase = "pathCase" in facts && facts.pathCase === "exact" ? { exactCase: true as const } : {};
    if (own) {
      Object.assign(named[handWritten.indexOf(own)], { tableName: name, ...exactCase });
      continue;
    }
    table.push({
      name,
      ...exactCase,
      method: facts.method,
      segments,
      key: facts.key,
      body: tableRouteBody(servedOperations[name].body),
      error: AREA_ERRORS[facts.area],
      handle: tableOperation(name),
    });
  }
  return [...named, ...table];
}
