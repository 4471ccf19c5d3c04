// The ShieldBotAction scenarios of shield-bot-action.scenarios.ts through the dynamic-provider host; shield-bot-action.plugin.test.ts
// runs them through the provider plugin.
import { shieldBotActionScenarios } from "./shield-bot-action.scenarios";

shieldBotActionScenarios("dynamic-provider host");
