import { objectOf, outputOf } from "../program-example";
import type { TriggerRow } from "./trigger";

/** A restart of a container app's instances, run on create and again when an input changes. */
export const containerAppRestartRow: TriggerRow = {
  name: "ContainerAppRestart",
  description: "Restarts every instance of a container app once, and again when a trigger changes.",
  operation: "containerApps.restart",
  example: {
    resources: [
      {
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
      },
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
