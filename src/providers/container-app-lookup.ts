import type { z } from "zod";
import type { CloudPlatformClient } from "../client";
import type { CloudPlatformError } from "../errors";
import { DEMO } from "../simulator/demo-account";
import { paragraph } from "./documentation-lines";
import { explainedError } from "./explained-error";
import { backedNotFound } from "./gone";
import { itemByKey, keyedArguments, keyedLookupBehaviour, type LookupKey } from "./lookup-by-key";
import type { LookupResult, ObjectLookup } from "./row-lookup";

/** What the ContainerApp resource gives its lookup: its checks, what it reports, and how it reads an app. */
export interface AppReads {
  /** The check of the app's id, described. */
  appId: z.ZodType;
  /** The check of an app's name, as the resource checks its input. */
  name: z.ZodType;
  /** What the resource reports of an app but what only the program knows (its write-only inputs), described. */
  reported: z.ZodObject;
  /** The names of the resource's properties the result leaves out, each write-only or the provider's own. */
  leftOut: string[];
  /** What the resource's read reports of the app, or the read's error. */
  read(client: CloudPlatformClient, appId: string): Promise<LookupResult>;
}

const key: LookupKey = {
  resource: "ContainerApp",
  functionName: "getContainerApp",
  ownId: "appId",
  api: "name",
  property: "name",
  list: "containerApps.list",
  idField: "id",
};

/** `getContainerApp`: a ContainerApp by its id, or by its name, which the API keeps unique in an account whatever its case. */
export function containerAppLookup(reads: AppReads): ObjectLookup {
  const { functionName } = key;

  async function byId(client: CloudPlatformClient, appId: string): Promise<LookupResult> {
    try {
      return await reads.read(client, appId);
    } catch (error) {
      await backedNotFound(error, client, { kind: "apps" });
      throw explainedError(error as CloudPlatformError, `${functionName}: no ContainerApp with appId ${appId}`);
    }
  }

  return {
    name: functionName,
    resource: key.resource,
    description: "Reads a ContainerApp by its id (`GET /mc/apps/{appId}`), or finds it by its `name` in the list (`GET /mc/apps`).",
    behaviour: [
      ...paragraph(
        "The result is what a `ContainerApp` resource reads and reports of its app, under the same names; the id is checked " +
          "before any call (a number is turned into its string). An app the API does not have fails, naming it.",
      ),
      "",
      ...paragraph(
        `The result leaves out ${reads.leftOut.map((property) => `\`${property}\``).join(", ")}: what only a program ` +
          "declares, which no read reports.",
      ),
      "",
      ...keyedLookupBehaviour(key),
      "",
      ...paragraph(
        "The API keeps an app's name unique in an account, whatever its case; found by its name, the app is then read by " +
          "its id (`GET /mc/apps/{appId}`), as the list holds less of it.",
      ),
    ],
    arguments: keyedArguments({ appId: reads.appId }, key, reads.name),
    result: reads.reported,
    operations: ["containerApps.get", key.list],
    argumentsSummary: "The ContainerApp's id, or its `name` with an optional page limit.",
    // The demo account's app is named after its id.
    example: { arguments: { name: DEMO.app.id }, shown: "appId" },
    async find(client, args) {
      if (args.name === undefined) return byId(client, args.appId as string);
      const found = await itemByKey(client, key, {}, args.name, args.maxPages as number | undefined);
      return byId(client, String(found.id));
    },
  };
}
