import { z } from "zod";
import { settingRule, settingSources, type SettingName } from "../settings";
import type { DataFunctionDefinition } from "../data/data-function";
import { PACKAGE_NAME, PropertyTypes, token, type PropertySpec } from "./property-types";
import type { UntypedDefinition } from "../providers";
import { sdkNames } from "./sdk-names";

/** The package schema `GetSchema` answers (Pulumi's package metaschema), built from the definitions' zod schemas. */
export function packageSchema(
  version: string,
  resources: readonly UntypedDefinition[],
  functions: Record<string, DataFunctionDefinition<z.ZodObject, unknown>>,
): object {
  const types = new PropertyTypes();
  const variables = settingVariables(types);
  return {
    name: PACKAGE_NAME,
    displayName: "Cloud Platform",
    version,
    description:
      "Volumes, certificates, WAF reviews, videos, DNS zones and records, storage and pull zones, and read-only data of the " +
      "Cloud Platform Management API.",
    license: "Apache-2.0",
    keywords: ["category/cloud", "kind/native"],
    config: { variables },
    provider: {
      description: "The provider of the Cloud Platform Management API: one account (key and addresses) per instance.",
      inputProperties: variables,
    },
    resources: Object.fromEntries(
      resources.map((resource) => {
        const inputs = types.objectSpec(resource.inputs, "output");
        const outputs = types.objectSpec(resource.outputs, "output");
        return [
          token(resource.name),
          {
            description: resource.description,
            inputProperties: inputs.properties,
            requiredInputs: inputs.required,
            properties: Object.fromEntries(
              Object.entries(outputs.properties).map(([name, spec]) => [
                name,
                resource.secretOutputs?.includes(name) ? { ...spec, secret: true } : spec,
              ]),
            ),
            required: outputs.required,
          },
        ];
      }),
    ),
    functions: Object.fromEntries(
      Object.entries(functions).map(([name, fn]) => {
        const inputs = types.objectSpec(fn.arguments, "output");
        const outputs = types.objectSpec(fn.result, "output");
        return [
          token(name),
          {
            description: fn.description,
            inputs: { properties: inputs.properties, required: inputs.required },
            outputs: { properties: outputs.properties, required: outputs.required },
          },
        ];
      }),
    ),
    types: types.types,
    language: sdkNames,
  };
}

/** The `cloudplatform:*` settings as config variables: types from the settings' own rules, keys marked secret. */
function settingVariables(types: PropertyTypes): Record<string, PropertySpec> {
  const names = Object.keys(settingSources) as SettingName[];
  const settings = z.object(Object.fromEntries(names.map((name) => [name, settingRule(name)])));
  const { properties } = types.objectSpec(settings, "input");
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        ...properties[name],
        description: settingSources[name].description,
        ...(settingSources[name].secret ? { secret: true } : {}),
      },
    ]),
  );
}
