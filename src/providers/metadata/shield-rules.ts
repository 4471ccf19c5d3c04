import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { NamedObjectType } from "../row-fields";
import type { ResourceRow } from "./row";

/** What a rule's `variableTypes` holds, shared by a rule's first condition and its chained ones. */
const VARIABLE_TYPES =
  "The part of the request the condition looks at, as a map of one entry: the variable's name (`REQUEST_URI`, " +
  "`REQUEST_HEADERS`, `ARGS`, `REMOTE_ADDR`, `GEO` and the others) to the part of it meant (a header's name such as " +
  "`User-Agent`), or to an empty text for the whole of it.";

/** A condition of a shield rule beyond its first, the same model for custom WAF rules and rate limits. */
const CONDITION: NamedObjectType = {
  name: "ShieldRuleCondition",
  description: "A further condition of a shield rule: every condition must hold for the rule to apply.",
  descriptions: {
    variableTypes: VARIABLE_TYPES,
    operatorType: "How the variable is compared with `value`, by name: `BEGINSWITH`, `CONTAINS`, `STREQ`, `RX`, `WITHIN` and the others.",
    value: "What the variable is compared with: a text, a pattern for `RX`, a list of networks for `WITHIN`.",
    isNegated: "Whether the condition holds when the comparison fails instead.",
    isRegexVariable: "Whether the variable's part named in `variableTypes` is itself a regular expression.",
  },
};

/** The descriptions of the fields a custom WAF rule's and a rate limit's configurations share. */
const CONFIGURATION_DESCRIPTIONS = {
  variableTypes: VARIABLE_TYPES,
  operatorType: CONDITION.descriptions.operatorType,
  value: CONDITION.descriptions.value,
  isNegated: CONDITION.descriptions.isNegated,
  isRegexVariable: CONDITION.descriptions.isRegexVariable,
  severityType: "How grave a match is, by name (`NOTICE`, `WARNING`, `CRITICAL`), as the shield zone's logs report it.",
  transformationTypes:
    "What is done to the variable before it is compared, in order, by name: `LOWERCASE`, `URLDECODE`, `NORMALIZEPATH`, " +
    "`REMOVEWHITESPACE` and the others.",
  chainedRuleConditions: "Conditions besides the first that must also hold, in order.",
};

/** The descriptions of the fields every shield rule has. */
const RULE_DESCRIPTIONS = {
  shieldZoneId: "Id of the shield zone the rule belongs to: a `ShieldZone`'s id, or that of the zone a pull zone was given.",
  ruleName: "The rule's name, as the dashboard lists it.",
  ruleDescription: "A note kept with the rule.",
  userId: "Id of the account user the API records as the rule's owner.",
  ruleJson: "The rule in the API's own JSON form, where the API gives it.",
};

/** Why a rule's answer's result object is no property. */
const RESULT_OBJECT = "the result object an answer carries, which says whether the call succeeded, not what the rule is";

/** Why a shield rule has no natural key, for the row named `name` of the id `id`. */
const noNaturalKey = (name: string, id: string, list: string) =>
  "the API keeps no rule name unique within a shield zone, so no other rule can be told to be this one. Look for a " +
  `rule of this name in the zone (\`${list}\`, or the dashboard); if one was made, import it (\`pulumi import\` with ` +
  `\`${id}\`) or delete it before the next \`pulumi up\`; a ${name} counts against the zone's limit of rules`;

/**
 * A custom WAF rule of a shield zone. Its create names the zone in its body; its read, update and delete name the rule
 * by its own id alone, and the zone's rule list proves a 404 to be the API's. The PATCH is the update (the PUT of the
 * same path takes the same body).
 */
