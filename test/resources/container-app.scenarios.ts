import { CloudPlatformClient } from "../../src/client";
import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, startEngine, type ResourceState } from "../helpers/engine/lifecycle";
import { registeredProvider, resourceType, simulatorStack, type ProviderRunner } from "../helpers/installed-package";
import { pluginBin } from "../helpers/plugin";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-container-app-account-key-5d1e93b7";
const videoApiKey = "host-container-app-video-key-0c7a28f4";
/** An environment variable's value that must never be shown. */
const TOKEN = "env-secret-token-8e41c0d9";

const web = {
  name: "web",
  imageRegistryId: "2001",
  imageNamespace: "example",
  imageName: "web",
  imageTag: "1.4.2",
  // Declared out of the API's order: the API answers them sorted by name.
  environmentVariables: [
    { name: "MODE", value: "production" },
    { name: "API_TOKEN", value: TOKEN },
  ],
  endpoints: [{ displayName: "site", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] } }],
  volumeMounts: [{ name: "uploads", mountPath: "/srv/uploads" }],
};

const declared = {
  name: "shop",
  runtimeType: "shared",
  terminationGracePeriodSeconds: 45,
  autoScaling: { min: 1, max: 3 },
  regionSettings: { allowedRegionIds: ["NY", "DE"], requiredRegionIds: ["DE"], nodeSelectors: { disk: "ssd" } },
  containerTemplates: [web],
  volumes: [{ name: "uploads", size: 10 }],
};

