import type { ConfigureRequest } from "@pulumi/pulumi/dynamic";
import { CloudPlatformClient } from "../client";
import { resolveSettings, settingSources, type ConfiguredSettings, type SettingName } from "../settings";

// The settings, keys included, live only here: in the memory of the provider host process that loaded this module
// from the installed package. They never reach the serialized provider, outputs or errors.
let active: { fingerprint: string; client: CloudPlatformClient } | undefined;
let failure: Error | undefined;

/**
 * `configure` of every provider: reads the `cloudplatform:*` keys of the stack config sent by the engine, falls back
 * to the environment, and keeps one client for the process. Invalid settings do not fail `configure` (the host would
 * fail whichever call came first, even one that needs no API call, such as a Delete): they are remembered and thrown
 * by `check` (so that a preview fails early) and by every call that needs the client.
 */
export async function configureFromStack(req: ConfigureRequest): Promise<void> {
  const configured: ConfiguredSettings = {};
  for (const name of Object.keys(settingSources) as SettingName[]) {
    configured[name] = req.config.get(settingSources[name].configKey);
  }
  try {
    applySettings(configured);
  } catch {
    // Kept in `failure`; thrown by configuredClient().
  }
}

/** Throws the settings error, if any: for `check`, which makes no API call but should fail a preview early. */
export function assertSettings(): void {
  configuredClient();
}

/** The client built from the configured settings (from the environment alone if `configure` never ran). */
export function configuredClient(): CloudPlatformClient {
  if (active === undefined && failure === undefined) {
    applySettings({});
  }
  if (failure !== undefined) {
    throw failure;
  }
  return active!.client;
}

function applySettings(configured: ConfiguredSettings): void {
  let options;
  try {
    options = resolveSettings(configured);
  } catch (error) {
    failure = error as Error;
    throw error;
  }
  failure = undefined;
  const fingerprint = JSON.stringify(options);
  if (active?.fingerprint !== fingerprint) {
    const replaced = active;
    active = { fingerprint, client: new CloudPlatformClient(options) };
    void replaced?.client.close();
  }
}