export const shieldCustomWafRuleRow: ResourceRow = {
  name: "ShieldCustomWafRule",
  description: "A custom WAF rule of a shield zone: what requests it matches, and what the shield does with them.",
  owns: [
    "The rule is owned by this resource alone: the zone's other rules, made in the dashboard or by another stack, stay",
    "as they are. `ruleConfiguration` is compared by the properties the program gives it, and sent whole when it",
    "changes: declare every part of it the rule needs. The rules of one shield zone are created one at a time, as the",
    "API fails concurrent creates in a zone.",
  ],
  example: {
    resources: [
      {
        name: "scanners",
        type: "ShieldCustomWafRule",
        comment: "A custom WAF rule of the shield zone 12345.",
        properties: { shieldZoneId: "12345", ruleName: "Block scanners", ruleDescription: "Requests of known scanners" },
      },
    ],
    exports: { ruleId: outputOf("scanners", "customRuleId") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), customRuleId: String(DEMO.customWafRule.id) },
  create: "shieldWaf.createCustomRule",
  read: "shieldWaf.getCustomRule",
  list: "shieldWaf.listCustomRules",
  update: "shieldWaf.updateCustomRule",
  updateStyle: "partial",
  delete: "shieldWaf.deleteCustomRule",
  id: "{shieldZoneId}/{customRuleId}",
  idField: "id",
  parentField: "shieldZoneId",
  objectList: ([shieldZoneId]) => ({ kind: "shieldCustomWafRules", shieldZoneId }),
  leftOut: { errorResponse: RESULT_OBJECT },
  objectTypes: {
    CreateCustomWafRuleModel: {
      name: "ShieldCustomWafRuleConfiguration",
      description: "What a custom WAF rule matches (its first condition and the chained ones) and what it does.",
      descriptions: {
        ...CONFIGURATION_DESCRIPTIONS,
        actionType: "What the shield does with a matching request, by name: `Block`, `Log`, `Challenge`, `Allow` or `Bypass`.",
      },
    },
    WafChainedRuleConditionItem: CONDITION,
  },
  naturalKey: { none: noNaturalKey("custom WAF rule", "{shieldZoneId}/{customRuleId}", "getShieldCustomWafRules") },
  descriptions: {
    ...RULE_DESCRIPTIONS,
    customRuleId: "Id the API gave the rule.",
    ruleConfiguration: "What the rule matches and what it does with a matching request.",
  },
};

/**
 * A rate limit of a shield zone, called as a custom WAF rule is: its create names the zone in its body; its read, update
 * and delete name the rule by its own id alone, and the zone's rate-limit list proves a 404 to be the API's.
 */
export const shieldRateLimitRow: ResourceRow = {
  name: "ShieldRateLimit",
  description: "A rate limit of a shield zone: which requests it counts, how many it lets through, and what it does beyond.",
  owns: [
    "The rate limit is owned by this resource alone: the zone's other rules stay as they are. `ruleConfiguration` is",
    "compared by the properties the program gives it, and sent whole when it changes: declare every part of it the",
    "limit needs. The rules of one shield zone are created one at a time, as the API fails concurrent creates in a zone.",
  ],
  example: {
    resources: [
      {
        name: "login",
        type: "ShieldRateLimit",
        comment: "A rate limit of the shield zone 12345.",
        properties: { shieldZoneId: "12345", ruleName: "Login attempts", ruleDescription: "Repeated logins from one address" },
      },
    ],
    exports: { rateLimitId: outputOf("login", "rateLimitId") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), rateLimitId: String(DEMO.rateLimit.id) },
  create: "shieldRateLimits.create",
  read: "shieldRateLimits.get",
  list: "shieldRateLimits.list",
  update: "shieldRateLimits.update",
  updateStyle: "partial",
  delete: "shieldRateLimits.delete",
  id: "{shieldZoneId}/{rateLimitId}",
  idField: "id",
  parentField: "shieldZoneId",
  objectList: ([shieldZoneId]) => ({ kind: "shieldRateLimits", shieldZoneId }),
  leftOut: { errorResponse: RESULT_OBJECT },
  objectTypes: {
    CreateWafRateLimitRuleModel: {
      name: "ShieldRateLimitConfiguration",
      description: "Which requests a rate limit counts (its first condition and the chained ones), its limit, and what it does.",
      descriptions: {
        ...CONFIGURATION_DESCRIPTIONS,
        actionType: "What the shield does with requests beyond the limit, by name: `RateLimit` (refuses them), `Log` or `Challenge`.",
        requestCount: "How many matching requests are let through within `timeframe`.",
        counterKeyType:
          "What the requests are counted by, by name: `IP`, `Host`, `Country`, `City`, `ASN`, `Organization`, `JA4` or `IP_JA4`.",
        timeframe: "The time the requests are counted over, by name: `PerSecond`, `PerTenSeconds`, `PerOneMinute` and longer.",
        blockTime: "How long the action lasts once the limit is passed, by name: `ForThirtySeconds`, `ForOneMinute` and longer.",
      },
    },
    WafChainedRuleConditionItem: CONDITION,
  },
  naturalKey: { none: noNaturalKey("rate limit", "{shieldZoneId}/{rateLimitId}", "getShieldRateLimits") },
  descriptions: {
    ...RULE_DESCRIPTIONS,
    rateLimitId: "Id the API gave the rate limit.",
    ruleConfiguration: "Which requests the rate limit counts, its limit, and what it does beyond it.",
  },
};
