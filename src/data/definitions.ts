import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import {
  BotDetectionDaySchema,
  ContainerEndpointSchema,
  ContainerEntryPointSchema,
  ContainerProbesSchema,
  ContainerVolumeMountSchema,
  EnvironmentVariableSchema,
  EventLogDate,
  ImagePullPolicySchema,
  IntegerId,
  MaxPages,
  PathId,
  ShieldLogEntrySchema,
  checkWith,
  type Checked,
} from "../schemas";
import { DEMO } from "../simulator/demo-account";
import type { BotDetectionMetrics, ContainerTemplate, PartnerContract, ShieldEventLogs } from "../types";
import type { DataFunctionDefinition } from "./data-function";
import { readFunctions } from "./api-reads";
import { lookupFunctions } from "./lookups";
import { utcDay } from "./utc-day";

/** A described result shape whose properties are exactly those of the result type `Result`. */
function resultOf<Result>(shape: { [Name in keyof Result]-?: z.ZodType }): z.ZodObject {
  return z.object(shape as z.ZodRawShape);
}

/** A definition, its call's arguments typed by its argument schema. */
function dataFunction<Args extends z.ZodObject, Result>(
  definition: DataFunctionDefinition<Args, Result>,
): DataFunctionDefinition<Args, Result> {
  return definition;
}

const text = (description: string) => z.string().meta({ description });
const count = (description: string) => z.number().int().meta({ description });
const shieldZoneId = IntegerId.meta({ description: "Id of the shield zone: a whole number, as a number or its digits." });

/** Every page of a day's event logs, in order, until the API says there is no more or `maxPages` is reached. */
async function readShieldEventLogs(
  client: CloudPlatformClient,
  args: { shieldZoneId: string; date?: string; maxPages?: number },
): Promise<ShieldEventLogs> {
  const result: ShieldEventLogs = { logs: [], pages: 0 };
  const pageOptions = args.maxPages === undefined ? {} : { maxPages: args.maxPages };
  for await (const page of client.shieldEventLogPages(args.shieldZoneId, args.date ?? utcDay(), pageOptions)) {
    result.logs.push(...page.logs);
    result.pages += 1;
  }
  return result;
}

/** The data functions written here, by name: a function is served, described and checked once it is listed here. */
const declaredFunctions = {
  getContainerTemplate: dataFunction({
    description: "Reads a container template of an app (`GET /mc/apps/{appId}/containers/{containerId}`).",
    documentation: {
      behaviour: [
        "The template gives the image, the entry point, the probes, the environment variables, the endpoints with their",
        "port mappings and IP addresses, and the volume mounts. Ids are checked before any call (non-empty, not \".\" or",
        "\"..\"); a missing app or container fails with 404.",
      ],
      args: "The app and the container.",
      example: { arguments: { appId: DEMO.app.id, containerId: DEMO.app.container.id }, shown: "image" },
    },
    arguments: z.object({
      appId: PathId.meta({ description: "Id of the container app. A number is turned into its string." }),
      containerId: PathId.meta({ description: "Id of the container template in the app. A number is turned into its string." }),
    }),
    result: resultOf<ContainerTemplate>({
      id: text("Id of the container template."),
      name: text("Name of the container."),
      packageId: text("Id of the image package, when the API gives one.").nullish(),
      image: text("The image reference."),
      imageName: text("Name of the image.").nullish(),
      imageNamespace: text("Namespace of the image.").nullish(),
      imageTag: text("Tag of the image.").nullish(),
      imageRegistryId: text("Id of the image registry.").nullish(),
      imageDigest: text("Digest of the image.").nullish(),
      imagePullPolicy: ImagePullPolicySchema.nullish().meta({ description: "When the image is pulled." }),
      entryPoint: ContainerEntryPointSchema.nullish().meta({ description: "Command, arguments and working directory." }),
      probes: ContainerProbesSchema.nullish().meta({ description: "Startup, readiness and liveness probes." }),
      environmentVariables: z.array(EnvironmentVariableSchema).nullish().meta({ description: "Environment variables." }),
      endpoints: z.array(ContainerEndpointSchema).nullish().meta({
        description: "Endpoints with their port mappings and IP addresses.",
      }),
      volumeMounts: z.array(ContainerVolumeMountSchema).nullish().meta({ description: "Volume mounts." }),
    }),
    operations: ["containerApps.getContainer"],
    call: (client, args) => client.getContainerTemplate(args.appId, args.containerId),
  }),
  getPartnerContract: dataFunction({
    description: "Reads the contract of the authenticated partner (`GET /partner/contract`).",
    documentation: {
      behaviour: [
        "Its fields are camelCase, the billing type and the currency names (`\"payAsYouGo\"` / `\"postPaid\"`, `\"USD\"` /",
        "`\"EUR\"`) and the dates ISO strings. Fails with 403 when the account is not a partner and with 404 when it has no",
        "contract.",
      ],
      example: {
        comment: "Only a partner account has a contract: for any other account the call fails.",
        arguments: {},
        shown: "contractEndDate",
      },
    },
    arguments: z.object({}),
    result: resultOf<PartnerContract>({
      partnerCustomerId: count("Id of the partner customer.").nullable(),
      contractValue: z.number().meta({ description: "Value of the contract." }),
      monthlyCommitmentValue: z.number().meta({ description: "Monthly commitment." }).nullable(),
      contractStartDate: text("Start of the contract, an ISO 8601 date-time."),
      contractEndDate: text("End of the contract, an ISO 8601 date-time."),
      billingType: text("`payAsYouGo` or `postPaid`."),
      currency: text("`USD` or `EUR`."),
      updatedByUserId: text("Id of the user who last updated the contract."),
      partnerUserId: text("Id of the partner user.").nullable(),
    }),
    operations: ["partner.getContract"],
    call: (client) => client.getPartnerContract(),
  }),
  getBotDetectionMetrics: dataFunction({
    description: "Reads a shield zone's bot detection metrics (`GET /shield/metrics/shield-zone/{shieldZoneId}/bot-detection`).",
    documentation: {
      behaviour: [
        "The metrics are the totals of logged and challenged requests and, per day of the past 28 days, the logged and",
        "challenged requests (`overviewPastTwentyEightDays`, keyed by date; null when the API has none). An answer whose",
        "`error` says `success: false` fails with the API's error key and message.",
      ],
      args: "The shield zone.",
      example: { arguments: { shieldZoneId: String(DEMO.shieldZone.id) }, shown: "totalChallengedRequests" },
    },
    arguments: z.object({ shieldZoneId }),
    result: resultOf<BotDetectionMetrics>({
      overviewPastTwentyEightDays: z.record(z.string(), BotDetectionDaySchema).nullish().meta({
        description: "Per day, keyed by date: logged and challenged requests.",
      }),
      totalLoggedRequests: count("Logged requests in total."),
      totalChallengedRequests: count("Challenged requests in total."),
    }),
    operations: ["shieldMetrics.getShieldZoneBotDetection"],
    call: (client, args) => client.getBotDetectionMetrics(args.shieldZoneId),
  }),
  getShieldEventLogs: dataFunction({
    description: "Reads a day's event logs of a shield zone, every page in order (`GET /shield/event-logs/{shieldZoneId}/{date}`).",
    documentation: {
      behaviour: [
        "Each next page is asked for with the previous page's continuation token, one page at a time, until the API says",
        "there is no more data or `maxPages` is reached. A date outside the window the API keeps fails with 401 and the",
        "API's error key `invalid_datetime_window.event_logs`.",
      ],
      args: "The shield zone, the day (default today in UTC) and an optional page limit.",
      example: {
        comment: "Today's logs (UTC), at most 10 pages; the API keeps about three days.",
        arguments: { shieldZoneId: String(DEMO.shieldZone.id), maxPages: 10 },
        shown: "pages",
      },
    },
    arguments: z.object({
      shieldZoneId,
      date: EventLogDate.meta({
        description: "The day, as `MM-dd-yyyy` (a real calendar date); unset: today in UTC. The API keeps about the past 3 days.",
      }).optional(),
      maxPages: MaxPages.meta({
        description: "Stop after this many pages (a positive integer) even when more exist. Unset: every page.",
      }).optional(),
    }),
    result: resultOf<ShieldEventLogs>({
      logs: z.array(ShieldLogEntrySchema).meta({ description: "The log entries of every page read, in the API's order." }),
      pages: count("How many pages were read."),
    }),
    operations: ["shieldEventLogs.get"],
    call: readShieldEventLogs,
  }),
};

