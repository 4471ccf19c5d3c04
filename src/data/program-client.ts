import * as pulumi from "@pulumi/pulumi";
import type { CloudPlatformClient } from "../client";
import type { ConfiguredSettings, SettingName, settingSources } from "../settings";

/**
 * Reads the `cloudplatform` config of the running program. Keys are read with `getSecret`, which never warns about
 * reading a secret as plain text, and unwrapped here: the value stays in this process and reaches no output.
 */
async function programConfig(sources: typeof settingSources): Promise<ConfiguredSettings> {
  const config = new pulumi.Config("cloudplatform");
  const configured: ConfiguredSettings = {};
  for (const name of Object.keys(sources) as SettingName[]) {
    if (sources[name].secret) {
      const value = config.getSecret(name);
      configured[name] = value === undefined ? undefined : await new Promise<string>((resolve) => value.apply(resolve));
    } else {
      configured[name] = config.get(name);
    }
  }
  return configured;
}

/**
 * Runs `call` with a client built from the program's `cloudplatform` config (falling back to the environment) and
 * closes the client afterwards. The client loads on the first call, not when the package is imported.
 */
export async function withProgramClient<T>(call: (client: CloudPlatformClient) => Promise<T>): Promise<T> {
  const [{ CloudPlatformClient }, { resolveSettings, settingSources }] = await Promise.all([
    import("../client"),
    import("../settings"),
  ]);
  const client = new CloudPlatformClient(resolveSettings(await programConfig(settingSources)));
  try {
    return await call(client);
  } finally {
    await client.close();
  }
}
