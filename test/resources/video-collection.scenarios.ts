import { CloudPlatformClient } from "../../src/client";
import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine/lifecycle";
import { registeredProvider, resourceType, simulatorStack, type ProviderRunner, type ResourceClassName } from "../helpers/installed-package";
import { pluginBin } from "../helpers/plugin";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-video-collection-account-key-7e10c4d2";
const videoApiKey = "host-video-collection-video-key-2b8f65a9";

/**
 * The VideoCollection scenarios (requests with the library's own key, answers, gone, import), run through `runner`.
 * The collections belong to a library of their own, whose key the configured `videoApiKey` is not.
 */
export const videoCollectionScenarios = (runner: ProviderRunner): void =>
  describe(`VideoCollection through the ${runner}`, () => {
    const hosted = useHostedResource("VideoCollection", "intro", { apiKey, videoApiKey }, runner);
    let client: CloudPlatformClient;
    let libraryId: string;
    /** The library's own key, which the collection's calls send. */
    let libraryKey: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      client = new CloudPlatformClient({ apiKey, baseUrl: hosted.sim.baseUrl, videoUrl: hosted.sim.videoUrl, maxRetries: 0 });
      const library = await client.videoLibraries.create({ body: { Name: "collection-courses" } });
      libraryId = String(library.Id);
      libraryKey = (await client.videoLibraries.get({ videoLibraryId: library.Id! })).ApiKey!;
      declared = { libraryId, libraryApiKey: libraryKey, name: "Introduction" };
    });
    afterAll(() => client?.close());

    /** Each request since the last reset: method, path, status, whether its key was one the route takes, and its body. */
    function calls() {
      return hosted.sim.requests.map((request) => ({
        call: `${request.method} ${request.path} ${request.status}`,
        keyTaken: request.accessKeyValid,
        ...(request.body === undefined ? {} : { body: request.body }),
      }));
    }

    const collectionPath = (of: ResourceState = state) => `/video/library/${libraryId}/collections/${of.id.split("/")[1]}`;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const error = await hosted.engine.preview(hosted.urn, { libraryId: "lib-1", libraryApiKey: "", name: 7 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CheckFailedError);
      expect((error as CheckFailedError).failures.map((failure) => failure.property)).toEqual(["libraryId", "name", "libraryApiKey"]);
      // A secret input's value is never named, not even an empty one.
      expect((error as CheckFailedError).failures[2]).toEqual({ property: "libraryApiKey", reason: "must be at least 1 character" });
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("first up: creates the collection in the library with the library's own key", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toMatch(new RegExp(`^${libraryId}/[^/]+$`));
      expect(calls()).toEqual([{ call: `POST /video/library/${libraryId}/collections 200`, keyTaken: true, body: { name: "Introduction" } }]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ libraryId, name: "Introduction", videoCount: 0 });
      state = up.state;
    });

    it("the library's key is a secret input and output through the plugin, and never in the state in plain text", async () => {
      if (runner === "provider plugin") {
        expect(JSON.stringify(state.outputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
        expect(JSON.stringify(state.inputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
      } else {
        const { VideoCollection } = await import("../../src/resources/video-collection");
        expect(VideoCollection.toString()).toContain('additionalSecretOutputs: ["libraryApiKey"]');
      }
    });

    it("the library's key is what the calls send, not the configured videoApiKey: with another one configured, the refresh reads", async () => {
      const otherKey = await hosted.engineWith({ "cloudplatform:videoApiKey": "a-key-of-no-library-4f0d9b2e" });
      try {
        const refreshed = (await hosted.track(otherKey.refresh(state)))!;
        expect(refreshed.outputs.name).toBe("Introduction");
        expect(calls()).toEqual([{ call: `GET ${collectionPath()} 200`, keyTaken: true }]);
        hosted.sim.resetStats();
        const keyless = { ...state, inputs: { ...state.inputs, libraryApiKey: undefined }, outputs: { ...state.outputs, libraryApiKey: undefined } };
        const error = await otherKey.refresh(keyless).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        expect(calls()).toEqual([{ call: `GET ${collectionPath()} 401`, keyTaken: false }]);
        hosted.seen.push((error as Error).message);
      } finally {
        await otherKey.close();
      }
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new name is an update with the name alone", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, name: "Getting started" }, state));
      expect(up.op).toBe("update");
      expect(calls()).toEqual([
        { call: `POST ${collectionPath()} 200`, keyTaken: true, body: { name: "Getting started" } },
        { call: `GET ${collectionPath()} 200`, keyTaken: true },
      ]);
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      const keyed = client.withVideoApiKey(libraryKey, "the test's library key");
      await keyed.videoCollections.update({ libraryId: Number(libraryId), collectionId: state.id.split("/")[1], body: { name: "Renamed" } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(calls()).toEqual([{ call: `GET ${collectionPath()} 200`, keyTaken: true }]);
      expect(refreshed.outputs.name).toBe("Renamed");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, name: "Getting started" }, refreshed));
      expect(up.op).toBe("update");
      expect(calls()).toEqual([
        { call: `POST ${collectionPath()} 200`, keyTaken: true, body: { name: "Getting started" } },
        { call: `GET ${collectionPath()} 200`, keyTaken: true },
      ]);
      state = up.state;
    });

    it("a new library replaces the collection: the new one made in it first, then the old one deleted", async () => {
      const other = await client.videoLibraries.create({ body: { Name: "collection-courses-2" } });
      const otherKey = (await client.videoLibraries.get({ videoLibraryId: other.Id! })).ApiKey!;
      hosted.sim.resetStats();
      const wanted = { libraryId: String(other.Id), libraryApiKey: otherKey, name: "Getting started" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["libraryId"]);
      expect(calls()).toEqual([
        { call: `POST /video/library/${other.Id}/collections 200`, keyTaken: true, body: { name: "Getting started" } },
        // The old collection is deleted with the key of its own library, which the old state holds.
        { call: `DELETE ${collectionPath()} 200`, keyTaken: true },
      ]);
      const replaced = up.state;
      await hosted.engine.destroy(replaced);
    });

    it("a collection deleted outside Pulumi (its own 404, the library's collection list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { ...declared, name: "Gone" }))).state;
      const keyed = client.withVideoApiKey(libraryKey, "the test's library key");
      await keyed.videoCollections.delete({ libraryId: Number(libraryId), collectionId: gone.id.split("/")[1] });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(calls().map((call) => call.call)).toEqual([
        `GET ${collectionPath(gone)} 404`,
        `GET /video/library/${libraryId}/collections 200`,
      ]);
    });

    it("a 404 without the list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the collection", async () => {
      const kept = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(kept)], [`GET /video/v2${collectionPath(kept).slice("/video".length)} answered 404`]);
      state = kept;
    });

    it("an import from {libraryId}/{collectionId} with the library's key then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { libraryId, collectionId: state.id.split("/")[1] }, { libraryApiKey: libraryKey });
      expect(calls()).toEqual([{ call: `GET ${collectionPath()} 200`, keyTaken: true }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ libraryId, name: "Introduction" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("a create whose answer is lost is not tried again: the error names the collection and what to check", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "videoCollections.create", status: 502, times: 1 });
      const error = await hosted.engine.up(urn, { ...declared, name: "Lost" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the VideoCollection may have been created though the create failed");
      expect((error as Error).message).toContain("getVideoCollections");
      expect(calls().map((call) => call.call)).toEqual([`POST /video/library/${libraryId}/collections 502`]);
      hosted.seen.push((error as Error).message);
    });

    it("destroy deletes the collection with one call, with the library's key", async () => {
      await hosted.engine.destroy(state);
      expect(calls()).toEqual([{ call: `DELETE ${collectionPath()} 200`, keyTaken: true }]);
    });

    it("a library made by VideoLibrary: its apiKey, given to a VideoCollection and a Video, is the key their calls send", async () => {
      const program = hosted.engine.host.program;
      // The configured video key is no library's: every video call that succeeds sent the library's own key.
      const config = { ...simulatorStack(hosted.sim), "cloudplatform:videoApiKey": "a-key-of-no-library-91c3e0d5" };
      const engineFor = async (className: ResourceClassName): Promise<Engine> =>
        runner === "provider plugin"
          ? startEngine(program, { config, plugin: pluginBin })
          : startEngine(program, { config, provider: await registeredProvider(program, className) });
      const engines = { library: await engineFor("VideoLibrary"), collection: await engineFor("VideoCollection"), video: await engineFor("Video") };
      const urnOf = (className: ResourceClassName) => resourceUrn(program, resourceType(className, runner), "related");
      try {
        const library = await hosted.track(engines.library.up(urnOf("VideoLibrary"), { name: "related-courses" }));
        const { videoLibraryId, apiKey } = library.state.outputs as { videoLibraryId: string; apiKey: unknown };
        const collection = await hosted.track(
          engines.collection.up(urnOf("VideoCollection"), { libraryId: videoLibraryId, libraryApiKey: apiKey, name: "Related" }),
        );
        const collectionId = collection.state.id.split("/")[1];
        hosted.sim.resetStats();
        const video = await hosted.track(
          engines.video.up(urnOf("Video"), { libraryId: videoLibraryId, libraryApiKey: apiKey, title: "Welcome", collectionId }),
        );
        const videoCalls = calls().filter((call) => call.call.includes("/video/"));
        expect(videoCalls.length).toBeGreaterThan(0);
        expect(videoCalls.every((call) => call.keyTaken && / 20[01]$/.test(call.call))).toBe(true);
        expect(video.state.outputs).toMatchObject({ title: "Welcome", collectionId });
        if (runner === "provider plugin") {
          for (const state of [collection.state, video.state]) {
            expect(JSON.stringify(state.inputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
            expect(JSON.stringify(state.outputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
          }
        } else {
          const { Video } = await import("../../src/resources/video");
          expect(Video.toString()).toContain('additionalSecretOutputs: ["libraryApiKey"]');
        }
        await engines.video.destroy(video.state);
        await engines.collection.destroy(collection.state);
        await engines.library.destroy(library.state);
      } finally {
        await Promise.all(Object.values(engines).map((engine) => engine.close()));
      }
    });

    it("no key, the library's own included, appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey, libraryKey]) expect(text).not.toContain(key);
    });
  });
