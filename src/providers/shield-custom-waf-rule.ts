import { dynamicProvider } from "./dynamic-provider";
import { shieldCustomWafRuleRow } from "./metadata/shield-rules";
import { rowDefinition } from "./row-definition";

/** The ShieldCustomWafRule provider, served from its metadata row; see `ShieldCustomWafRule` for the behaviour. */
export const shieldCustomWafRuleDefinition = rowDefinition(shieldCustomWafRuleRow);

export const shieldCustomWafRuleProvider = dynamicProvider(shieldCustomWafRuleDefinition);
