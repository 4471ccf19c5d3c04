import type { CreateCustomWafRuleModel } from "../../src/api/models/shield";
import type { ProviderRunner } from "../helpers/installed-package";
import { scannerConfiguration, sentScannerConfiguration, shieldRuleScenarios } from "./shield-rule.scenarios";

/** The ShieldCustomWafRule scenarios of shield-rule.scenarios.ts, run through `runner`. */
export const shieldCustomWafRuleScenarios = (runner: ProviderRunner): void =>
  shieldRuleScenarios(
    {
      name: "ShieldCustomWafRule",
      resourceName: "scanners",
      word: "rule",
      apiKey: "host-custom-waf-rule-account-key-3c9e51d7",
      videoApiKey: "host-custom-waf-rule-video-key-8a04f2b6",
      description: "Known scanners",
      configuration: scannerConfiguration,
      sentConfiguration: sentScannerConfiguration,
      path: "/shield/waf/custom-rule",
      listPath: "/shield/waf/custom-rules",
      idField: "customRuleId",
      createRoute: "shieldWaf.createCustomRule",
      updateRoute: "shieldWaf.updateCustomRule",
      deleteRoute: "shieldWaf.deleteCustomRule",
      listFunction: "getShieldCustomWafRules",
      refusedAction: /^must be one of "Block", "Log", .* \(got "Deny"\)$/,
      otherAction: {
        name: "Allow",
        code: 4,
        test: "Terraform bunnynet #65 (no Allow or Bypass action): an action of Allow is an update with the whole configuration",
      },
      concurrentCreatesTest: "Terraform bunnynet #64 (concurrent creates fail): four rules of one zone created at once are each created, one at a time",
      updateThroughApi: (client, customRuleId, configuration) =>
        client.shieldWaf.updateCustomRule({ customRuleId, body: { ruleConfiguration: configuration as CreateCustomWafRuleModel } }),
      deleteThroughApi: (client, customRuleId) => client.shieldWaf.deleteCustomRule({ customRuleId }),
    },
    runner,
  );
