import type { ConfigureRequest } from "@pulumi/pulumi/dynamic";
import type { RunningSimulator } from "../../src/simulator";

// The class the dynamic-provider host hands to `configure`, from the SDK itself.
const { Config } = require("@pulumi/pulumi/cmd/dynamic-provider/config") as {
  Config: new (raw: Record<string, string>, project: string) => ConfigureRequest["config"];
};

/** The `configure` request the host sends for a stack whose config holds `values` (namespaced keys). */
export function configureRequest(values: Record<string, string>): ConfigureRequest {
  return { config: new Config(values, "cloudplatform-test") };
}

/**
 * Stack config pointing at the simulator, with its keys; `maxRetries: "0"` and `readReuseSeconds: "0"` unless
 * overridden: one provider serves every step of a test, which changes the simulator between steps as a command
 * would between two commands, so no read may be shared.
 */
export function simulatorConfig(sim: RunningSimulator, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    "cloudplatform:apiKey": sim.apiKey,
    "cloudplatform:videoApiKey": sim.videoApiKey,
    "cloudplatform:baseUrl": sim.baseUrl,
    "cloudplatform:videoUrl": sim.videoUrl,
    "cloudplatform:maxRetries": "0",
    "cloudplatform:readReuseSeconds": "0",
    ...overrides,
  };
}
