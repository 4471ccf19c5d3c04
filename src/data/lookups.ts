import type { z } from "zod";
import { providerDefinitions } from "../providers";
import type { ObjectLookup } from "../providers/row-lookup";
import type { DataFunctionDefinition } from "./data-function";

/** `DnsZone` → `dnsZone`: a variable holding one, in the examples. */
function variableName(resource: string): string {
  return resource[0].toLowerCase() + resource.slice(1);
}

/** The data function of a resource's lookup, its result type `Get<Resource>Result` (the resource's class has its name). */
function lookupFunction(lookup: ObjectLookup): DataFunctionDefinition<z.ZodObject, unknown> {
  const variable = variableName(lookup.resource);
  const shown = lookup.exampleProperty;
  return {
    description: lookup.description,
    documentation: {
      behaviour: lookup.behaviour,
      args: lookup.argumentsSummary,
      example: [
        `const ${variable} = await cloudplatform.${lookup.name}(${lookup.exampleArguments});`,
        `console.log(${variable}.${shown});`,
      ],
      outputExample: [`export const ${shown} = cloudplatform.${lookup.name}Output(${lookup.exampleArguments}).${shown};`],
    },
    arguments: lookup.arguments,
    result: lookup.result,
    resultType: `Get${lookup.resource}Result`,
    call: (client, args) => lookup.find(client, args),
  };
}

/** The lookup function of every resource that has one, by its name (`getDnsZone`), in the registry's order. */
export function lookupFunctions(): Record<string, DataFunctionDefinition<z.ZodObject, unknown>> {
  const lookups = Object.values(providerDefinitions).flatMap((definition) => (definition.lookup === undefined ? [] : [definition.lookup]));
  return Object.fromEntries(lookups.map((lookup) => [lookup.name, lookupFunction(lookup)]));
}
