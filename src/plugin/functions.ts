import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import { dataFunctionArguments, type DataFunctionArguments } from "../data/arguments";
import type { BotDetectionMetrics, ContainerTemplate, PartnerContract } from "../types";
import { readShieldEventLogs, type ShieldEventLogs } from "../data/shield-event-logs";

/** One data function the plugin serves through Invoke, with its schema. */
export interface FunctionDefinition {
  /** The last part of the token `cloudplatform:index:<name>`. */
  name: string;
  description: string;
  /** The arguments, validated before the call, every property described. */
  inputs: z.ZodObject;
  /** The result's properties, described. */
  outputs: z.ZodObject;
  call(client: CloudPlatformClient, args: Record<string, unknown>): Promise<object>;
}

/** A described result shape whose properties are exactly those of the result type `Result`. */
function resultOf<Result>(shape: { [Name in keyof Result]-?: z.ZodType }): z.ZodObject {
  return z.object(shape as z.ZodRawShape);
}

const anyValue = (description: string) => z.unknown().meta({ description });
const text = (description: string) => z.string().meta({ description });
const count = (description: string) => z.number().int().meta({ description });

/** Every data function of the plugin, the same four the TypeScript package exports. */
export const functions: readonly FunctionDefinition[] = [
  {
    name: "getContainerTemplate",
    description: "Reads a container template of an app (`GET /mc/apps/{appId}/containers/{containerId}`).",
    inputs: dataFunctionArguments.getContainerTemplate,
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
      imagePullPolicy: text("`always` or `ifNotPresent`.").nullish(),
      entryPoint: anyValue("Command, arguments and working directory.").nullish(),
      probes: anyValue("Startup, readiness and liveness probes.").nullish(),
      environmentVariables: anyValue("Environment variables, each `{ name, value }`.").nullish(),
      endpoints: anyValue("Endpoints with their port mappings and IP addresses.").nullish(),
      volumeMounts: anyValue("Volume mounts, each `{ name, mountPath }`.").nullish(),
    }),
    call: (client, args) => client.getContainerTemplate(args.appId as string, args.containerId as string),
  },
  {
    name: "getPartnerContract",
    description: "Reads the contract of the authenticated partner (`GET /partner/contract`).",
    inputs: dataFunctionArguments.getPartnerContract,
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
    inputs: dataFunctionArguments.getBotDetectionMetrics,
    outputs: resultOf<BotDetectionMetrics>({
      overviewPastTwentyEightDays: anyValue("Per day (keyed by date): logged and challenged requests.").nullish(),
      totalLoggedRequests: count("Logged requests in total."),
      totalChallengedRequests: count("Challenged requests in total."),
    }),
    call: (client, args) => client.getBotDetectionMetrics(args.shieldZoneId as string),
  },
  {
    name: "getShieldEventLogs",
    description: "Reads a day's event logs of a shield zone, every page in order.",
    inputs: dataFunctionArguments.getShieldEventLogs,
    outputs: resultOf<ShieldEventLogs>({
      logs: z.array(anyValue("A log entry.")).meta({ description: "The log entries of every page read, in order." }),
      pages: count("How many pages were read."),
    }),
    call: (client, args) => readShieldEventLogs(client, args as DataFunctionArguments<"getShieldEventLogs">),
  },
];
