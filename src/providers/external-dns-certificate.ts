import { z } from "zod";
import { Hostname } from "../schemas";
import { schemaCheck } from "./check";
import type { ProviderDefinition } from "./definition";
import { dynamicProvider } from "./dynamic-provider";

const ExternalDnsCertificateArgs = z.object({
  hostname: Hostname,
  triggers: z.array(z.unknown(), { error: "must be a list" }).optional(),
});

/** Checked inputs, and state, of an ExternalDnsCertificate. */
export type ExternalDnsCertificateState = z.output<typeof ExternalDnsCertificateArgs>;

/** The ExternalDnsCertificate provider; see `ExternalDnsCertificate` for the behaviour. */
export const externalDnsCertificateDefinition: ProviderDefinition<ExternalDnsCertificateState> = {
  check: schemaCheck(ExternalDnsCertificateArgs),
  diffRules: { replaceOn: ["hostname", "triggers"], updateOn: [] },

  async create(client, inputs) {
    await client.completeExternalDnsCertificate(inputs.hostname);
    return { id: inputs.hostname, outs: inputs };
  },

  // A change that replaces nothing: the new inputs are recorded, with no call.
  async update(_client, _id, _olds, news) {
    return { outs: news };
  },
};

export const externalDnsCertificateProvider = dynamicProvider(externalDnsCertificateDefinition);
