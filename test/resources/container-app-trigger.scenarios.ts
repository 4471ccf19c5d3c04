import type { CloudPlatformClient } from "../../src/client";
import type { OperationName } from "../../src/operations";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner, ResourceClassName } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource, type HostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

/** A trigger resource of a container app (input `appId`), as its suite runs it. */
export interface ContainerAppTrigger {
  className: ResourceClassName;
  /** The last segment of the operation's path, `POST /mc/apps/{appId}/<action>`. */
  action: "restart" | "deploy" | "undeploy";
  route: OperationName;
  /** The keys of the suite's simulator, which nothing may show. */
  keys: { apiKey: string; videoApiKey: string };
  /** Whether the API refuses the call for a suspended app with 409 (the deploy and the undeploy). */
  refusedWhileSuspended?: true;
  /** The suite's steps of its own, run after the first up, given the hosted resource and the id of the app it ran on. */
  ownSteps?: (hosted: HostedResource, appId: () => string) => void;
}

/** Makes an app named `name` of one container through the API, as the dashboard does, and answers its id. */
export async function createdApp(client: CloudPlatformClient, name: string): Promise<string> {
  const app = await client.containerApps.create({
    body: {
      name,
      runtimeType: "shared",
      autoScaling: { min: 1, max: 1 },
      regionSettings: { allowedRegionIds: ["DE"], requiredRegionIds: ["DE"] },
      containerTemplates: [{ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.0.0" }],
    },
  });
  return app.id!;
}

/** The scenarios of a container app's trigger resource (one run on an app of the simulator's account), through `runner`. */
export const containerAppTriggerScenarios = (runner: ProviderRunner, trigger: ContainerAppTrigger): void =>
  describe(`${trigger.className} through the ${runner}`, () => {
    const hosted = useHostedResource(trigger.className, trigger.action, trigger.keys, runner);
    const call = (appId: string) => `POST /mc/apps/${appId}/${trigger.action}`;
    let appId: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      appId = await createdApp(hosted.client, "shop");
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

    it(`first up: one POST of the ${trigger.action} with no body, the inputs recorded under an id of their own`, async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([{ call: `${call(appId)} 200` }]);
      expect(up.state.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(withoutProvider(up.state.outputs)).toEqual(declared);
      expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
      state = up.state;
    });

    trigger.ownSteps?.(hosted, () => appId);

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it(`a trigger change runs the ${trigger.action} again: exactly one POST, the old run forgotten with no call`, async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["config-v2"] }, state));
      expect([up.op, up.diff?.replaces, up.diff?.deleteBeforeReplace]).toEqual(["replace", ["triggers"], false]);
      expect(hosted.calls()).toEqual([{ call: `${call(appId)} 200` }]);
      expect(up.state.id).not.toBe(state.id);
      state = up.state;
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: trigger.route,
      get call() {
        return call(appId);
      },
      succeeded: 200,
    });

    it(`the ${trigger.action} of an app the account does not have fails with the API's 404, naming the call`, async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-app");
      const error = await hosted.engine.up(urn, { appId: "app-unknown-0000" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`${call("app-unknown-0000")} -> 404`);
      expect((error as ProviderCallError).message).toContain("Application 'app-unknown-0000' was not found");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    if (trigger.refusedWhileSuspended) {
      it(`the ${trigger.action} of a suspended app fails with the API's 409, records nothing, and leaves the app suspended`, async () => {
        const suspended = await createdApp(hosted.client, "suspended-shop");
        hosted.sim.dashboard.suspendApp(suspended);
        hosted.sim.resetStats();
        const urn = resourceUrn(hosted.engine.host.program, hosted.type, "suspended-app");
        const error = await hosted.engine.up(urn, { appId: suspended }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        expect((error as ProviderCallError).message).toContain(`${call(suspended)} -> 409`);
        expect((error as ProviderCallError).message).toContain(`Application '${suspended}' is suspended`);
        hosted.seen.push((error as ProviderCallError).message);
        expect(hosted.calls()).toEqual([{ call: `${call(suspended)} 409` }]);
        expect((await hosted.client.containerApps.get({ appId: suspended })).status).toBe("suspended");
      });
    }

    triggerClosingSteps(hosted, { state: () => state, keys: [trigger.keys.apiKey, trigger.keys.videoApiKey], shown: () => appId });
  });
