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
import type { BotDetectionMetrics, ContainerTemplate, PartnerContract } from "../types";
import type { ShieldEventLogs } from "./shield-event-logs";
import { utcDay } from "./utc-day";

/**
 * A data function, declared once: its arguments with their rules and descriptions (checked before the settings and
 * before any call), its described result, and the call. The TypeScript functions (`src/data/<name>.ts`) and the
 * plugin's Invoke both run it.
 */
export interface DataFunctionDefinition<Args extends z.ZodObject, Result> {
  /** What the function reads, in one sentence, with the request. */
  description: string;
  arguments: Args;
  /** The result's properties, described. */
  result: z.ZodObject;
  call(client: CloudPlatformClient, args: z.output<Args>): Promise<Result>;
}

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
const shieldZoneId = IntegerId.meta({ description: "Id of the shield zone: a whole number." });

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

/** Every data function, by name: a function is served, described and checked once it is listed here. */
export const dataFunctions = {
  getContainerTemplate: dataFunction({
    description: "Reads a container template of an app (`GET /mc/apps/{appId}/containers/{containerId}`).",
    arguments: z.object({
      appId: PathId.meta({ description: "Id of the container app." }),
      containerId: PathId.meta({ description: "Id of the container template in the app." }),
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
    call: (client, args) => client.getContainerTemplate(args.appId, args.containerId),
  }),
  getPartnerContract: dataFunction({
    description: "Reads the contract of the authenticated partner (`GET /partner/contract`).",
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
    call: (client) => client.getPartnerContract(),
  }),
  getBotDetectionMetrics: dataFunction({
    description: "Reads the bot detection metrics of a shield zone over the past 28 days.",
    arguments: z.object({ shieldZoneId }),
    result: resultOf<BotDetectionMetrics>({
      overviewPastTwentyEightDays: z.record(z.string(), BotDetectionDaySchema).nullish().meta({
        description: "Per day, keyed by date: logged and challenged requests.",
      }),
      totalLoggedRequests: count("Logged requests in total."),
      totalChallengedRequests: count("Challenged requests in total."),
    }),
    call: (client, args) => client.getBotDetectionMetrics(args.shieldZoneId),
  }),
  getShieldEventLogs: dataFunction({
    description: "Reads a day's event logs of a shield zone, every page in order.",
    arguments: z.object({
      shieldZoneId,
      date: EventLogDate.meta({ description: "The day, as `MM-dd-yyyy`; unset: today in UTC." }).optional(),
      maxPages: MaxPages.meta({ description: "Stop after this many pages even when more exist. Unset: every page." }).optional(),
    }),
    result: resultOf<ShieldEventLogs>({
      logs: z.array(ShieldLogEntrySchema).meta({ description: "The log entries of every page read, in order." }),
      pages: count("How many pages were read."),
    }),
    call: readShieldEventLogs,
  }),
};

/** Name of a data function, as exported by the package and served by the plugin. */
export type DataFunctionName = keyof typeof dataFunctions;

/** The checked arguments of data function `Name`. */
export type DataFunctionArguments<Name extends DataFunctionName> = z.output<(typeof dataFunctions)[Name]["arguments"]>;

/** The result of data function `Name`. */
export type DataFunctionResult<Name extends DataFunctionName> = Awaited<ReturnType<(typeof dataFunctions)[Name]["call"]>>;

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
