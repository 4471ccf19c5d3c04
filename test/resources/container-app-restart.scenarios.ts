import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

const apiKey = "host-restart-account-key-4c9e1b72";
const videoApiKey = "host-restart-video-key-a83f0d15";

/** The ContainerAppRestart scenarios (a trigger resource on an app of the simulator's account), run through `runner`. */
export const containerAppRestartScenarios = (runner: ProviderRunner): void =>
  describe(`ContainerAppRestart through the ${runner}`, () => {
    const hosted = useHostedResource("ContainerAppRestart", "restart", { apiKey, videoApiKey }, runner);
    let appId: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      const app = await hosted.client.containerApps.create({
        body: {
          name: "shop",
          runtimeType: "shared",
          autoScaling: { min: 1, max: 1 },
          regionSettings: { allowedRegionIds: ["DE"], requiredRegionIds: ["DE"] },
          containerTemplates: [{ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.0.0" }],
        },
      });
      appId = app.id!;
      declared = { appId, triggers: ["config-v1"] };
      hosted.sim.resetStats();
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ appId: "..", triggers: "v1" })).toEqual([
        { property: "appId", reason: expect.stringContaining('must not be "." or ".."') },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([{ property: "appId", reason: expect.stringContaining("is required") }]);
      expect(hosted.sim.requests).toEqual([]);
    });

    it("first up: one POST of the restart with no body, the inputs recorded under an id of its own", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([{ call: `POST /mc/apps/${appId}/restart 200` }]);
      expect(up.state.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(withoutProvider(up.state.outputs)).toEqual(declared);
      expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the restart again: exactly one POST, the old run forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["config-v2"] }, state));
      expect([up.op, up.diff?.replaces, up.diff?.deleteBeforeReplace]).toEqual(["replace", ["triggers"], false]);
      expect(hosted.calls()).toEqual([{ call: `POST /mc/apps/${appId}/restart 200` }]);
      expect(up.state.id).not.toBe(state.id);
      state = up.state;
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: "containerApps.restart",
      get call() {
        return `POST /mc/apps/${appId}/restart`;
      },
      succeeded: 200,
    });

    it("a restart of an app the account does not have fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-app");
      const error = await hosted.engine.up(urn, { appId: "app-unknown-0000" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain("POST /mc/apps/app-unknown-0000/restart -> 404");
      expect((error as ProviderCallError).message).toContain("Application 'app-unknown-0000' was not found");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => appId });
  });
