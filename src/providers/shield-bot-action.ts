import { dynamicProvider } from "./dynamic-provider";
import { shieldBotActionRow } from "./metadata/shield-element-settings";
import { rowDefinition } from "./row-definition";

/** The ShieldBotAction provider, served from its metadata row; see `ShieldBotAction` for the behaviour. */
export const shieldBotActionDefinition = rowDefinition(shieldBotActionRow);

export const shieldBotActionProvider = dynamicProvider(shieldBotActionDefinition);
