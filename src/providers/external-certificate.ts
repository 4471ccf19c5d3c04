import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import { NotFoundError, NotListedError } from "../errors";
import { CanonicalIntegerId, Hostname } from "../schemas";
import type { PullZone } from "../types";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import { definedFields } from "./defined-fields";
import { explainedError } from "./explained-error";
import { unlessGone } from "./gone";
import { PartiallyAppliedError } from "./partially-applied-error";
import type { ResourceExample } from "./program-example";
import { proofListUse } from "./operation-uses";
import { requestLine } from "./row-operations";
import { TRIGGERS_IN_A_PREVIEW } from "./trigger-definition";

/** The inputs of an ExternalDnsCertificate or ExternalHttpCertificate, their rules and descriptions. */
export const ExternalCertificateInputsSchema = z.object({
  hostname: Hostname.meta({
    description:
      "Hostname of a pull zone whose DNS is run elsewhere, e.g. `cdn.example.com`: dot-separated labels of letters, digits " +
      "and `-` (1 to 63 characters each, no `-` at either end), at most 253 characters. Changing it replaces the " +
      "resource, which completes the certificate of the new hostname.",
  }),
  triggers: z
    .array(z.unknown(), { error: "must be a list" })
    .meta({
      description:
        "Values of any type; when any of them changes, the resource is replaced and the certificate step is completed " +
        `again (as with \`triggers\` of \`@pulumi/command\`). ${TRIGGERS_IN_A_PREVIEW}`,
    })
    .optional(),
  pullZoneId: CanonicalIntegerId.meta({
    description:
      "Id of the pull zone that holds the hostname, a whole number. Given, a refresh reads that zone alone; unset, it " +
      "searches every zone of the account. A change is recorded with no call.",
  }).optional(),
});

/**
 * Checked inputs of an external certificate's completion. `pullZoneIdDeclared` is set where the program declares `pullZoneId`,
 * so that declaring the zone found, or no longer declaring it, is a change.
 */
export type ExternalCertificateInputs = z.output<typeof ExternalCertificateInputsSchema> & { pullZoneIdDeclared?: true };

/**
 * State of an external certificate's completion: the inputs plus the pull zone that holds the hostname (given, or found) and
 * whether the hostname has its certificate. A state written before these were read has neither.
 */
export interface ExternalCertificateOutputs extends z.output<typeof ExternalCertificateInputsSchema> {
  /** true: the read reads that zone alone; false: the zone was found, and the read searches every zone again. */
  pullZoneIdDeclared?: boolean;
  hasCertificate?: boolean;
}

/** The pull zone that holds a hostname, and whether the hostname has its certificate there. */
interface Holder {
  pullZoneId: string;
  hasCertificate: boolean;
}

/**
 * The zone that holds the hostname (matched without regard to case): the zone given, read alone, or else any zone of
 * the whole list. Undefined when none holds it, or the zone given is gone.
 */
async function findHolder(client: CloudPlatformClient, hostname: string, pullZoneId?: string): Promise<Holder | undefined> {
  let zones: PullZone[];
  if (pullZoneId === undefined) {
    zones = await client.listPullZones();
  } else {
    const zone = await unlessGone(client.getPullZone(pullZoneId), client, { kind: "pullZones" });
    zones = zone === undefined ? [] : [zone];
  }
  const wanted = hostname.toLowerCase();
  for (const zone of zones) {
    const entry = zone.hostnames.find((candidate) => candidate.value?.toLowerCase() === wanted);
    if (entry !== undefined) {
      return { pullZoneId: zone.id, hasCertificate: entry.hasCertificate };
    }
  }
  return undefined;
}

function stateOf(inputs: ExternalCertificateInputs, holder: Holder): ExternalCertificateOutputs {
  return { ...inputs, ...holder, pullZoneIdDeclared: inputs.pullZoneId !== undefined };
}

/** The inputs the program would declare for a state, for `read` to return. */
function inputsOf({ hostname, triggers, pullZoneId, pullZoneIdDeclared }: ExternalCertificateOutputs): ExternalCertificateInputs {
  return definedFields({ hostname, triggers, ...(pullZoneIdDeclared ? { pullZoneId, pullZoneIdDeclared: true as const } : {}) });
}

/** The API's own 404 on completion: the account has no pull zone with the hostname. */
function unknownHostname(hostname: string, error: NotFoundError): NotFoundError {
  return explainedError(
    error,
    `the certificate of ${hostname} could not be completed: no pull zone of the account holds the hostname ` +
      "(the API's 404). Add the hostname to a pull zone first, or check its spelling and the key's account",
  );
}

/** What tells the completions of the two challenges apart: the resource, the operation it runs and how it calls it. */
export interface ExternalCertificateCompletion {
  name: "ExternalDnsCertificate" | "ExternalHttpCertificate";
  /** What the resource does, in one sentence. */
  description: string;
  operation: "pullZones.completeExternalDnsCertificate" | "pullZones.completeExternalHttpCertificate";
  /** The operation's call for a hostname. */
  complete: (client: CloudPlatformClient, hostname: string) => Promise<void>;
  /** A program that declares the resource. */
  example: ResourceExample;
}

/**
 * The provider of the last step of an external certificate (see `ExternalDnsCertificate` for the behaviour): the
 * completion, then the pull zone that holds the hostname, read again by a refresh.
 */
