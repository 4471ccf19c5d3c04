// The big-stack scenarios of big-stack.scenarios.ts through the provider plugin.
import { bigStackScenarios } from "./big-stack.scenarios";

bigStackScenarios("provider plugin");
