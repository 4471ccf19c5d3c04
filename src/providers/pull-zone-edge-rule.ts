import { dynamicProvider } from "./dynamic-provider";
import { pullZoneEdgeRuleRow } from "./metadata/pull-zone-parts";
import { rowDefinition } from "./row-definition";

/** The PullZoneEdgeRule provider, served from its metadata row; see `PullZoneEdgeRule` for the behaviour. */
export const pullZoneEdgeRuleDefinition = rowDefinition(pullZoneEdgeRuleRow);

export const pullZoneEdgeRuleProvider = dynamicProvider(pullZoneEdgeRuleDefinition);
