import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import type { DataFunctionArguments, DataFunctionName } from "../data/arguments";
import type { BotDetectionMetrics, ContainerTemplate, PartnerContract } from "../types";
import { readShieldEventLogs, type ShieldEventLogs } from "../data/shield-event-logs";
import {
  BotDetectionDaySchema,
  ContainerEndpointSchema,
  ContainerEntryPointSchema,
  ContainerProbesSchema,
  ContainerVolumeMountSchema,
  EnvironmentVariableSchema,
  ImagePullPolicySchema,
  ShieldLogEntrySchema,
} from "../schemas";

/** One data function the plugin serves through Invoke, with its result's schema (its arguments': `dataFunctionArguments`). */
export interface FunctionDefinition {
  /** The last part of the token `cloudplatform:index:<name>`. */
  name: DataFunctionName;
  description: string;
  /** The result's properties, described. */
  outputs: z.ZodObject;
  call(client: CloudPlatformClient, args: Record<string, unknown>): Promise<object>;
}

/** A described result shape whose properties are exactly those of the result type `Result`. */
function resultOf<Result>(shape: { [Name in keyof Result]-?: z.ZodType }): z.ZodObject {
  return z.object(shape as z.ZodRawShape);
}

const text = (description: string) => z.string().meta({ description });
const count = (description: string) => z.number().int().meta({ description });

/** Every data function of the plugin, the same four the TypeScript package exports. */
export const functions: readonly FunctionDefinition[] = [
  {
    name: "getContainerTemplate",
    description: "Reads a container template of an app (`GET /mc/apps/{appId}/containers/{containerId}`).",
    outputs: resultOf<ContainerTemplate>({
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
    call: (client, args) => client.getContainerTemplate(args.appId as string, args.containerId as string),
  },
  {
    name: "getPartnerContract",
    description: "Reads the contract of the authenticated partner (`GET /partner/contract`).",
    outputs: resultOf<PartnerContract>({
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
  },
  {
    name: "getBotDetectionMetrics",
    description: "Reads the bot detection metrics of a shield zone over the past 28 days.",
    outputs: resultOf<BotDetectionMetrics>({
      overviewPastTwentyEightDays: z.record(z.string(), BotDetectionDaySchema).nullish().meta({
        description: "Per day, keyed by date: logged and challenged requests.",
      }),
      totalLoggedRequests: count("Logged requests in total."),
      totalChallengedRequests: count("Challenged requests in total."),
    }),
    call: (client, args) => client.getBotDetectionMetrics(args.shieldZoneId as string),
  },
  {
    name: "getShieldEventLogs",
    description: "Reads a day's event logs of a shield zone, every page in order.",
    outputs: resultOf<ShieldEventLogs>({
      logs: z.array(ShieldLogEntrySchema).meta({ description: "The log entries of every page read, in order." }),
      pages: count("How many pages were read."),
    }),
    call: (client, args) => readShieldEventLogs(client, args as DataFunctionArguments<"getShieldEventLogs">),
  },
];
