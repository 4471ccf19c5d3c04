// The ShieldBotDetection scenarios of shield-bot-detection.scenarios.ts through the provider plugin; shield-bot-detection.host.test.ts
// runs them through the dynamic-provider host.
import { shieldBotDetectionScenarios } from "./shield-bot-detection.scenarios";

shieldBotDetectionScenarios("provider plugin");
