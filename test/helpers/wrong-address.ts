import type { Fault, RunningSimulator } from "../../src/simulator";
import { ProviderCallError, type StackConfig } from "./engine/host";
import type { Engine } from "./engine/lifecycle";
import type { HostedResource } from "./hosted-resource";

/** The stack config's addresses of the simulator with a typo: a `/v2` suffix, which no route of the API has. */
export function mistypedAddresses(sim: RunningSimulator): StackConfig {
  return { "cloudplatform:baseUrl": `${sim.baseUrl}/v2`, "cloudplatform:videoUrl": `${sim.videoUrl}/v2` };
}

/** A gateway's answer (Kong's) to a route it does not know: a JSON 404 that reads like one of the API's errors. */
export const gatewayNotFound: Fault = { route: "unknown", status: 404, body: JSON.stringify({ message: "no Route matched with those values" }) };

/**
 * Runs each of `commands` (a refresh, a destroy) with the stack's addresses mistyped, then again behind a gateway that
 * answers unknown routes with a JSON 404: each must fail with a ProviderCallError whose message matches every one of
 * `expected`. The messages are kept in `hosted.seen` for the key scan.
 */
export async function expectFailsAtWrongAddress(
  hosted: HostedResource,
  commands: ((engine: Engine) => Promise<unknown>)[],
  expected: (string | RegExp)[],
): Promise<void> {
  const mistyped = await hosted.engineWith(mistypedAddresses(hosted.sim));
  try {
    for (const gateway of [false, true]) {
      if (gateway) hosted.sim.faults.add(gatewayNotFound);
      for (const command of commands) {
        const error = await command(mistyped).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        for (const text of expected) expect((error as Error).message).toMatch(text);
        hosted.seen.push((error as Error).message);
      }
    }
  } finally {
    hosted.sim.faults.clear();
    await mistyped.close();
  }
}
