import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-log-forwarding-account-key-3e81c6d2";
const videoApiKey = "host-log-forwarding-video-key-90b7a4f5";

/** The program's syslog tokens, which must never appear in plain state, a message or the host's output. */
const TOKEN = "syslog-token-first-6f1d2a";
const NEW_TOKEN = "syslog-token-second-84c0e7";

/** An app of the simulator's account, made through the API: the configurations below belong to such apps. */
const appRequest = (name: string) => ({
  name,
  runtimeType: "shared" as const,
  autoScaling: { min: 1, max: 1 },
  regionSettings: { allowedRegionIds: ["DE"], requiredRegionIds: ["DE"] },
  containerTemplates: [{ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.0.0" }],
});

/**
 * The ContainerLogForwarding scenarios (one configuration per app, named by the app's id in the create's body and in
 * the other calls' paths, replaced whole by its PUT, its token a secret), run through `runner`.
 */
export const containerLogForwardingScenarios = (runner: ProviderRunner): void =>
  describe(`ContainerLogForwarding through the ${runner}`, () => {
    const hosted = useHostedResource("ContainerLogForwarding", "shop-logs", { apiKey, videoApiKey }, runner);
    let shop: string;
    let blog: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    /** The body a create or a PUT sends for `inputs`, written out by hand. */
    const body = (inputs: Record<string, unknown>) => ({
      app: inputs.appId,
      type: inputs.type,
      endpoint: inputs.endpoint,
      port: inputs.port,
      token: inputs.token,
      format: inputs.format,
      enabled: inputs.enabled,
    });
    const path = (app: string) => `/mc/log/forwarding/${app}`;

    beforeAll(async () => {
      shop = (await hosted.client.containerApps.create({ body: appRequest("shop") })).id!;
      blog = (await hosted.client.containerApps.create({ body: appRequest("blog") })).id!;
      declared = { appId: shop, type: "SyslogTcp", endpoint: "logs.example.com", port: 6514, token: TOKEN, format: "SyslogRfc5424", enabled: true };
    });

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ ...declared, appId: "", type: "Http", port: "514" });
      expect(failures.map((failure) => failure.property)).toEqual(["appId", "type", "port"]);
      expect(failures[1].reason).toBe('must be one of "SyslogUdp", "SyslogTcp" (got "Http")');
    });

    it("first up: one create naming the app in its body, whose answer is the configuration", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toBe(shop);
      expect(hosted.calls()).toEqual([
        {
          call: "POST /mc/log/forwarding 201",
          body: { app: shop, type: "SyslogTcp", endpoint: "logs.example.com", port: 6514, token: TOKEN, format: "SyslogRfc5424", enabled: true },
        },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ appId: shop, endpoint: "logs.example.com", port: 6514, enabled: true });
      expect(up.state.outputs).not.toHaveProperty("app");
      state = up.state;
    });

    it("the token is a secret in the state through the plugin, and the class asks the engine to keep it so", async () => {
      if (runner === "provider plugin") {
        expect(JSON.stringify(state.outputs.token)).toContain(SECRET_SIGNATURE);
        expect(JSON.stringify(state.outputs)).not.toContain(`"token":"${TOKEN}"`);
      } else {
        const { ContainerLogForwarding } = await import("../../src/resources/container-log-forwarding");
        expect(ContainerLogForwarding.toString()).toMatch(/additionalSecretOutputs: \[[^\]]*"token"/);
      }
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new endpoint and token are a PUT of the whole configuration, read first", async () => {
      const wanted = { ...declared, endpoint: "syslog.example.net", token: NEW_TOKEN };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path(shop)} 200` },
        {
          call: `PUT ${path(shop)} 200`,
          body: { app: shop, type: "SyslogTcp", endpoint: "syslog.example.net", port: 6514, token: NEW_TOKEN, format: "SyslogRfc5424", enabled: true },
        },
      ]);
      expect((await hosted.client.containerLogForwarding.get({ appId: shop })).endpoint).toBe("syslog.example.net");
      declared = wanted;
      state = up.state;
    });

    it("another app replaces the configuration: the new app's created first, then the old app's deleted", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, appId: blog }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["appId"]);
      expect(hosted.calls()).toEqual([
        { call: "POST /mc/log/forwarding 201", body: body({ ...declared, appId: blog }) },
        { call: `DELETE ${path(shop)} 204` },
      ]);
      expect((await hosted.client.containerLogForwarding.list()).items?.map((item) => item.app)).toEqual(["app-demo", blog]);
      declared = { ...declared, appId: blog };
      state = up.state;
    });

    it("drift made through the API (forwarding turned off) is found by a refresh and undone by the next up", async () => {
      await hosted.client.containerLogForwarding.replace({ appId: blog, body: { ...body(declared), enabled: false } as never });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path(blog)} 200` }]);
      expect(refreshed.outputs.enabled).toBe(false);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `GET ${path(blog)} 200` }, { call: `PUT ${path(blog)} 200`, body: body(declared) }]);
      expect((await hosted.client.containerLogForwarding.get({ appId: blog })).enabled).toBe(true);
      state = up.state;
    });

    it("a configuration deleted outside Pulumi is reported gone, on the app list's proof", async () => {
      await hosted.client.containerLogForwarding.delete({ appId: blog });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET ${path(blog)} 404` }, { call: "GET /mc/apps 200" }]);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("a 404 without the list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the configuration", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${path(blog)} answered 404`]);
    });

    it("a create whose answer is lost finds the app's configuration in the list: one configuration, no second create", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "containerLogForwarding.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { ...declared, appId: shop }));
      expect(up.state.id).toBe(shop);
      expect(hosted.calls().map((call) => call.call)).toEqual(["POST /mc/log/forwarding 201", "GET /mc/log/forwarding 200"]);
      const items = (await hosted.client.containerLogForwarding.list()).items ?? [];
      expect(items.filter((item) => item.app === shop)).toHaveLength(1);
      hosted.sim.resetStats();
      await hosted.upPlansNothing({ ...declared, appId: shop }, up.state);
      await hosted.engine.destroy(up.state);
    });

    it("an import from the app's id reads the configuration, then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { appId: blog });
      expect(hosted.calls()).toEqual([{ call: `GET ${path(blog)} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ appId: blog, endpoint: "syslog.example.net", port: 6514, enabled: true });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("destroy deletes the app's configuration with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE ${path(blog)} 204` }]);
      await expect(hosted.client.containerLogForwarding.get({ appId: blog })).rejects.toMatchObject({ status: 404 });
    });

    it("no token appears in plain state, any error or the host's output", () => {
      const errors = hosted.seen.filter((value) => typeof value === "string");
      expect(errors.length).toBeGreaterThan(0);
      const text = errors.join("\n") + hosted.engine.host.stdout + hosted.engine.host.stderr;
      for (const token of [TOKEN, NEW_TOKEN]) expect(text).not.toContain(token);
      // Through the plugin, every state the engine recorded holds the token as a secret alone.
      if (runner === "provider plugin") {
        const states = JSON.stringify(hosted.seen);
        for (const token of [TOKEN, NEW_TOKEN]) expect(states).not.toContain(`"token":"${token}"`);
      }
    });
  });
