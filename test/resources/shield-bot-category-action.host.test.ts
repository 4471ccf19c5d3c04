// The ShieldBotCategoryAction scenarios of shield-bot-category-action.scenarios.ts through the dynamic-provider host;
// shield-bot-category-action.plugin.test.ts runs them through the provider plugin.
import { shieldBotCategoryActionScenarios } from "./shield-bot-category-action.scenarios";

shieldBotCategoryActionScenarios("dynamic-provider host");
