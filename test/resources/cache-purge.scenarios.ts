import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";

const apiKey = "host-url-purge-account-key-0e6b2d47";
const videoApiKey = "host-url-purge-video-key-71c9f3a8";
const url = "https://assets-demo.b-cdn.net/css/site.css";

/** The CachePurge scenarios (a trigger resource whose inputs are query parameters), run through `runner`. */
export const cachePurgeScenarios = (runner: ProviderRunner): void =>
  describe(`CachePurge through the ${runner}`, () => {
    const hosted = useHostedResource("CachePurge", "purge", { apiKey, videoApiKey }, runner);
    const declared = { url, triggers: ["v1"] };
    /** Each request's call and query. */
    const sent = () => hosted.sim.requests.map((request) => [`${request.method} ${request.path} ${request.status}`, request.query]);
    let state: ResourceState;

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ url: 7, async: "yes" })).toEqual([
        { property: "url", reason: expect.stringMatching(/must be a string.*7/) },
        { property: "async", reason: expect.stringMatching(/must be a boolean.*yes/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([{ property: "url", reason: expect.stringContaining("is required") }]);
    });

    it("first up: one POST /purge with the URL in its query", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(sent()).toEqual([["POST /purge 200", { url }]]);
      expect(withoutProvider(up.state.outputs)).toEqual(declared);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the purge again: exactly one POST, with async and exactPath as declared", async () => {
      const changed = { ...declared, triggers: ["v2"], async: true, exactPath: false };
      const up = await hosted.track(hosted.engine.up(hosted.urn, changed, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["async", "exactPath", "triggers"]]);
      expect(sent()).toEqual([["POST /purge 200", { url, async: "true", exactPath: "false" }]]);
      state = up.state;
    });

    it("a refresh makes no request and keeps the state; the preview after it plans nothing", async () => {
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed).toEqual(state);
      expect(hosted.sim.requests).toEqual([]);
      expect((await hosted.engine.preview(hosted.urn, withoutProvider(state.inputs), refreshed)).op).toBe("same");
    });

    it("a failing purge fails the step with the API's message and records nothing; the next up runs it", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "failing");
      hosted.sim.faults.add({ route: "cache.purge", status: 400, times: 1 });
      const error = await hosted.engine.up(urn, declared).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain("POST /purge -> 400");
      expect((error as ProviderCallError).message).toContain("The simulator was told to answer 400");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
      const retried = await hosted.track(hosted.engine.up(urn, declared));
      expect(retried.op).toBe("create");
      expect(sent().map(([call]) => call)).toEqual(["POST /purge 400", "POST /purge 200"]);
    });

    it("destroy makes no request", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.sim.requests).toEqual([]);
      expect(hosted.engine.host.stdout).not.toContain("was forgotten");
    });
  });
