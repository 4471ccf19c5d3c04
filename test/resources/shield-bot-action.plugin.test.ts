// The ShieldBotAction scenarios of shield-bot-action.scenarios.ts through the provider plugin; shield-bot-action.host.test.ts
// runs them through the dynamic-provider host.
import { shieldBotActionScenarios } from "./shield-bot-action.scenarios";

shieldBotActionScenarios("provider plugin");
