import * as pulumi from "@pulumi/pulumi";
import type { ShieldLogEntry } from "../types";
import { resolvedArgs, type DataSourceOutputOptions } from "./options";
import { callInProgram } from "./program-client";

/** Arguments of {@link getShieldEventLogs}. */
export interface GetShieldEventLogsArgs {
  /** Id of the shield zone: a whole number, as a number or its digits. */
  shieldZoneId: string | number;
  /** The day, as `MM-dd-yyyy` (a real calendar date); unset: today in UTC. The API keeps about the past 3 days (UTC). */
  date?: string;
  /** Stop after this many pages (a positive integer) even when more exist. Unset: every page. */
  maxPages?: number;
}

/** Arguments of {@link getShieldEventLogsOutput}. */
export interface GetShieldEventLogsOutputArgs {
  /** Id of the shield zone: a whole number, as a number or its digits. */
  shieldZoneId: pulumi.Input<string | number>;
  /** The day, as `MM-dd-yyyy` (a real calendar date); unset: today in UTC. The API keeps about the past 3 days (UTC). */
  date?: pulumi.Input<string>;
  /** Stop after this many pages (a positive integer) even when more exist. Unset: every page. */
  maxPages?: pulumi.Input<number>;
}

/** Result of {@link getShieldEventLogs}. */
export interface ShieldEventLogs {
  /** The log entries of every page read, in the API's order. */
  logs: ShieldLogEntry[];
  /** How many pages were read. */
  pages: number;
}

/**
 * Reads a day's event logs of a shield zone (`GET /shield/event-logs/{shieldZoneId}/{date}`, then each next page with
 * the previous page's continuation token) until the API says there is no more data or `maxPages` is reached. Pages
 * are fetched one at a time. A date outside the window the API keeps fails with 401 and the API's error key
 * `invalid_datetime_window.event_logs`.
 *
 * @param args The shield zone, the day (default today in UTC) and an optional page limit.
 * @param opts Pulumi invoke options: `parent`, `version`, `pluginDownloadURL` and `async` are accepted and change
 *   nothing here; `provider` and `providers` are refused (the call reads the account of the program's `cloudplatform`
 *   settings).
 *
 * @example
 * ```ts
 * // Every page of today's logs (UTC); the API keeps about three days.
 * const { logs, pages } = await cloudplatform.getShieldEventLogs({ shieldZoneId: 12345 });
 * console.log(`${logs.length} entries on ${pages} pages`);
 * ```
 */
export function getShieldEventLogs(
  args: GetShieldEventLogsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ShieldEventLogs> {
  return callInProgram("getShieldEventLogs", args, opts);
}

/**
 * {@link getShieldEventLogs} taking inputs and returning an output.
 *
 * @param args The shield zone, the day (default today in UTC) and an optional page limit.
 * @param opts `dependsOn`: resources to wait for before the call; the other options as for {@link getShieldEventLogs}.
 *
 * @example
 * ```ts
 * const yesterday = cloudplatform.getShieldEventLogsOutput({ shieldZoneId: 12345, date: "11-24-2026", maxPages: 10 });
 * export const entries = yesterday.logs.apply((logs) => logs.length);
 * ```
 */
export function getShieldEventLogsOutput(
  args: GetShieldEventLogsOutputArgs,
  opts?: DataSourceOutputOptions,
): pulumi.Output<ShieldEventLogs> {
  return resolvedArgs(args, opts).apply((resolved) => getShieldEventLogs(resolved, opts));
}
