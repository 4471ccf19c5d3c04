import * as pulumi from "@pulumi/pulumi";
import type { ClientOptions } from "../client";
import { CloudPlatformError, InputValidationError, SettingsError } from "../errors";
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
 * Makes an error of this package one whose message says it all. It is marked as `pulumi.RunError` is (the member that
 * `RunError.isInstance` looks for, so that any copy of @pulumi/pulumi sees it), so that the program's runner prints
 * the message alone, once, instead of the error through `util.inspect` with its fields. Its stack is cut to that
 * message: the runner still passes the error to `util.inspect` with colours for its trace, and in Node 20 and 22 that
 * loops until the string overflows (40 to 180 s of CPU) on a frame of `node_modules/@pulumi/output.ts`, which every
 * call from an `apply` has (nodejs/node#64011). The class and the fields stay, for a program that catches the error.
 */
function reportedByItsMessage(error: unknown): unknown {
  if (error instanceof CloudPlatformError) {
    Object.defineProperty(error, "__pulumiRunError", { value: true });
    error.stack = `${error.name}: ${error.message}`;
  }
  return error;
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
