import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startProviderHost, type HostOptions, type ProviderHost } from "./engine/host";
import { packageName, type ResourceClassName } from "./installed-package";
import type { InstalledProgram } from "./engine/program-install";

/** The package's plugin executable as npm installs it into a program. */
export const pluginBin = ["node_modules/.bin/pulumi-resource-cloudplatform"];

/** The Node language host's way of running the package's PulumiPlugin folder (`pulumi package add`). */
export function runPluginCommand(program: InstalledProgram): string[] {
  return [
    process.execPath,
    path.join(program.dir, "node_modules", "@pulumi", "pulumi", "cmd", "run-plugin"),
    path.join(program.dir, "node_modules", packageName, "provider"),
  ];
}

/** The plugin's token of a resource or function: `cloudplatform:index:<name>`. */
export function pluginToken(name: ResourceClassName | string): string {
  return `cloudplatform:index:${name}`;
}

/** The installed package's plugin, started as the engine starts it. */
export function startPlugin(program: InstalledProgram, options: HostOptions = {}): Promise<ProviderHost> {
  return startProviderHost(program, { plugin: pluginBin, ...options });
}

/** What {@link startAndInterrupt} saw of a plugin's start. */
export interface InterruptedStart {
  /** From spawning the plugin to its port. */
  startMs: number;
  stderr: string;
}

/**
 * Starts the plugin `command` (an executable and its first arguments) with `env` over the inherited environment and
 * an engine address where nothing listens, waits for its port, then ends it with SIGINT as the engine ends a plugin
 * and waits for its exit.
 */
export async function startAndInterrupt(command: readonly string[], env: Record<string, string>): Promise<InterruptedStart> {
  const started = performance.now();
  const child = spawn(command[0], [...command.slice(1), "127.0.0.1:1"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit");
  await once(child.stdout, "data");
  const startMs = performance.now() - started;
  child.kill("SIGINT");
  await exited;
  return { startMs, stderr };
}

/** Pulumi's package metaschema, from ../shared/pulumi next to the repository (absent in a user's clone). */
export const metaschemaFile = path.resolve(__dirname, "../../../shared/pulumi/package-metaschema.json");
export const metaschemaAvailable = fs.existsSync(metaschemaFile);

/** Says, loudly and on stderr (jest drops the output of skipped files), that the metaschema check did not run. */
export function warnMetaschemaMissing(): void {
  process.stderr.write(
    `\nSKIPPED: the plugin's schema is validated against Pulumi's package metaschema, expected at ${metaschemaFile}, ` +
      "which is absent. Nothing was checked against it; this test did not pass.\n\n",
  );
}
