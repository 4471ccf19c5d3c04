import type { z } from "zod";
import { providerDefinitions } from "../providers";
import type { ObjectLookup } from "../providers/row-lookup";
import type { DataFunctionDefinition } from "./data-function";

/** The data function of a resource's lookup, its result type `Get<Resource>Result` (the resource's class has its name). */
function lookupFunction(lookup: ObjectLookup): DataFunctionDefinition<z.ZodObject, unknown> {
  return {
    description: lookup.description,
    documentation: {
      behaviour: lookup.behaviour,
      args: lookup.argumentsSummary,
      example: lookup.example,
    },
    arguments: lookup.arguments,
    result: lookup.result,
    operations: lookup.operations,
    resultType: `Get${lookup.resource}Result`,
    call: (client, args) => lookup.find(client, args),
  };
}

/** The lookup function of every resource that has one, by its name (`getDnsZone`), in the registry's order. */
export function lookupFunctions(): Record<string, DataFunctionDefinition<z.ZodObject, unknown>> {
  const lookups = Object.values(providerDefinitions).flatMap((definition) => (definition.lookup === undefined ? [] : [definition.lookup]));
  return Object.fromEntries(lookups.map((lookup) => [lookup.name, lookupFunction(lookup)]));
}
