import path from "node:path";
import type { RunningSimulator } from "../../src/simulator";
import { summarizeTimings, type StackConfig } from "./engine/host";
import type { Engine } from "./engine/lifecycle";
import { secret } from "./engine/wire";
import { installPackageIntoProgram, type InstalledProgram } from "./engine/program-install";
import { registerAllWithMocks } from "./engine/program-serialize";

/** This repository: the package as `npm pack` sees it (build it first). */
export const packageRoot = path.resolve(__dirname, "../..");
export const packageName = "pulumi-cloudplatform";

/** The class name of a resource of the package (the registry in src/providers lists them). */
export type ResourceClassName = import("../../src/providers").ResourceName;

/**
 * What runs a resource's provider in a test: `pulumi.dynamic.Resource`'s dynamic-provider host, or the package's
 * provider plugin. The scenarios of `test/resources/<name>.scenarios.ts` run with each, from `<name>.host.test.ts`
 * and `<name>.plugin.test.ts`.
 */
export type ProviderRunner = "dynamic-provider host" | "provider plugin";

/** The type token of a resource class: the one pulumi.dynamic.Resource gives it, or the plugin's token. */
export function resourceType(className: ResourceClassName, runner: ProviderRunner = "dynamic-provider host"): string {
  return runner === "provider plugin" ? `cloudplatform:index:${className}` : `pulumi-nodejs:dynamic/cloudplatform:${className}`;
}

/** A program folder with this package installed from its tarball (cached per tarball content). */
export function installPackage(root: string = packageRoot): Promise<InstalledProgram> {
  return installPackageIntoProgram(root);
}

/** The `__provider` text a resource class registers, built by the program's SDK from the installed package. */
export async function registeredProvider(program: InstalledProgram, className: ResourceClassName): Promise<string> {
  return (await registeredProviders(program, [className])).get(className)!;
}

/** {@link registeredProvider} of each class, all registered in one process. */
export async function registeredProviders(program: InstalledProgram, classNames: ResourceClassName[]): Promise<Map<ResourceClassName, string>> {
  const constructions = classNames.map((className) => ({ exportName: className, resourceName: `serialized-${className}`, args: {} }));
  const registrations = await registerAllWithMocks(program, packageName, constructions);
  return new Map(
    registrations.map((registration, index) => {
      const text = registration.inputs.__provider;
      if (typeof text !== "string") {
        throw new Error(`${classNames[index]} registered no __provider text`);
      }
      return [classNames[index], text];
    }),
  );
}

/** Stack config pointing at the simulator, with the keys as secrets, as a user sets it. */
export function simulatorSettings(sim: RunningSimulator): StackConfig {
  return {
    "cloudplatform:apiKey": secret(sim.apiKey),
    "cloudplatform:videoApiKey": secret(sim.videoApiKey),
    "cloudplatform:baseUrl": sim.baseUrl,
    "cloudplatform:videoUrl": sim.videoUrl,
  };
}

/**
 * {@link simulatorSettings} with no retries, so that injected faults show at once, and no shared reads: one host
 * serves every step of a test, which changes the simulator between steps as between two commands.
 */
export function simulatorStack(sim: RunningSimulator): StackConfig {
  return { ...simulatorSettings(sim), "cloudplatform:maxRetries": "0", "cloudplatform:readReuseSeconds": "0" };
}

/** Host start time and median duration of each call, for the test log. */
export function timingReport(label: string, engine: Engine): string {
  const { startMs } = engine.host.timings;
  const calls = Object.entries(summarizeTimings(engine.host.timings))
    .map(([method, { count, medianMs }]) => `${method} x${count} median ${medianMs.toFixed(1)} ms`)
    .join(", ");
  return `${label}: host start ${startMs.toFixed(0)} ms; ${calls}`;
}
