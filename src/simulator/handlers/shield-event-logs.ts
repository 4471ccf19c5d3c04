import { eventLogPage, pageIndexOf } from "../event-log-pages";
import { jsonResponse, type SimulatedResponse } from "../http-responses";
import type { RouteContext } from "../route-context";
import { DAY_MS, parseMonthDayYear, startOfUtcDay } from "../utc-days";
import { findZone, zoneNotFound } from "./shield";

/** Days kept: today and the two days before it (UTC). */
const DAYS_KEPT = 3;

export function getShieldEventLogs(ctx: RouteContext): SimulatedResponse {
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const { shieldZoneId, date, continuationToken } = ctx.params;
  const dayStartMs = parseMonthDayYear(date);
  if (dayStartMs === undefined) {
    return ctx.fail(400, {
      errorKey: "invalid_date.event_logs",
      message: `date: '${date}' is not a calendar date in the format MM-dd-yyyy`,
    });
  }
  const today = startOfUtcDay(ctx.now);
  if (dayStartMs > today || dayStartMs <= today - DAYS_KEPT * DAY_MS) {
    return ctx.fail(401, {
      errorKey: "invalid_datetime_window.event_logs",
      message: `Event logs are kept for the past ${DAYS_KEPT} days (UTC); ${date} is outside that window`,
    });
  }
  const day = { zoneId: shieldZoneId, date, dayStartMs };
  const index = pageIndexOf(continuationToken, day, ctx.eventLogPaging);
  if (index === undefined) {
    return ctx.fail(400, {
      errorKey: "invalid_continuation_token.event_logs",
      message: "continuationToken: not a token this zone and date handed out",
    });
  }
  return jsonResponse(200, eventLogPage(day, index, ctx.eventLogPaging, continuationToken));
}
