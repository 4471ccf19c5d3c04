import * as pulumi from "@pulumi/pulumi";
import { SettingsError } from "./errors";
import { reportedByItsMessage } from "./reported-by-message";
import { settingSources, type SettingName } from "./setting-sources";

const keySettings = (Object.keys(settingSources) as SettingName[]).filter((name) => settingSources[name].secret);

/**
 * `@pulumi/pulumi`'s own test of whether the program's config holds a key as a secret, over the list of secret keys the
 * language host passes (since 3.1, pulumi/pulumi#6896). It is marked internal, so its type is not published.
 */
const isConfigSecret = (pulumi.runtime as unknown as { isConfigSecret: (key: string) => boolean }).isConfigSecret;

/**
 * Refuses the keys the program's stack config holds as plain text, before a resource is registered: the engine records
 * the stack config in the state as the inputs of the default `pulumi-nodejs` provider, which runs the resources, and
 * a key set without `--secret` would be written there unencrypted, in every checkpoint. Keys from the environment
 * variables are not in the config and are not concerned.
 */
export function refusePlainStackKeys(): void {
  const plain = keySettings.filter((name) => {
    const { configKey } = settingSources[name];
    const value = pulumi.runtime.getConfig(configKey);
    return value !== undefined && value.trim() !== "" && !isConfigSecret(configKey);
  });
  if (plain.length === 0) return;
  throw reportedByItsMessage(new SettingsError(
    plain.map((name) => {
      const { configKey, envVar } = settingSources[name];
      return {
        field: configKey,
        rule:
          "is held in the stack config as plain text, which the engine would write unencrypted into the state: run " +
          `\`pulumi config set --secret ${configKey}\` (with no value it reads the key from standard input), or ` +
          `remove it with \`pulumi config rm ${configKey}\` and set ${envVar}`,
      };
    }),
  ));
}
