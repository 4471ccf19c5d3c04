import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import type { ApiError } from "../errors";
import { PathId } from "../schemas";
import { checkInputs } from "./check";
import { containerAppLookup } from "./container-app-lookup";
import {
  containersAsStored,
  containersOfRead,
  sortedContainers,
  sortedRegions,
  volumesAsKept,
} from "./container-app-forms";
import type { ProviderDefinition } from "./definition";
import { awaitDeployment, type DeploymentState } from "./deployment-wait";
import { dynamicProvider } from "./dynamic-provider";
import { explainedError } from "./explained-error";
import { unlessGone } from "./gone";
import { containerAppMetadata as meta } from "./metadata/container-app";
import { PartiallyAppliedError } from "./partially-applied-error";
import { objectOf, outputOf } from "./program-example";
import { mayHaveCreated } from "./row-definition";
import { fromApi, modelFields, sameKeyValue, toApi, type RowField } from "./row-fields";
import { callOperation, listedItems, parameterShape, type ApiObject } from "./row-operations";
import { ruleWords } from "./rule-words";
import { proofListUse } from "./operation-uses";

/** The inputs and outputs of a ContainerApp, by property name. */
export type AppProperties = Record<string, unknown>;

const fields: RowField[] = modelFields(
  parameterShape("containerApps.create").body,
  "ContainerApp (containerApps.create)",
  new Set(Object.keys(meta.leftOut)),
  (model) => meta.objectTypes[model],
);
const field = (name: string): RowField => fields.find((candidate) => candidate.property === name)!;

const DEFAULT_DEPLOYMENT_TIMEOUT_SECONDS = 600;
const TIMEOUT_RULE = "must be a whole number of seconds from 10 to 7200";

/** The properties whose values the API holds but never reports: kept in the state as the program gave them. */
const WRITE_ONLY = ["terminationGracePeriodSeconds"];

/** The properties only a program gives, which no read reports: kept from the state, left out of the lookup's result. */
const PROGRAM_ONLY = [...WRITE_ONLY, "deploymentTimeoutSeconds"];

const described = (name: string, schema: z.ZodType) => schema.meta({ description: meta.descriptions[name] });

/** The inputs of a ContainerApp: the create's body, in its own names, and the deployment's deadline. */
export const ContainerAppInputsSchema = z.object({
  ...Object.fromEntries(
    fields.map((each) => [each.property, described(each.property, each.required ? each.schema : each.schema.optional())]),
  ),
  deploymentTimeoutSeconds: described(
    "deploymentTimeoutSeconds",
    z.number(TIMEOUT_RULE).int(TIMEOUT_RULE).min(10, TIMEOUT_RULE).max(7200, TIMEOUT_RULE).optional(),
  ),
});

const ContainerAppOutputsSchema = ContainerAppInputsSchema.extend({
  appId: described("appId", z.string()),
  status: described("status", z.string()),
  address: described("address", z.string().optional()),
});

/** What a read tells of the app's deployment. */
function deploymentOf(app: ApiObject): DeploymentState {
  if (app.status === "failing") {
    return { failed: "its read shows the status `failing`: check its containers' images, registry and probes" };
  }
  return app.status === "progressing" || app.status === "unknown" ? { done: false, status: String(app.status) } : { done: true };
}

/** The app's outputs from its read, with the write-only properties and the deadline kept from `kept`. */
function outputsOf(appId: string, app: ApiObject, kept: AppProperties): AppProperties {
  const region = app.regionSettings as ApiObject;
  const keptRegion = (kept.regionSettings ?? {}) as AppProperties;
  const outputs: AppProperties = {
    appId,
    status: app.status,
    name: app.name,
    runtimeType: app.runtimeType,
    autoScaling: fromApi(app.autoScaling, field("autoScaling").codec),
    regionSettings: sortedRegions({
      ...(fromApi({ ...region, provisioningType: undefined }, field("regionSettings").codec) as AppProperties),
      ...(keptRegion.nodeSelectors === undefined ? {} : { nodeSelectors: keptRegion.nodeSelectors }),
    }),
    containerTemplates: fromApi(containersOfRead(app), field("containerTemplates").codec),
    volumes: fromApi(app.volumes, field("volumes").codec),
  };
  const address = (app.displayEndpoint as ApiObject | undefined)?.address;
  if (address !== undefined) outputs.address = address;
  for (const name of PROGRAM_ONLY) if (kept[name] !== undefined) outputs[name] = kept[name];
  return outputs;
}

