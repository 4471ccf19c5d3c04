import { dynamicProvider } from "./dynamic-provider";
import { containerRegistryRow } from "./metadata/container-registry";
import { rowDefinition } from "./row-definition";

/** The ContainerRegistry provider, served from its metadata row; see `ContainerRegistry` for the behaviour. */
export const containerRegistryDefinition = rowDefinition(containerRegistryRow);

export const containerRegistryProvider = dynamicProvider(containerRegistryDefinition);
