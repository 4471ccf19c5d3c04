import { cacheCompiledModules } from "./compile-cache";

/**
 * The entry `@pulumi/pulumi/cmd/run-plugin` calls (the `main` of the package's PulumiPlugin folder exports it): it
 * has already put the engine's address in `process.argv`. A failure to start is reported on stderr and ends the
 * process, as the engine waits for a port otherwise. The process ends too when the engine is gone.
 */
export function main(): Promise<void> {
  cacheCompiledModules();
  // Required once the cache is on, so that Node compiles the plugin's modules through it.
  const { servePlugin }: typeof import("./serve") = require("./serve");
  const { exitWhenEngineGone }: typeof import("../providers/engine-watch") = require("../providers/engine-watch");
  return servePlugin().then(
    () => exitWhenEngineGone(),
    (error: Error) => {
      process.stderr.write(`pulumi-resource-cloudplatform: ${error.message}\n`);
      process.exit(1);
    },
  );
}
