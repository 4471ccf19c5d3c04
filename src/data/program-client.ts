import * as pulumi from "@pulumi/pulumi";
import type { ClientOptions } from "../client";
import { InputValidationError, SettingsError } from "../errors";
import { reportedByItsMessage } from "../reported-by-message";
import type { ConfiguredSettings, SettingName, settingSources } from "../settings";
import type { DataFunctionName, DataFunctionResult } from "./definitions";
import { invokeOptionIssues } from "./options";

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
 * Checks the arguments and invoke options of data function `name`, then the program's `cloudplatform` config (falling
 * back to the environment), and calls the function with the checked arguments and a client built from that config,
 * closing the client afterwards. Arguments, options and settings that are wrong fail together, in one
 * `InputValidationError`. The client and the definitions load on the first call, not when the package is imported.
 */
export function callInProgram<Name extends DataFunctionName>(
  name: Name,
  args: unknown,
  opts: pulumi.InvokeOptions | undefined,
): Promise<DataFunctionResult<Name>> {
  return call(name, args, opts).catch((error: unknown) => Promise.reject(reportedByItsMessage(error)));
}

async function call<Name extends DataFunctionName>(
  name: Name,
  args: unknown,
  opts: pulumi.InvokeOptions | undefined,
): Promise<DataFunctionResult<Name>> {
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
  const optionIssues = invokeOptionIssues(name, opts);
  if ("issues" in checked || optionIssues.length > 0) {
    const issues = [...("issues" in checked ? checked.issues : []), ...optionIssues];
    throw new InputValidationError(issues, name, settings instanceof SettingsError ? settings.issues : undefined);
  }
  if (settings instanceof SettingsError) throw settings;
  const client = new CloudPlatformClient(settings);
  try {
    return await callDataFunction(client, name, checked.value);
  } finally {
    await client.close();
  }
}
