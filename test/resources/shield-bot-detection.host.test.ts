// The ShieldBotDetection scenarios of shield-bot-detection.scenarios.ts through the dynamic-provider host; shield-bot-detection.plugin.test.ts
// runs them through the provider plugin.
import { shieldBotDetectionScenarios } from "./shield-bot-detection.scenarios";

shieldBotDetectionScenarios("dynamic-provider host");
