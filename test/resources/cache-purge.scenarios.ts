import type { ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

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

    triggerSteps(hosted, { state: () => state, declared, route: "cache.purge", call: "POST /purge", succeeded: 200 });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => url });
  });