type DeclaredName = keyof typeof declaredFunctions;

/**
 * Every data function, by name: those written here, the lookup (`get<Name>`) of every resource whose provider has one
 * (each resource served from a metadata row), then one for every other read of the API.
 */
export const dataFunctions: Record<string, DataFunctionDefinition<z.ZodObject, unknown>> = joined([
  declaredFunctions,
  lookupFunctions(),
  readFunctions(),
]);

/** The functions of each group, refusing a name that two groups give. */
function joined(
  groups: Record<string, DataFunctionDefinition<z.ZodObject, unknown>>[],
): Record<string, DataFunctionDefinition<z.ZodObject, unknown>> {
  const all: Record<string, DataFunctionDefinition<z.ZodObject, unknown>> = {};
  for (const name of groups.flatMap((group) => Object.keys(group))) {
    if (name in all) throw new Error(`two data functions are named ${name}`);
    all[name] = groups.find((group) => name in group)![name];
  }
  return all;
}

/** Name of a data function, as exported by the package and served by the plugin: a lookup's is `get<Name>`. */
export type DataFunctionName = DeclaredName | `get${string}`;

/** The checked arguments of data function `Name`; a lookup's are its id's parts or its key, as the resource names them. */
export type DataFunctionArguments<Name extends DataFunctionName> = Name extends DeclaredName
  ? z.output<(typeof declaredFunctions)[Name]["arguments"]>
  : Record<string, unknown>;

/** The result of data function `Name`; a lookup's is the type its generated module declares from its described result. */
export type DataFunctionResult<Name extends DataFunctionName> = Name extends DeclaredName
  ? Awaited<ReturnType<(typeof declaredFunctions)[Name]["call"]>>
  : unknown;

/** The arguments of data function `name` checked. */
export function checkArguments<Name extends DataFunctionName>(name: Name, args: unknown): Checked<DataFunctionArguments<Name>> {
  return checkWith(dataFunctions[name].arguments, args ?? {}) as Checked<DataFunctionArguments<Name>>;
}

/** Calls data function `name` with its checked arguments and `client`. */
export async function callDataFunction<Name extends DataFunctionName>(
  client: CloudPlatformClient,
  name: Name,
  args: DataFunctionArguments<Name>,
): Promise<DataFunctionResult<Name>> {
  const definition = dataFunctions[name] as unknown as DataFunctionDefinition<z.ZodObject, DataFunctionResult<Name>>;
  return definition.call(client, args);
}
