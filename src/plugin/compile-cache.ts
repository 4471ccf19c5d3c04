import * as nodeModule from "node:module";

/** What Node 22.1 and later add to `node:module` (Node 20 has none of it). */
interface CompileCache {
  enableCompileCache?: () => { status: number };
  constants?: { compileCacheStatus?: { ENABLED: number; ALREADY_ENABLED: number } };
}

/**
 * Has Node keep the code it compiles for the modules the process loads from then on, where Node can (22.1 and later;
 * `NODE_COMPILE_CACHE` names the folder, by default `node-compile-cache` in the temporary folder, and
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off): the engine starts the plugin anew for every command, and compiling zod,
 * gRPC, undici and the package is about a third of its start. Node writes the cache as the process exits; the engine
 * ends a plugin with SIGINT, which would end it unwritten, so SIGINT then ends the process by an exit.
 */
export function cacheCompiledModules(): void {
  const { enableCompileCache, constants } = nodeModule as CompileCache;
  const statuses = constants?.compileCacheStatus;
  if (enableCompileCache === undefined || statuses === undefined) return;
  const { status } = enableCompileCache();
  if (status === statuses.ENABLED || status === statuses.ALREADY_ENABLED) {
    process.once("SIGINT", () => process.exit(130));
  }
}
