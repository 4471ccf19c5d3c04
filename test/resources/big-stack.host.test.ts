// The big-stack scenarios of big-stack.scenarios.ts through the dynamic-provider host; big-stack.plugin.test.ts runs
// them through the provider plugin.
import { bigStackScenarios } from "./big-stack.scenarios";

bigStackScenarios("dynamic-provider host");
