import { z } from "zod";
import type { ShieldZone } from "../types";
import { answerObject } from "../api/answer-object";
import { ShieldResultSchema } from "./error-bodies";
import { parsesTo } from "./parses-to";

/** A list of WAF rule ids; the API may send null for an empty list. */
const RuleIds = z
  .array(z.string())
  .nullish()
  .transform((rules) => rules ?? []);

/** The `data` of `GET /shield/shield-zone/{shieldZoneId}`: the zone's ids and its WAF rule lists. Other fields are dropped. */
export const ShieldZoneSchema = parsesTo<ShieldZone>()(answerObject({
  shieldZoneId: z.number().int(),
  pullZoneId: z.number().int().nullish(),
  wafDisabledRules: RuleIds,
  wafLogOnlyRules: RuleIds,
}).transform((wire) => ({
  shieldZoneId: String(wire.shieldZoneId),
  /** The pull zone the shield zone protects, when the API names one. */
  pullZoneId: wire.pullZoneId == null ? null : String(wire.pullZoneId),
  /** Rules whose action is DisableRule. */
  wafDisabledRules: wire.wafDisabledRules,
  /** Rules whose action is LogOnly. */
  wafLogOnlyRules: wire.wafLogOnlyRules,
})));

/**
 * Answer of `GET /shield/shield-zone/{shieldZoneId}`: `{data}`, or (as the shield area answers some failures with a
 * 2xx) `{data: null, error}` whose result object says `success: false`.
 */
export const ShieldZoneResponse = answerObject({
  data: ShieldZoneSchema.nullish(),
  error: ShieldResultSchema.nullish(),
});
