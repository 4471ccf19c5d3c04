import { z } from "zod";
import { Hostname } from "../schemas";
import { checkInputs } from "./check";
import { configureFromStack, configuredClient } from "./context";
import { diffInputs } from "./diff";
import type { CompleteProvider } from "./lazy-provider";
import { readStoredState } from "./stored-state";

const ExternalDnsCertificateArgs = z.object({
  hostname: Hostname,
  triggers: z.array(z.unknown(), { error: "must be a list" }).optional(),
});

/** Checked inputs, and state, of an ExternalDnsCertificate. */
export type ExternalDnsCertificateState = z.output<typeof ExternalDnsCertificateArgs>;

type State = ExternalDnsCertificateState;

/** Implementation of the ExternalDnsCertificate provider; see `ExternalDnsCertificate` for the behaviour. */
export const externalDnsCertificateProvider: CompleteProvider<State, State> = {
  configure: configureFromStack,

  async check(_olds, news) {
    const checked = checkInputs(ExternalDnsCertificateArgs, news);
    return checked.ok ? { inputs: checked.inputs } : { failures: checked.failures };
  },

  async diff(_id, olds, news) {
    return diffInputs(olds, news, { replaceOn: ["hostname", "triggers"], updateOn: [] });
  },

  async create(inputs) {
    await configuredClient().completeExternalDnsCertificate(inputs.hostname);
    return { id: inputs.hostname, outs: inputs };
  },

  read: readStoredState,

  async update(_id, _olds, news) {
    return { outs: news };
  },

  async delete() {},
};
