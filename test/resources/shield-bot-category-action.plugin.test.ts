// The ShieldBotCategoryAction scenarios of shield-bot-category-action.scenarios.ts through the provider plugin;
// shield-bot-category-action.host.test.ts runs them through the dynamic-provider host.
import { shieldBotCategoryActionScenarios } from "./shield-bot-category-action.scenarios";

shieldBotCategoryActionScenarios("provider plugin");
