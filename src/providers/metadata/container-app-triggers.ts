import { objectOf, outputOf, type ExampleResource } from "../program-example";
import type { TriggerRow } from "./trigger";

/** The app the examples of the container app trigger resources run their operation on. */
const exampleApp: ExampleResource = {
  name: "shop",
  type: "ContainerApp",
  properties: {
    name: "shop",
    runtimeType: "shared",
    autoScaling: objectOf({ min: 1, max: 3 }),
    regionSettings: objectOf({ allowedRegionIds: ["DE"], requiredRegionIds: ["DE"] }),
    containerTemplates: [
      objectOf({ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "latest" }),
    ],
  },
};

/** The resources of the example that stops the app and then deploys it again, on both resources' pages. */
const stopThenStart: ExampleResource[] = [
  exampleApp,
  {
    name: "stop",
    type: "ContainerAppUndeploy",
    comment: "Every instance stops while the shop's data moves: on the first up, and again when the step's name changes.",
    properties: { appId: outputOf("shop", "appId"), triggers: ["data-move-7"] },
  },
  {
    name: "start",
    type: "ContainerAppDeploy",
    comment: "Then the app runs again: it takes its appId from the undeploy, so it runs after it.",
    properties: { appId: outputOf("stop", "appId"), triggers: ["data-move-7"] },
  },
];

/** What the pages of the deploy and the undeploy both say of whether the app runs. */
const runningNotes = [
  "",
  "Whether the app runs is not managed by `ContainerApp`: its `status` output (`inactive` after an undeploy, `progressing`",
  "then `active` or `failing` after a deploy) is set by the API, and a refresh that finds it changed plans nothing.",
];

/** A restart of a container app's instances, run on create and again when an input changes. */
export const containerAppRestartRow: TriggerRow = {
  name: "ContainerAppRestart",
  description: "Restarts every instance of a container app once, and again when a trigger changes.",
  operation: "containerApps.restart",
  example: {
    resources: [
      exampleApp,
      { name: "assets", type: "StorageZone", properties: { name: "example-assets", region: "DE" } },
      {
        name: "restart",
        type: "ContainerAppRestart",
        comment: "The app reads the storage zone's settings at start: it restarts whenever the zone's hostname changes.",
        properties: { appId: outputOf("shop", "appId"), triggers: [outputOf("assets", "storageHostname"), "release-42"] },
      },
    ],
    exports: { restartedApp: outputOf("restart", "appId") },
  },
  objectList: { kind: "apps" },
  descriptions: {
    appId: "Id of the container app whose instances restart.",
  },
};

/** A deploy of a container app (its templates started, the app made active), run on create and again when an input changes. */
export const containerAppDeployRow: TriggerRow = {
  name: "ContainerAppDeploy",
  description: "Deploys a container app (starts its instances from its templates: the app runs) once, and again when a trigger changes.",
  operation: "containerApps.deploy",
  notes: [
    "A deploy starts the app's instances from the templates it has, as after a create: it reads as `progressing`, then",
    "`active` (or `failing`); the run does not wait for the deployment to end. `ContainerAppUndeploy` is the other half:",
    "it stops every instance.",
    ...runningNotes,
  ],
  example: { resources: stopThenStart, exports: { deployedApp: outputOf("start", "appId") } },
  objectList: { kind: "apps" },
  descriptions: {
    appId: "Id of the container app to deploy.",
  },
};

/** An undeploy of a container app (every instance stopped), run on create and again when an input changes. */
export const containerAppUndeployRow: TriggerRow = {
  name: "ContainerAppUndeploy",
  description: "Stops every instance of a container app (undeploys it) once, and again when a trigger changes.",
  operation: "containerApps.undeploy",
  notes: [
    "An undeploy stops every instance of the app: a service it runs is down, its endpoints answering no request, until a",
    "deploy starts it again (`ContainerAppDeploy`, or the dashboard). Deleting this resource does not start it again.",
    ...runningNotes,
  ],
  example: { resources: stopThenStart, exports: { deployedApp: outputOf("start", "appId") } },
  objectList: { kind: "apps" },
  descriptions: {
    appId: "Id of the container app whose instances stop.",
  },
};
