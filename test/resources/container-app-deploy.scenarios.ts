import type { ProviderRunner } from "../helpers/installed-package";
import { resourceUrn } from "../helpers/engine/lifecycle";
import { containerAppTriggerScenarios, createdApp } from "./container-app-trigger.scenarios";

/** The ContainerAppDeploy scenarios (a trigger resource on an app of the simulator's account), run through `runner`. */
export const containerAppDeployScenarios = (runner: ProviderRunner): void =>
  containerAppTriggerScenarios(runner, {
    className: "ContainerAppDeploy",
    action: "deploy",
    route: "containerApps.deploy",
    keys: { apiKey: "host-deploy-account-key-3b8d61e0", videoApiKey: "host-deploy-video-key-c4f27a95" },
    refusedWhileSuspended: true,
    ownSteps: (hosted) => {
      it("a deploy of an undeployed app starts it as a create does: it reads as progressing, then active", async () => {
        const appId = await createdApp(hosted.client, "stopped-shop");
        await hosted.client.containerApps.undeploy({ appId });
        expect((await hosted.client.containerApps.get({ appId })).status).toBe("inactive");
        const urn = resourceUrn(hosted.engine.host.program, hosted.type, "stopped-app");
        await hosted.track(hosted.engine.up(urn, { appId }));
        const reads = [await hosted.client.containerApps.get({ appId }), await hosted.client.containerApps.get({ appId })];
        expect(reads.map((app) => app.status)).toEqual(["progressing", "active"]);
      });

      it("a deploy of an app whose image no registry serves leaves it failing", async () => {
        const appId = await createdApp(hosted.client, "broken-shop");
        await hosted.client.containerApps.get({ appId });
        await hosted.client.containerApps.undeploy({ appId });
        hosted.sim.state.unpullableImages.add("example/web:1.0.0");
        try {
          await hosted.track(hosted.engine.up(resourceUrn(hosted.engine.host.program, hosted.type, "broken-app"), { appId }));
          const reads = [await hosted.client.containerApps.get({ appId }), await hosted.client.containerApps.get({ appId })];
          expect(reads.map((app) => app.status)).toEqual(["progressing", "failing"]);
        } finally {
          hosted.sim.state.unpullableImages.delete("example/web:1.0.0");
        }
      });
    },
  });