/**
 * The body of the whole-app write (the create's, or the replace's built from `live`, the fresh read in the
 * resource's form): the declared properties, the undeclared ones as the API has them. A container's `image` and
 * `imageDigest` are sent only when declared, as the API makes them from the tag; a volume the app has keeps its size.
 */
function wholeBody(news: AppProperties, live?: AppProperties): ApiObject {
  const declared = { ...news };
  if (live !== undefined) {
    const containers = containersAsStored(news.containerTemplates, live.containerTemplates, field("containerTemplates").codec);
    declared.containerTemplates = (containers ?? live.containerTemplates) as AppProperties[];
    const named = new Map(((news.containerTemplates ?? []) as AppProperties[]).map((container) => [container.name, container]));
    declared.containerTemplates = (declared.containerTemplates as AppProperties[]).map((container) => {
      const given = named.get(container.name);
      const { image, imageDigest, ...rest } = container;
      return { ...rest, ...(given?.image === undefined ? {} : { image }), ...(given?.imageDigest === undefined ? {} : { imageDigest }) };
    });
    declared.volumes = volumesAsKept(news.volumes, live.volumes) ?? live.volumes;
  }
  const body: ApiObject = {};
  for (const each of fields) {
    const value = toApi(declared[each.property], each.codec);
    if (value !== undefined) body[each.api] = value;
  }
  return body;
}

/** The app's read, in the API's form. */
const readApp = (client: CloudPlatformClient, appId: string) => callOperation(client, "containerApps.get", { appId });

/** Waits for the app's deployment; a failure or a deadline passed records the app as it was last read. */
async function deployed(client: CloudPlatformClient, appId: string, inputs: AppProperties): Promise<AppProperties> {
  let last: ApiObject | undefined;
  const what = `container app ${appId} (${String(inputs.name)})`;
  try {
    const app = await awaitDeployment(
      async () => (last = await readApp(client, appId)),
      deploymentOf,
      what,
      Number(inputs.deploymentTimeoutSeconds ?? DEFAULT_DEPLOYMENT_TIMEOUT_SECONDS),
    );
    return outputsOf(appId, app, inputs);
  } catch (error) {
    if (last === undefined) throw error;
    const outputs = outputsOf(appId, last, inputs);
    throw new PartiallyAppliedError(appId, outputs, inputs, (error as Error).message, error as Error);
  }
}

/** The id of the app a create made: its answer's, or, where the answer was lost, the one app of the name sent. */
async function createdId(client: CloudPlatformClient, body: ApiObject): Promise<string> {
  try {
    const answer = await callOperation(client, "containerApps.create", { body });
    return String(answer.id);
  } catch (error) {
    if (!mayHaveCreated(error)) throw error;
    const found = (await listedItems(client, "containerApps.list", {})).filter((app) => sameKeyValue(app.name, body.name));
    if (found.length !== 1) {
      throw explainedError(
        error as ApiError,
        `the ContainerApp create failed, and ${found.length === 0 ? "no app" : "more than one app"} named ` +
          `${JSON.stringify(body.name)} was found after it; ` +
          (found.length === 0 ? "nothing was created" : "import the one the program should own"),
      );
    }
    return String(found[0].id);
  }
}

const lookup = containerAppLookup({
  appId: PathId.meta({ description: "Id of the app: a number is turned into its string." }),
  name: field("name").schema,
  reported: z.object(Object.fromEntries(Object.entries(ContainerAppOutputsSchema.shape).filter(([name]) => !PROGRAM_ONLY.includes(name)))),
  leftOut: [...PROGRAM_ONLY, "regionSettings.nodeSelectors"],
  read: async (client, appId) => outputsOf(appId, await readApp(client, appId), {}),
});

