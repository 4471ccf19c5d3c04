import { z } from "zod";
import type { InputIssue } from "../errors";
import { EventLogDate, IntegerId, PathId, inputIssues } from "../schemas";

const shieldZoneId = IntegerId.meta({ description: "Id of the shield zone: a whole number." });

/**
 * The arguments of each data function, with their rules and descriptions: checked before the settings and before
 * any call, by the TypeScript functions and by the plugin's Invoke alike.
 */
export const dataFunctionArguments = {
  getContainerTemplate: z.object({
    appId: PathId.meta({ description: "Id of the container app." }),
    containerId: PathId.meta({ description: "Id of the container template in the app." }),
  }),
  getPartnerContract: z.object({}),
  getBotDetectionMetrics: z.object({ shieldZoneId }),
  getShieldEventLogs: z.object({
    shieldZoneId,
    date: EventLogDate.meta({ description: "The day, as `MM-dd-yyyy`; unset: today in UTC." }).optional(),
    maxPages: z
      .number({ error: "must be a positive integer" })
      .int("must be a positive integer")
      .min(1, "must be a positive integer")
      .meta({ description: "Stop after this many pages even when more exist. Unset: every page." })
      .optional(),
  }),
};

/** Name of a data function, as exported by the package and served by the plugin. */
export type DataFunctionName = keyof typeof dataFunctionArguments;

/** The checked arguments of data function `Name`. */
export type DataFunctionArguments<Name extends DataFunctionName> = z.output<(typeof dataFunctionArguments)[Name]>;

/** The arguments of data function `name` checked: their parsed values, or the issues that refuse them. */
export function checkArguments<Name extends DataFunctionName>(
  name: Name,
  args: unknown,
): { args: DataFunctionArguments<Name> } | { issues: InputIssue[] } {
  const input = args ?? {};
  const checked = dataFunctionArguments[name].safeParse(input);
  return checked.success ? { args: checked.data as DataFunctionArguments<Name> } : { issues: inputIssues(checked.error, { input }) };
}
