import { createHash } from "node:crypto";
import { pick, seedFrom, seededRandom } from "./deterministic";
import { SUCCEEDED_RESULT } from "./http-responses";
import { DAY_MS } from "./utc-days";

export interface EventLogPaging {
  /** Pages per zone and day. */
  pages: number;
  /** Entries per page. */
  pageSize: number;
}

/** One day of one zone's event logs; pages are generated on demand, the same for the same inputs. */
export interface EventLogDay {
  zoneId: string;
  /** The day as the path names it, `MM-dd-yyyy`. */
  date: string;
  dayStartMs: number;
}

const RULES = [
  { ruleId: "942100", ruleGroup: "SQLI" },
  { ruleId: "941100", ruleGroup: "XSS" },
  { ruleId: "930120", ruleGroup: "LFI" },
  { ruleId: "913100", ruleGroup: "SCANNER-DETECTION" },
  { ruleId: "920350", ruleGroup: "PROTOCOL-ENFORCEMENT" },
];
const ASNS = ["AS13335", "AS16509", "AS15169", "AS8075", "AS24940", "AS3320"];
const COUNTRIES = ["DE", "US", "FR", "NL", "GB", "SI", "JP", "BR"];
const SEVERITIES = ["CRITICAL", "ERROR", "WARNING", "NOTICE"];
const METHODS = ["GET", "POST", "PUT", "HEAD"];
const STATUSES = ["403", "200", "429"];
const SERVER_ZONES = ["DE", "NY", "LA", "SG", "UK"];
const PATHS = ["/login", "/search?q=1%27%20OR%201=1", "/api/v1/items", "/wp-admin/", "/static/app.js", "/checkout"];

/**
 * The token that asks for page `index` (1 or more) of a day. It contains '/'
 * and base64 text, so it reaches the right route only when the caller
 * encodes it as one path segment.
 */
function continuationToken(day: EventLogDay, index: number): string {
  const digest = createHash("sha256").update(`${day.zoneId}|${day.date}|${index}`).digest("base64").slice(0, 16);
  return `${index}/${digest}`;
}

/** The page index a token asks for (0 for the first page's empty token), or undefined when it is not one of this day's tokens. */
export function pageIndexOf(token: string, day: EventLogDay, paging: EventLogPaging): number | undefined {
  if (token === "") return 0;
  const index = Number(token.slice(0, token.indexOf("/")));
  const valid = Number.isInteger(index) && index >= 1 && index < paging.pages && token === continuationToken(day, index);
  return valid ? index : undefined;
}

/** The body of page `index`: entries in time order across the day, the next page's token while more remain. */
export function eventLogPage(day: EventLogDay, index: number, paging: EventLogPaging, requestToken: string) {
  const hasMoreData = index < paging.pages - 1;
  const first = index * paging.pageSize;
  const total = paging.pages * paging.pageSize;
  const count = index < paging.pages ? paging.pageSize : 0;
  const random = seededRandom(seedFrom(`${day.zoneId}|${day.date}|${index}`));
  const idPrefix = `${day.zoneId}-${day.date.slice(6)}${day.date.slice(0, 2)}${day.date.slice(3, 5)}`;
  const logs = Array.from({ length: count }, (_, offset) => {
    const position = first + offset;
    const rule = pick(random, RULES);
    const method = pick(random, METHODS);
    const status = pick(random, STATUSES);
    const path = pick(random, PATHS);
    const clientIp = `203.0.113.${1 + Math.floor(random() * 254)}`;
    return {
      logId: `${idPrefix}-${String(position).padStart(8, "0")}`,
      timestamp: day.dayStartMs + Math.floor((position * DAY_MS) / total),
      log: `${clientIp} "${method} ${path} HTTP/1.1" ${status} rule=${rule.ruleId}`,
      labels: {
        asn: pick(random, ASNS),
        country: pick(random, COUNTRIES),
        ruleId: rule.ruleId,
        severity: pick(random, SEVERITIES),
        method,
        ruleGroup: rule.ruleGroup,
        status,
        serverZone: pick(random, SERVER_ZONES),
      },
    };
  });
  return {
    logs,
    hasMoreData,
    continuationToken: hasMoreData ? continuationToken(day, index + 1) : "",
    startToken: requestToken,
    errorResponse: SUCCEEDED_RESULT,
  };
}
