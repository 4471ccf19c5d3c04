import type { ProviderRunner } from "../helpers/installed-package";
import { containerAppTriggerScenarios } from "./container-app-trigger.scenarios";

/** The ContainerAppUndeploy scenarios (a trigger resource on an app of the simulator's account), run through `runner`. */
export const containerAppUndeployScenarios = (runner: ProviderRunner): void =>
  containerAppTriggerScenarios(runner, {
    className: "ContainerAppUndeploy",
    action: "undeploy",
    route: "containerApps.undeploy",
    keys: { apiKey: "host-undeploy-account-key-7e2a90c4", videoApiKey: "host-undeploy-video-key-19b5f3d8" },
    refusedWhileSuspended: true,
    ownSteps: (hosted, appId) => {
      it("after the undeploy the app reads as inactive, and stays so: no deployment is under way", async () => {
        const reads = [await hosted.client.containerApps.get({ appId: appId() }), await hosted.client.containerApps.get({ appId: appId() })];
        expect(reads.map((app) => app.status)).toEqual(["inactive", "inactive"]);
      });
    },
  });
