import * as pulumi from "@pulumi/pulumi";
import type { BotDetectionMetrics } from "../types";
import { resolvedArgs, type DataSourceOutputOptions } from "./options";
import { callInProgram } from "./program-client";

/** Arguments of {@link getBotDetectionMetrics}. */
export interface GetBotDetectionMetricsArgs {
  /** Id of the shield zone: a whole number, as a number or its digits. */
  shieldZoneId: string | number;
}

/** Arguments of {@link getBotDetectionMetricsOutput}. */
export interface GetBotDetectionMetricsOutputArgs {
  /** Id of the shield zone: a whole number, as a number or its digits. */
  shieldZoneId: pulumi.Input<string | number>;
}

/**
 * Reads the bot detection metrics of a shield zone (`GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`):
 * the totals of logged and challenged requests and, per day of the past 28 days, the logged and challenged requests
 * (`overviewPastTwentyEightDays`, keyed by date; null when the API has none). An answer whose `error` says
 * `success: false` fails with the API's error key and message.
 *
 * @param args The shield zone.
 * @param opts Pulumi invoke options: `parent`, `version`, `pluginDownloadURL` and `async` are accepted and change
 *   nothing here; `provider` and `providers` are refused (the call reads the account of the program's `cloudplatform`
 *   settings).
 *
 * @example
 * ```ts
 * const metrics = await cloudplatform.getBotDetectionMetrics({ shieldZoneId: 12345 });
 * console.log(metrics.totalChallengedRequests);
 * ```
 */
export function getBotDetectionMetrics(
  args: GetBotDetectionMetricsArgs,
  opts?: pulumi.InvokeOptions,
): Promise<BotDetectionMetrics> {
  return callInProgram("getBotDetectionMetrics", args, opts);
}

/**
 * {@link getBotDetectionMetrics} taking inputs and returning an output.
 *
 * @param args The shield zone.
 * @param opts `dependsOn`: resources to wait for before the call; the other options as for {@link getBotDetectionMetrics}.
 *
 * @example
 * ```ts
 * export const challenged = cloudplatform.getBotDetectionMetricsOutput({ shieldZoneId: 12345 }).totalChallengedRequests;
 * ```
 */
export function getBotDetectionMetricsOutput(
  args: GetBotDetectionMetricsOutputArgs,
  opts?: DataSourceOutputOptions,
): pulumi.Output<BotDetectionMetrics> {
  return resolvedArgs(args, opts).apply((resolved) => getBotDetectionMetrics(resolved, opts));
}