/** The ContainerApp scenarios (requests, deployment, drift, gone, lost create, import, Volume beside it), run through `runner`. */
export const containerAppScenarios = (runner: ProviderRunner): void =>
  describe(`ContainerApp through the ${runner}`, () => {
    const hosted = useHostedResource("ContainerApp", "shop", { apiKey, videoApiKey }, runner);
    let client: CloudPlatformClient;
    let state: ResourceState;

    beforeAll(() => {
      client = new CloudPlatformClient({ apiKey, baseUrl: hosted.sim.baseUrl, videoUrl: hosted.sim.videoUrl, maxRetries: 0, readReuseSeconds: 0 });
    });
    afterAll(() => client?.close());

    const calls = () => hosted.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
    const bodies = () => hosted.sim.requests.filter((request) => request.body !== undefined).map((request) => request.body);
    const appPath = (of: ResourceState = state) => `/mc/apps/${of.id}`;

    it("refuses invalid inputs at check, naming the field and the rule, before any request, never showing a container", async () => {
      const bad = { ...declared, name: "", autoScaling: { min: 0, max: 3 }, containerTemplates: [{ ...web, imageTag: "" }] };
      const error = await hosted.engine.preview(hosted.urn, bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CheckFailedError);
      const failures = (error as CheckFailedError).failures;
      expect(failures.map((failure) => failure.property)).toEqual(
        expect.arrayContaining(["name", "autoScaling.min", "containerTemplates[0].imageTag"]),
      );
      expect(JSON.stringify(failures)).not.toContain(TOKEN);
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("refuses an app without containers at check, as the API does, naming the field, the rule and the value, before any request", async () => {
      const { containerTemplates: _containers, ...none } = declared;
      for (const [inputs, reason] of [
        [{ ...declared, containerTemplates: [] }, "must be at least 1 item (got [])"],
        [none, "is required"],
      ] as const) {
        const error = await hosted.engine.preview(hosted.urn, inputs).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(CheckFailedError);
        expect((error as CheckFailedError).failures).toEqual([{ property: "containerTemplates", reason }]);
      }
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("first up: one POST with the declared body, then reads until the deployment has ended", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      state = up.state;
      expect(calls()).toEqual(["POST /mc/apps 201", `GET ${appPath()} 200`, `GET ${appPath()} 200`]);
      expect(bodies()).toEqual([
        {
          name: "shop",
          runtimeType: "shared",
          terminationGracePeriodSeconds: 45,
          autoScaling: { min: 1, max: 3 },
          regionSettings: { allowedRegionIds: ["NY", "DE"], requiredRegionIds: ["DE"], nodeSelectors: { disk: "ssd" } },
          containerTemplates: [
            {
              name: "web",
              imageRegistryId: "2001",
              imageNamespace: "example",
              imageName: "web",
              imageTag: "1.4.2",
              environmentVariables: [
                { name: "API_TOKEN", value: TOKEN },
                { name: "MODE", value: "production" },
              ],
              endpoints: [{ displayName: "site", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] } }],
              volumeMounts: [{ name: "uploads", mountPath: "/srv/uploads" }],
            },
          ],
          volumes: [{ name: "uploads", size: 10 }],
        },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        appId: state.id,
        status: "active",
        address: `site-${state.id}.b-cdn.net`,
        terminationGracePeriodSeconds: 45,
        regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], nodeSelectors: { disk: "ssd" } },
      });
    });

    it("an environment variable given as a secret keeps the containers secret in the state through the plugin", async () => {
      if (runner !== "provider plugin") return;
      const secretEnv = { ...declared, name: "shop-secret", containerTemplates: [{ ...web, environmentVariables: [{ name: "API_TOKEN", value: { "4dabf18193072939515e22adb298388d": SECRET_SIGNATURE, value: TOKEN } }] }] };
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "secret");
      const up = await hosted.track(hosted.engine.up(urn, secretEnv));
      expect(JSON.stringify(up.state.outputs.containerTemplates)).toContain(SECRET_SIGNATURE);
      await hosted.engine.destroy(up.state);
    });

    it("a second up plans nothing and makes no request, whatever order the API answers the sets in", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("an update reads the app and sends the whole app with PUT, keeping what the program leaves out, then waits", async () => {
      const changed = { ...declared, containerTemplates: [{ ...web, imageTag: "1.5.0" }] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, changed, state));
      expect(up.op).toBe("update");
      expect(up.diff?.replaces).toEqual([]);
      expect(calls()).toEqual([`GET ${appPath()} 200`, `PUT ${appPath()} 200`, `GET ${appPath()} 200`, `GET ${appPath()} 200`]);
      const [sent] = bodies() as { containerTemplates: Record<string, unknown>[] }[];
      const [container] = sent.containerTemplates;
      expect(container).toMatchObject({ name: "web", imageTag: "1.5.0", imagePullPolicy: "ifNotPresent", probes: {}, entryPoint: {} });
      expect(container.id).toBe(hosted.sim.state.apps.get(state.id)!.containers.values().next().value!.id);
      // The digest and image the API made from the old tag are not sent with the new one.
      expect(container.imageDigest).toBeUndefined();
      expect(container.image).toBeUndefined();
      expect(withoutProvider(up.state.outputs).containerTemplates).toEqual([expect.objectContaining({ imageTag: "1.5.0", image: "example/web:1.5.0" })]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(changed, up.state);
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await client.containerApps.update({ appId: state.id, body: { autoScaling: { min: 2, max: 5 } } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(calls()).toEqual([`GET ${appPath()} 200`]);
      expect(refreshed.outputs.autoScaling).toEqual({ min: 2, max: 5 });
      hosted.sim.resetStats();
      const wanted = { ...declared, containerTemplates: [{ ...web, imageTag: "1.5.0" }] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(calls()).toContain(`PUT ${appPath()} 200`);
      expect(hosted.sim.state.apps.get(state.id)!.fields!.autoScaling).toEqual({ min: 1, max: 3 });
      state = up.state;
    });

    it("an undeploy made through the API is no drift: the refresh records the API's status `inactive`, the next up plans nothing", async () => {
      await client.containerApps.undeploy({ appId: state.id });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(calls()).toEqual([`GET ${appPath()} 200`]);
      expect([state.outputs.status, refreshed.outputs.status]).toEqual(["active", "inactive"]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing({ ...declared, containerTemplates: [{ ...web, imageTag: "1.5.0" }] }, refreshed);
      await client.containerApps.deploy({ appId: state.id });
    });

    it("a Volume resource that resizes one of the app's volumes is not undone by the app, and the two plan nothing after", async () => {
      const program = hosted.engine.host.program;
      const config = simulatorStack(hosted.sim);
      const volumes =
        runner === "provider plugin"
          ? await startEngine(program, { config, plugin: pluginBin })
          : await startEngine(program, { config, provider: await registeredProvider(program, "Volume") });
      try {
        const volumeId = [...hosted.sim.state.apps.get(state.id)!.volumes.keys()][0];
        const volumeUrn = resourceUrn(program, resourceType("Volume", runner), "uploads");
        const volume = await hosted.track(volumes.up(volumeUrn, { appId: state.id, volumeId, size: 40 }));
        hosted.sim.resetStats();
        const wanted = { ...declared, containerTemplates: [{ ...web, imageTag: "1.5.0" }] };
        const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
        hosted.sim.resetStats();
        state = await hosted.upPlansNothing(wanted, refreshed);
        hosted.sim.resetStats();
        // An update of the app sends the size the Volume set, as read.
        const up = await hosted.track(hosted.engine.up(hosted.urn, { ...wanted, autoScaling: { min: 1, max: 4 } }, state));
        const put = hosted.sim.requests.find((request) => request.method === "PUT")!;
        expect((put.body as { volumes: unknown }).volumes).toEqual([{ name: "uploads", size: 40 }]);
        state = up.state;
        hosted.sim.resetStats();
        const again = await hosted.track(volumes.up(volumeUrn, { appId: state.id, volumeId, size: 40 }, volume.state));
        expect(again.op).toBe("same");
      } finally {
        await volumes.close();
      }
    });

    it("an app deleted outside Pulumi (its own 404, the app list answering) is reported gone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "gone");
      const gone = (await hosted.track(hosted.engine.up(urn, { ...declared, name: "gone-app" }))).state;
      await client.containerApps.delete({ appId: gone.id });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(calls()).toEqual([`GET ${appPath(gone)} 404`, "GET /mc/apps 200"]);
    });

    it("a destroy of an app deleted outside Pulumi takes the API's own 404 as done, the address proven by the app list", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "deleted");
      const deleted = (await hosted.track(hosted.engine.up(urn, { ...declared, name: "deleted-app" }))).state;
      await client.containerApps.delete({ appId: deleted.id });
      hosted.sim.resetStats();
      await hosted.engine.destroy(deleted);
      // The list is read once per process to prove the address: here, unless an earlier step of the process read it.
      const [first, ...proof] = calls();
      expect(first).toBe(`DELETE ${appPath(deleted)} 404`);
      expect(proof.every((call) => call === "GET /mc/apps 200")).toBe(true);
    });

    it("a 404 without the list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the app", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${appPath()} answered 404`]);
    });

    it("a deployment that fails fails the step naming the app and the status, and records the app", async () => {
      hosted.sim.state.unpullableImages.add("example/broken:1");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "broken");
      const broken = { ...declared, name: "broken-app", containerTemplates: [{ ...web, imageName: "broken", imageTag: "1" }] };
      const error = await hosted.engine.up(urn, broken).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("failed its deployment");
      expect((error as Error).message).toContain("failing");
      expect((error as Error).message).not.toContain(TOKEN);
      hosted.seen.push((error as Error).message);
      expect([...hosted.sim.state.apps.values()].filter((app) => app.fields?.name === "broken-app")).toHaveLength(1);
    });

    it("a create whose answer is lost finds the app by its name: one app is made", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "containerApps.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { ...declared, name: "lost-app" }));
      expect(up.op).toBe("create");
      const named = [...hosted.sim.state.apps.entries()].filter(([, app]) => app.fields?.name === "lost-app");
      expect(named.map(([id]) => id)).toEqual([up.state.id]);
      expect(calls().slice(0, 2)).toEqual(["POST /mc/apps 201", "GET /mc/apps 200"]);
      await hosted.engine.destroy(up.state);
    });

    it("an import from {appId} then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { appId: state.id });
      expect(calls()).toEqual([`GET ${appPath()} 200`]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ name: "shop", runtimeType: "shared" });
      hosted.sim.resetStats();
      const wanted = { ...declared, terminationGracePeriodSeconds: undefined, regionSettings: { ...declared.regionSettings, nodeSelectors: undefined } };
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...wanted, containerTemplates: [{ ...web, imageTag: "1.5.0" }], autoScaling: { min: 1, max: 4 } }, imported));
      expect(up.diff).toMatchObject({ changes: "none" });
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("destroy deletes the app with one call", async () => {
      await hosted.engine.destroy(state);
      expect(calls()).toEqual([`DELETE ${appPath()} 200`]);
      expect(hosted.sim.state.apps.has(state.id)).toBe(false);
    });

    it("no key and no secret variable appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      for (const secret of [apiKey, videoApiKey, TOKEN]) expect(text).not.toContain(secret);
    });
  });
