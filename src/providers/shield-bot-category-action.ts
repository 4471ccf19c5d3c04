import { dynamicProvider } from "./dynamic-provider";
import { shieldBotCategoryActionRow } from "./metadata/shield-element-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldBotCategoryAction provider, served from its metadata row; see `ShieldBotCategoryAction` for the behaviour. */
export const shieldBotCategoryActionDefinition = rowDefinition(shieldBotCategoryActionRow);

export const shieldBotCategoryActionProvider = dynamicProvider(shieldBotCategoryActionDefinition);
