import type { DynamicProvider } from "../../src/providers/dynamic-provider";
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { configureRequest, simulatorConfig } from "./provider-config";

/**
 * The set-up of a provider test file: before its tests, a simulator with `keys` and the provider configured for it
 * (no retries), handed to `started`; before each test, the simulator's faults and request log cleared; after them,
 * the simulator closed. Returns the file's `checked`: the inputs `check` makes of `news`, failing the test on any
 * check failure.
 */
export function useSimulatedProvider<Inputs extends object, Outputs extends object>(
  provider: DynamicProvider<Inputs, Outputs>,
  keys: Pick<SimulatorOptions, "apiKey" | "videoApiKey">,
  started: (sim: RunningSimulator) => void,
): (news: Record<string, unknown>, olds?: object) => Promise<Inputs> {
  let sim: RunningSimulator | undefined;
  beforeAll(async () => {
    sim = await startSimulator(keys);
    await provider.configure(configureRequest(simulatorConfig(sim)));
    started(sim);
  });
  afterAll(() => sim?.close());
  beforeEach(() => {
    sim!.resetStats();
    sim!.faults.clear();
  });
  return async (news, olds = {}) => {
    const result = await provider.check(olds as Record<string, unknown>, news);
    expect(result.failures).toBeUndefined();
    return result.inputs!;
  };
}
