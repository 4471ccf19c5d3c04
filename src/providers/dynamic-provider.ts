import type { ConfigureRequest, ResourceProvider } from "@pulumi/pulumi/dynamic";
import { settingSources, type ConfiguredSettings, type SettingName } from "../settings";
import { ConfiguredClient } from "./configured-client";
import { bindProvider, type BoundProvider, type ProviderDefinition } from "./definition";
import { exitWhenEngineGone } from "./engine-watch";
import { forgetsOnDelete, forgottenNote } from "./forgotten";

/** A dynamic provider with every method of Pulumi's contract. */
export type DynamicProvider<Inputs extends object, Outputs extends object> = Omit<
  BoundProvider<Inputs, Outputs>,
  "changedProperties"
> &
  Required<Pick<ResourceProvider<Inputs, Outputs>, "configure">>;

/** The `cloudplatform:*` keys of the stack config that the engine sends to `configure`. */
function stackSettings(req: ConfigureRequest): ConfiguredSettings {
  const configured: ConfiguredSettings = {};
  for (const name of Object.keys(settingSources) as SettingName[]) {
    configured[name] = req.config.get(settingSources[name].configKey);
  }
  return configured;
}

/**
 * The dynamic provider of `definition` that the Pulumi host runs: `configure` reads the stack's `cloudplatform:*`
 * config, falling back to the environment, and the provider calls the API with the client built from it. Loaded in
 * the host, it makes the host end when the engine that started it is gone (the host itself never checks). A delete
 * that forgets says so on standard output, which the engine shows among the stack's diagnostics: the host passes no
 * URN to a dynamic provider and keeps no link to the engine's log.
 */
export function dynamicProvider<Inputs extends object, Outputs extends object>(
  definition: ProviderDefinition<Inputs, Outputs>,
): DynamicProvider<Inputs, Outputs> {
  exitWhenEngineGone();
  const configured = new ConfiguredClient();
  const bound = bindProvider(definition, () => configured.client());
  return {
    async configure(req) {
      configured.configure(stackSettings(req));
    },
    ...bound,
    async delete(id, props) {
      await bound.delete(id, props);
      if (forgetsOnDelete(definition, props)) console.log(forgottenNote(definition.name, id, definition.settingsOf));
    },
  };
}
