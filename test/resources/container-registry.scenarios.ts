import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-container-registry-account-key-5d21a8f3";
const videoApiKey = "host-container-registry-video-key-c94e07b6";

/** The program's passwords, which must never appear in plain state, a message or the host's output. */
const PASSWORD = "ghp_registryTokenFirst0001";
const NEW_PASSWORD = "ghp_registryTokenSecond0002";

/**
 * The ContainerRegistry scenarios (the whole-object PUT, write-only credentials, a registry in use, gone, import, the
 * Terraform provider's faults), run through `runner`.
 */
export const containerRegistryScenarios = (runner: ProviderRunner): void =>
  describe(`ContainerRegistry through the ${runner}`, () => {
    const hosted = useHostedResource("ContainerRegistry", "images", { apiKey, videoApiKey }, runner);
    const declared = { displayName: "GitHub images", type: "gitHub", passwordCredentials: { userName: "deploy-bot", password: PASSWORD } };
    let state: ResourceState;

    const registryId = (of: ResourceState = state) => Number(of.id);

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ displayName: "", type: "quay", passwordCredentials: { userName: "bot", password: "" } })).toEqual([
        { property: "displayName", reason: 'must be at least 1 character (got "")' },
        { property: "type", reason: 'must be one of "dockerHub", "gitHub", "bunnyRegistry" (got "quay")' },
        { property: "passwordCredentials.password", reason: "must be at least 1 character" },
      ]);
    });

    it("first up: creates the registry with its credentials, then reads it; the password is kept as given, never read back", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        {
          call: "POST /mc/registries 201",
          body: { displayName: "GitHub images", type: "gitHub", passwordCredentials: { userName: "deploy-bot", password: PASSWORD } },
        },
        { call: `GET /mc/registries/${id} 200` },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ registryId: id, displayName: "GitHub images", hostName: "ghcr.io", userName: "deploy-bot" });
      state = up.state;
    });

    it("the credentials are a secret in the state through the plugin, and the class asks the engine to keep them so", async () => {
      if (runner === "provider plugin") {
        expect(JSON.stringify(state.outputs.passwordCredentials)).toContain(SECRET_SIGNATURE);
      } else {
        const { ContainerRegistry } = await import("../../src/resources/container-registry");
        expect(ContainerRegistry.toString()).toMatch(/additionalSecretOutputs: \[[^\]]*"passwordCredentials"/);
      }
    });

    it("a second up plans nothing and makes no request, though the API reports neither the type nor the password", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new display name is a PUT of the whole object, the declared credentials and type with it", async () => {
      const wanted = { ...declared, displayName: "CI images" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `GET /mc/registries/${registryId()} 200` },
        {
          call: `PUT /mc/registries/${registryId()} 200`,
          body: { displayName: "CI images", type: "gitHub", passwordCredentials: { userName: "deploy-bot", password: PASSWORD } },
        },
        { call: `GET /mc/registries/${registryId()} 200` },
      ]);
      state = up.state;
    });

    it("Terraform's user name change replaces the registry; here new credentials are a PUT of the same registry", async () => {
      const wanted = { ...declared, displayName: "CI images", passwordCredentials: { userName: "release-bot", password: NEW_PASSWORD } };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(up.state.id).toBe(state.id);
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET /mc/registries/${registryId()} 200`,
        `PUT /mc/registries/${registryId()} 200`,
        `GET /mc/registries/${registryId()} 200`,
      ]);
      expect(up.state.outputs.userName).toBe("release-bot");
      state = up.state;
    });

    it("credentials the program stops declaring are left as the registry holds them: no call clears them", async () => {
      const wanted = { displayName: "CI images", type: "gitHub" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(hosted.calls()).toEqual([]);
      expect((await hosted.client.containerRegistries.get({ registryId: registryId() })).userName).toBe("release-bot");
      const back = { ...declared, displayName: "CI images", passwordCredentials: { userName: "release-bot", password: NEW_PASSWORD } };
      state = (await hosted.track(hosted.engine.up(hosted.urn, back, up.state))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.containerRegistries.replace({ registryId: registryId(), body: { displayName: "Renamed in the dashboard" } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /mc/registries/${registryId()} 200` }]);
      expect(refreshed.outputs.displayName).toBe("Renamed in the dashboard");
      hosted.sim.resetStats();
      const wanted = { ...declared, displayName: "CI images", passwordCredentials: { userName: "release-bot", password: NEW_PASSWORD } };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls().find((call) => call.call.startsWith("PUT"))?.body).toMatchObject({ displayName: "CI images" });
      state = up.state;
    });

    it("a registry deleted outside Pulumi (its own 404, the registry list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { displayName: "Gone images", type: "dockerHub" }))).state;
      await hosted.client.containerRegistries.delete({ registryId: registryId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /mc/registries/${registryId(gone)} 404` }, { call: "GET /mc/registries 200" }]);
    });

    it("Terraform drops a registry its list does not show; a 404 without the list's proof fails the refresh and keeps it", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2/mc/registries/${registryId()} answered 404`]);
    });

    it("an import from the registry id reads it; the declared credentials and type, which no read shows, then plan nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { registryId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /mc/registries/${registryId()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ displayName: "CI images" });
      expect(imported.outputs.passwordCredentials).toBeUndefined();
      hosted.sim.resetStats();
      const wanted = { ...declared, displayName: "CI images", passwordCredentials: { userName: "release-bot", password: NEW_PASSWORD } };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("Terraform records a refused save as registry 0; here a 2xx save result that is not saved fails the create and records nothing", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "refused");
      hosted.sim.faults.add({
        route: "containerRegistries.create",
        status: 201,
        times: 1,
        body: JSON.stringify({ id: null, status: "secretsValidationFailed", error: "The registry refused the credentials" }),
      });
      const error = await hosted.engine.up(urn, { ...declared, displayName: "Refused images" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
      expect((error as Error).message).toContain("secretsValidationFailed");
      expect((error as Error).message).toContain("The registry refused the credentials");
      expect(hosted.calls().map((call) => call.call)).toEqual(["POST /mc/registries 201"]);
      hosted.seen.push((error as Error).message);
    });

    it("a create whose answer is lost is not tried again, nor taken for another registry of its display name: the error says what to check", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      const older = await hosted.client.containerRegistries.create({ body: { displayName: "Lost images", type: "dockerHub" } });
      hosted.sim.resetStats();
      hosted.sim.faults.add({ route: "containerRegistries.create", drop: "mid-body", times: 1 });
      const error = await hosted.engine.up(urn, { ...declared, displayName: "Lost images" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the ContainerRegistry may have been created though the create failed");
      expect((error as Error).message).toContain("getContainerRegistries");
      expect(hosted.calls().map((call) => call.call)).toEqual(["POST /mc/registries 201"]);
      const named = (await hosted.client.containerRegistries.listAll({})).filter((registry) => registry.displayName === "Lost images");
      expect(named).toHaveLength(2);
      expect(named.map((registry) => registry.id)).toContain(older.id);
      hosted.seen.push((error as Error).message);
    });

    it("Terraform fails a delete in use with a bare 409; here the step names the apps, and the state keeps the registry", async () => {
      hosted.sim.state.apps.get("app-demo")!.containers.get("ctr-web")!.imageRegistryId = state.id;
      try {
        const error = await hosted.engine.destroy(state).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        expect((error as Error).message).toContain("app-demo");
        expect(hosted.calls()).toEqual([{ call: `DELETE /mc/registries/${registryId()} 409` }]);
        hosted.seen.push((error as Error).message);
      } finally {
        hosted.sim.state.apps.get("app-demo")!.containers.get("ctr-web")!.imageRegistryId = "901";
      }
      expect((await hosted.client.containerRegistries.get({ registryId: registryId() })).id).toBe(registryId());
    });

    it("destroy deletes the registry with one call", async () => {
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /mc/registries/${registryId()} 200` }]);
    });

    it("no password appears in any error or the host's output", () => {
      const errors = hosted.seen.filter((value) => typeof value === "string");
      expect(errors.length).toBeGreaterThan(0);
      const seen = errors.join("\n") + hosted.engine.host.stdout + hosted.engine.host.stderr;
      for (const password of [PASSWORD, NEW_PASSWORD]) expect(seen).not.toContain(password);
    });
  });