/** The ContainerApp provider; see `ContainerApp` for the behaviour. */
export const containerAppDefinition: ProviderDefinition<AppProperties, AppProperties> = {
  name: "ContainerApp",
  description: "A Magic Containers app: its containers, endpoints, volumes, autoscaling and regions, written whole.",
  documentation: {
    behaviour: [
      "The app owns its containers (image, registry, environment, endpoints, probes, volume mounts), its autoscaling and",
      "its region settings, and the list of its volumes; a `Volume` resource may own a volume's name and size, which",
      "the app then leaves alone: it sends a volume's size only when it adds the volume, and never compares it.",
      "- create: `POST /mc/apps` with the declared body; the answer holds the id alone. The step then reads",
      "  `GET /mc/apps/{appId}` until the deployment ends (`deploymentTimeoutSeconds`, 600 s by default); a deployment",
      "  that fails (`failing`) or outlasts the deadline fails the step with the app recorded, so that the next",
      "  `pulumi up` continues. A create whose answer is lost, or that gets a 5xx, looks for the app by its name (the",
      "  API keeps names unique) before the error is told, so a retried create never makes two apps.",
      "- update: reads the app, then `PUT /mc/apps/{appId}` with the whole app: the declared properties, the undeclared",
      "  ones as the read answers them, so nothing the program leaves out is cleared; then waits as the create does.",
      "  Containers, environment variables, endpoints and region ids compare as sets; a container's unset properties",
      "  compare as the API holds them. Writes to one app, the volumes' included, are made one at a time.",
      "- read (`pulumi refresh`): `GET /mc/apps/{appId}`; an app the API answers 404 for, where the app list answers on",
      "  the same address, is gone. `terminationGracePeriodSeconds` and the region settings' `nodeSelectors` are",
      "  write-only: kept as the program gave them, never read back.",
      "- delete: `DELETE /mc/apps/{appId}`; the API's own 404 counts as done.",
      "",
      "Nothing replaces the app: every property is written in place. The resource id is `{appId}`, also the import id.",
    ],
    example: {
      resources: [
        {
          name: "shop",
          type: "ContainerApp",
          properties: {
            name: "shop",
            runtimeType: "shared",
            autoScaling: objectOf({ min: 1, max: 3 }),
            regionSettings: objectOf({ allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"] }),
            containerTemplates: [
              objectOf({ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.4.2" }),
            ],
          },
        },
      ],
      exports: { appId: outputOf("shop", "appId") },
    },
  },
  inputs: ContainerAppInputsSchema,
  outputs: ContainerAppOutputsSchema,
  import: { idForm: "{appId}" },
  operations: [
    { operation: "containerApps.create", role: "create" },
    { operation: "containerApps.get", role: "read" },
    { operation: "containerApps.replace", role: "update" },
    { operation: "containerApps.delete", role: "delete" },
    proofListUse("apps"),
  ],
  objectList: () => ({ kind: "apps" }),
  lookup,

  async check(_olds, news) {
    // A refused container list is never shown (its environment variables may hold secrets), unless it is empty.
    const empty = Array.isArray(news.containerTemplates) && news.containerTemplates.length === 0;
    return checkInputs(ContainerAppInputsSchema, news, ruleWords, new Set(empty ? [] : ["containerTemplates"]));
  },

  diffRules: {
    replaceOn: [],
    updateOn: [...fields.map((each) => each.property), "deploymentTimeoutSeconds"],
  },

  asStored(news, olds) {
    return {
      ...news,
      regionSettings: sortedRegions(news.regionSettings),
      containerTemplates: containersAsStored(news.containerTemplates, olds.containerTemplates, field("containerTemplates").codec),
      volumes: volumesAsKept(news.volumes, olds.volumes),
      ...Object.fromEntries(
        ["containerTemplates", "volumes"].filter((name) => news[name] === undefined).map((name) => [name, olds[name]]),
      ),
    };
  },

  async create(client, inputs) {
    const appId = await createdId(client, wholeBody({ ...inputs, containerTemplates: sortedContainers(inputs.containerTemplates) }));
    return { id: appId, outs: await deployed(client, appId, inputs) };
  },

  async read(client, id, props) {
    const app = await unlessGone(readApp(client, id), client, { kind: "apps" });
    if (app === undefined) return { id: "" };
    const outputs = outputsOf(id, app, props);
    const { appId: _appId, status: _status, address: _address, ...inputs } = outputs;
    return { id, props: outputs, inputs };
  },

  async update(client, id, olds, news) {
    const stored = containerAppDefinition.asStored!(news, olds);
    if (fields.every((each) => isDeepStrictEqual(stored[each.property], olds[each.property]))) {
      return { outs: { ...olds, deploymentTimeoutSeconds: news.deploymentTimeoutSeconds } };
    }
    const live = outputsOf(id, await readApp(client, id), news);
    await callOperation(client, "containerApps.replace", { appId: id, body: wholeBody(news, live) });
    return { outs: await deployed(client, id, news) };
  },

  async delete(client, id) {
    await unlessGone(callOperation(client, "containerApps.delete", { appId: id }), client, { kind: "apps" });
  },
};

export const containerAppProvider = dynamicProvider(containerAppDefinition);
