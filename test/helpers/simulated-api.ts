import { inspect } from "node:util";
import { CloudPlatformClient, type ClientOptions } from "../../src/client";
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";

export interface SimulatedApi {
  sim: RunningSimulator;
  client: CloudPlatformClient;
  /** Another client on the same simulator, with different options. */
  clientWith(options: Partial<ClientOptions>): CloudPlatformClient;
  close(): Promise<void>;
}

/** A simulator on loopback and a client pointed at it, with short retry delays. */
export async function startSimulatedApi(clientOptions: Partial<ClientOptions> = {}, simulatorOptions: SimulatorOptions = {}): Promise<SimulatedApi> {
  const sim = await startSimulator(simulatorOptions);
  const clients: CloudPlatformClient[] = [];
  const clientWith = (options: Partial<ClientOptions>) => {
    const client = new CloudPlatformClient({
      apiKey: sim.apiKey,
      videoApiKey: sim.videoApiKey,
      baseUrl: sim.baseUrl,
      videoUrl: sim.videoUrl,
      minRetryDelayMs: 5,
      maxRetryDelayMs: 2000,
      ...clientOptions,
      ...options,
    });
    clients.push(client);
    return client;
  };
  const client = clientWith({});
  return {
    sim,
    client,
    clientWith,
    close: async () => {
      await Promise.all(clients.map((c) => c.close()));
      await sim.close();
    },
  };
}

/** The UTC day `daysAgo` days before today, as the API's MM-dd-yyyy. */
export function utcDay(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}-${day.getUTCFullYear()}`;
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}

/** Every way an error could be shown or stored: message, stack, inspect, JSON. */
export function everyRendering(error: unknown): string {
  return [String(error), (error as Error).stack, inspect(error, { depth: 10, showHidden: true }), JSON.stringify(error)].join("\n");
}