export const externalCertificateDefinition = (
  completion: ExternalCertificateCompletion,
): ProviderDefinition<ExternalCertificateInputs, ExternalCertificateOutputs> => ({
  name: completion.name,
  description: completion.description,
  documentation: {
    behaviour: [
      `- create: ${requestLine(completion.operation, [])} with the hostname, then the read below for the pull zone`,
      "  and the certificate. A failed verification (400) fails with the API's `ErrorKey`, `Field` and `Message`; an",
      "  unknown hostname fails with 404.",
      "- update: a change of `pullZoneId` is recorded with no call; a change of `hostname` or `triggers` replaces the",
      "  resource (completes the step again).",
      "- read (`pulumi refresh`, `preview --refresh`): `GET /pullzone/{pullZoneId}` when `pullZoneId` is given, else",
      "  the whole list `GET /pullzone`, never with the certificates (their private keys) and never narrowed by a search;",
      "  the hostname is matched in any case. A certificate found missing (`hasCertificate: false`) shows as a",
      "  replacement that completes it again; the hostname found in no zone (or not in the given one, or the given zone",
      "  gone) is reported gone. A zone found, not given, never makes a change.",
      "- delete: no API call; the certificate stays. `pulumi destroy` prints `deleted`, as for every resource it",
      `  removes from the state, and the provider logs \`${completion.name} <hostname> was forgotten, not deleted: it`,
      "  still exists as it was, ...`.",
      "",
      "The resource id is the hostname.",
    ],
    example: completion.example,
  },
  inputs: ExternalCertificateInputsSchema,
  outputs: ExternalCertificateInputsSchema.extend({
    pullZoneId: z
      .string()
      .meta({ description: "The pull zone that holds the hostname: the one given, or the one found (absent until first read)." })
      .optional(),
    pullZoneIdDeclared: z
      .boolean()
      .meta({ description: "Whether `pullZoneId` was given (refresh reads that zone) or found (refresh searches every zone)." })
      .optional(),
    hasCertificate: z
      .boolean()
      .meta({ description: "Whether the hostname has its certificate, as the pull zone last reported it." })
      .optional(),
  }),
  import: { idForm: "{hostname}" },
  operations: [
    { operation: completion.operation, role: "create" },
    { operation: "pullZones.get", role: "read" },
    proofListUse("pullZones"),
  ],
  objectList: () => ({ kind: "pullZones" }),

  async check(_olds, news) {
    const checked = checkInputs(ExternalCertificateInputsSchema, news);
    if ("issues" in checked || checked.value.pullZoneId === undefined) {
      return checked;
    }
    return { value: { ...checked.value, pullZoneIdDeclared: true } };
  },

  diffRules: (news, olds) => ({
    // A certificate found missing is completed again; a zone that was found, not declared, never makes a diff. DNS
    // names have no case: the same hostname in other letters is no change.
    replaceOn: [
      ...(news.hostname.toLowerCase() === olds.hostname.toLowerCase() ? [] : ["hostname"]),
      "triggers",
      ...(olds.hasCertificate === false ? ["hasCertificate"] : []),
    ],
    updateOn: news.pullZoneIdDeclared || olds.pullZoneIdDeclared ? ["pullZoneId", "pullZoneIdDeclared"] : [],
  }),

  async create(client, inputs) {
    await completion.complete(client, inputs.hostname).catch((error: unknown) => {
      throw error instanceof NotFoundError && error.fromApi ? unknownHostname(inputs.hostname, error) : error;
    });
    let holder: Holder | undefined;
    try {
      holder = await findHolder(client, inputs.hostname, inputs.pullZoneId);
    } catch (error) {
      const cause = error as Error;
      const message = `the certificate of ${inputs.hostname} was completed, but its pull zone could not be read: ${cause.message}`;
      throw new PartiallyAppliedError(inputs.hostname, inputs, inputs, message, cause);
    }
    if (holder === undefined) {
      const zone = inputs.pullZoneId;
      const where = zone === undefined ? "no pull zone holds it" : `pull zone ${zone} does not hold it`;
      const read = zone === undefined
        ? ({ operation: "listPullZones", method: "GET", path: "/pullzone" } as const)
        : ({ operation: "getPullZone", method: "GET", path: `/pullzone/${zone}` } as const);
      throw explainedError(
        new NotListedError(read, `hostname ${inputs.hostname}`),
        `the certificate of ${inputs.hostname} was completed, but ${where}: check hostname and pullZoneId`,
      );
    }
    return { id: inputs.hostname, outs: stateOf(inputs, holder) };
  },

  async read(client, id, props) {
    const holder = await findHolder(client, props.hostname, props.pullZoneIdDeclared ? props.pullZoneId : undefined);
    if (holder === undefined) {
      return { id: "" };
    }
    const inputs = inputsOf(props);
    return { id, props: stateOf(inputs, holder), inputs };
  },

  // The zone changed or declared: recorded with no call. The certificate is what the last read reported.
  async update(_client, _id, olds, news) {
    const pullZoneId = news.pullZoneId ?? olds.pullZoneId;
    return {
      outs: definedFields({ ...news, pullZoneId, pullZoneIdDeclared: news.pullZoneId !== undefined, hasCertificate: olds.hasCertificate }),
    };
  },
});
