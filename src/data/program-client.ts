import * as pulumi from "@pulumi/pulumi";
import type { ClientOptions } from "../client";
import { InputValidationError, SettingsError } from "../errors";
import type { ConfiguredSettings, SettingName, settingSources } from "../settings";
import type { DataFunctionName, DataFunctionResult } from "./definitions";

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
 * Checks the arguments of data function `name`, then the program's `cloudplatform` config (falling back to the
 * environment), and calls the function with the checked arguments and a client built from that config, closing the
 * client afterwards. Arguments and settings that are both wrong fail together, in one `InputValidationError`. The
 * client and the definitions load on the first call, not when the package is imported.
 */
export async function callInProgram<Name extends DataFunctionName>(name: Name, args: unknown): Promise<DataFunctionResult<Name>> {
  const [{ CloudPlatformClient }, { resolveSettings, settingSources }, { callDataFunction, checkArguments }] = await Promise.all([
    import("../client"),
    import("../settings"),
    import("./definitions"),
  ]);
  const checked = checkArguments(name, args);
  let settings: ClientOptions | SettingsError;
  try {
    settings = resolveSettings(await programConfig(settingSources));
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    settings = error;
  }
  if ("issues" in checked) {
    throw new InputValidationError(checked.issues, name, settings instanceof SettingsError ? settings.issues : undefined);
  }
  if (settings instanceof SettingsError) throw settings;
  const client = new CloudPlatformClient(settings);
  try {
    return await callDataFunction(client, name, checked.value);
  } finally {
    await client.close();
  }
}
