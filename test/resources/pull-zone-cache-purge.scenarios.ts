import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, secret, SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

const apiKey = "host-purge-account-key-5d1f0c83";
const videoApiKey = "host-purge-video-key-9b27e4a6";

/** The PullZoneCachePurge scenarios (a trigger resource: runs, reruns, refresh, failure, destroy), run through `runner`. */
export const pullZoneCachePurgeScenarios = (runner: ProviderRunner): void =>
  describe(`PullZoneCachePurge through the ${runner}`, () => {
    const hosted = useHostedResource("PullZoneCachePurge", "purge", { apiKey, videoApiKey }, runner);
    const declared = { pullZoneId: "310245", triggers: ["v1"] };
    let state: ResourceState;

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ pullZoneId: "zone-a", cacheTag: 42, triggers: "v1" })).toEqual([
        { property: "pullZoneId", reason: expect.stringContaining("must be a whole number") },
        { property: "cacheTag", reason: expect.stringMatching(/must be a string.*42/) },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([{ property: "pullZoneId", reason: expect.stringContaining("is required") }]);
    });

    it("first up: one POST of the purge with no body (the whole cache), the inputs recorded under an id of its own", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([{ call: "POST /pullzone/310245/purgeCache 204" }]);
      expect(up.state.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(withoutProvider(up.state.outputs)).toEqual(declared);
      expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
      state = up.state;
    });

    it("a second up plans nothing and makes no request; the same zone written with leading zeros is no change", async () => {
      state = await hosted.upPlansNothing(declared, state);
      await hosted.upPlansNothing({ ...declared, pullZoneId: "0310245" }, state);
    });

    it("a trigger change runs the purge again: exactly one POST, the old run forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["v2"] }, state));
      expect([up.op, up.diff?.replaces, up.diff?.deleteBeforeReplace]).toEqual(["replace", ["triggers"], false]);
      expect(hosted.calls()).toEqual([{ call: "POST /pullzone/310245/purgeCache 204" }]);
      expect(up.state.id).not.toBe(state.id);
      expect(hosted.engine.host.stdout).not.toContain("was forgotten");
      state = up.state;
    });

    it("a cache tag declared is a new run: one POST with the tag in its body", async () => {
      const tagged = { ...declared, triggers: ["v2"], cacheTag: "release-42" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, tagged, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["cacheTag"]]);
      expect(hosted.calls()).toEqual([{ call: "POST /pullzone/310245/purgeCache 204", body: { CacheTag: "release-42" } }]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(tagged, up.state);
    });

    triggerSteps(hosted, {
      state: () => state,
      declared,
      route: "pullZones.purgeCache",
      call: "POST /pullzone/310245/purgeCache",
      succeeded: 204,
    });

    it("a purge of a pull zone the account does not have fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-zone");
      const error = await hosted.engine.up(urn, { pullZoneId: "999999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain("POST /pullzone/999999/purgeCache -> 404");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    if (runner === "provider plugin") {
      it("a secret trigger stays secret in the state's inputs and outputs", async () => {
        const urn = resourceUrn(hosted.engine.host.program, hosted.type, "secret-trigger");
        const up = await hosted.track(hosted.engine.up(urn, { pullZoneId: "310245", triggers: [secret("release-token-7f3a")] }));
        for (const properties of [up.state.inputs, up.state.outputs]) {
          expect(JSON.stringify(properties.triggers)).toContain(SECRET_SIGNATURE);
        }
        await hosted.engine.destroy(up.state);
      });
    }

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => "310245" });
  });
