import { startSimulator, type RunningSimulator } from "../../src/simulator";

/** The settings a program reads from the environment, which the tests of this helper set. */
const SETTINGS = [
  "CLOUDPLATFORM_API_KEY",
  "CLOUDPLATFORM_BASE_URL",
  "CLOUDPLATFORM_VIDEO_API_KEY",
  "CLOUDPLATFORM_VIDEO_URL",
  "CLOUDPLATFORM_MAX_RETRIES",
  "CLOUDPLATFORM_READ_REUSE_SECONDS",
];

/**
 * A simulator for a test file's data function calls, reached as a program reaches it: through the settings'
 * environment variables, with no retry and no shared read (every call reads the API, so the requests of each call can
 * be asserted). The statistics are reset before each test; the environment is restored after the file.
 */
export function useSimulatorThroughEnvironment(
  keys: { apiKey: string; videoApiKey: string },
  started: (simulator: RunningSimulator) => void,
): void {
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  let simulator: RunningSimulator | undefined;

  beforeAll(async () => {
    simulator = await startSimulator(keys);
    Object.assign(process.env, {
      CLOUDPLATFORM_API_KEY: simulator.apiKey,
      CLOUDPLATFORM_BASE_URL: simulator.baseUrl,
      CLOUDPLATFORM_VIDEO_API_KEY: simulator.videoApiKey,
      CLOUDPLATFORM_VIDEO_URL: simulator.videoUrl,
      CLOUDPLATFORM_MAX_RETRIES: "0",
      CLOUDPLATFORM_READ_REUSE_SECONDS: "0",
    });
    started(simulator);
  });

  beforeEach(() => simulator?.resetStats());

  afterAll(async () => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await simulator?.close();
  });
}
