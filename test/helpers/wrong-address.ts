import type { Fault, RunningSimulator } from "../../src/simulator";
import type { StackConfig } from "./engine-host";

/** The stack config's addresses of the simulator with a typo: a `/v2` suffix, which no route of the API has. */
export function mistypedAddresses(sim: RunningSimulator): StackConfig {
  return { "cloudplatform:baseUrl": `${sim.baseUrl}/v2`, "cloudplatform:videoUrl": `${sim.videoUrl}/v2` };
}

/** A gateway's answer (Kong's) to a route it does not know: a JSON 404 that reads like one of the API's errors. */
export const gatewayNotFound: Fault = { route: "unknown", status: 404, body: JSON.stringify({ message: "no Route matched with those values" }) };
