import type { CreateWafRateLimitRuleModel } from "../../src/api/models/shield";
import type { ProviderRunner } from "../helpers/installed-package";
import { scannerConfiguration, sentScannerConfiguration, shieldRuleScenarios } from "./shield-rule.scenarios";

/** The ShieldRateLimit scenarios of shield-rule.scenarios.ts, run through `runner`: the scanners' requests, over 20 a minute from one address. */
export const shieldRateLimitScenarios = (runner: ProviderRunner): void =>
  shieldRuleScenarios(
    {
      name: "ShieldRateLimit",
      resourceName: "scanner-limit",
      word: "rate limit",
      apiKey: "host-rate-limit-account-key-6d2b80e4",
      videoApiKey: "host-rate-limit-video-key-1f7c93a5",
      description: "Known scanners, limited",
      configuration: { ...scannerConfiguration, requestCount: 20, counterKeyType: "IP", timeframe: "PerOneMinute", blockTime: "ForFiveMinutes" },
      sentConfiguration: { ...sentScannerConfiguration, requestCount: 20, counterKeyType: 0, timeframe: 60, blockTime: 300 },
      path: "/shield/rate-limit",
      listPath: "/shield/rate-limits",
      idField: "rateLimitId",
      createRoute: "shieldRateLimits.create",
      updateRoute: "shieldRateLimits.update",
      deleteRoute: "shieldRateLimits.delete",
      listFunction: "getShieldRateLimits",
      refusedAction: /^must be one of "RateLimit", "Log", "Challenge" \(got "Deny"\)$/,
      otherAction: { name: "RateLimit", code: 1, test: "an action of RateLimit is an update with the whole configuration" },
      concurrentCreatesTest:
        "Terraform bunnynet #64 (its rate limits take no lock): four rate limits of one zone created at once are each created, one at a time",
      updateThroughApi: (client, rateLimitId, configuration) =>
        client.shieldRateLimits.update({ rateLimitId, body: { ruleConfiguration: configuration as CreateWafRateLimitRuleModel } }),
      deleteThroughApi: (client, rateLimitId) => client.shieldRateLimits.delete({ rateLimitId }),
    },
    runner,
  );
