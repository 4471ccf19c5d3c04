import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { libraryVideo, triggerClosingSteps, triggerSteps, type LibraryVideo } from "./trigger.scenarios";

const apiKey = "host-fetch-account-key-3c91d7e2";
const videoApiKey = "host-fetch-video-key-58b0a4f6";
/** A credential the origin asks for, which the fetch's headers carry and nothing but the request may show. */
const ORIGIN_TOKEN = "origin-token-9d27e5b1";
const COLLECTION = "6f1c2a4e-0b7d-4c59-9e83-2a5d7b1c0f44";

/** The VideoFetch scenarios, run through `runner`. */
export const videoFetchScenarios = (runner: ProviderRunner): void =>
  describe(`VideoFetch through the ${runner}`, () => {
    const hosted = useHostedResource("VideoFetch", "run", { apiKey, videoApiKey }, runner);
    let library: LibraryVideo;
    let declared: Record<string, unknown>;
    let state: ResourceState;
    const call = () => `POST /video/library/${library.libraryId}/videos/fetch`;
    /** Each request since the last reset: its call, whether its key was one the route takes, its query and its body. */
    const sent = () =>
      hosted.sim.requests.map((request) => [`${request.method} ${request.path} ${request.status}`, request.accessKeyValid, request.query, request.body]);
    /** The titles and statuses of the library's videos, read as the dashboard reads them. */
    const libraryVideos = async () => {
      const keyed = hosted.client.withVideoApiKey(library.libraryKey, "the test's library key");
      const listed = await keyed.videos.list({ libraryId: Number(library.libraryId) });
      return (listed.items ?? []).map((video) => [video.title, video.status]);
    };
    const headers = { Authorization: `Bearer ${ORIGIN_TOKEN}` };
    const body = { url: "https://media.example.com/films/trailer.mp4", headers };

    beforeAll(async () => {
      library = await libraryVideo(hosted.client, "fetch-courses");
      declared = {
        libraryId: library.libraryId,
        libraryApiKey: library.libraryKey,
        url: body.url,
        headers,
        collectionId: COLLECTION,
        thumbnailTime: 1500,
      };
    });

    it("refuses invalid inputs before any request, naming each input and its rule; the headers' value is never shown", async () => {
      const failures = await hosted.refusedAtCheck({ ...declared, thumbnailTime: "soon", url: "", headers: { Authorization: 7, Token: ORIGIN_TOKEN } });
      expect(failures.map((failure) => failure.property)).toEqual(["thumbnailTime", "url", "headers.Authorization"]);
      expect(failures[0].reason).toMatch(/must be a number.*soon/);
      expect(failures[1].reason).toContain("at least 1");
      expect(failures[2].reason).toContain("must be a string");
      expect(JSON.stringify(failures)).not.toContain(ORIGIN_TOKEN);
      hosted.seen.push(failures);
    });

    it("first up: one POST with the query and the body, sent with the library's key; the API's answer recorded, the headers secret", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(sent()).toEqual([[`${call()} 200`, true, { collectionId: COLLECTION, thumbnailTime: "1500" }, body]]);
      expect(withoutProvider(up.state.outputs)).toEqual({
        ...declared,
        libraryApiKey: expect.anything(),
        headers: expect.anything(),
        success: true,
        message: "OK",
        statusCode: 200,
      });
      expect(await libraryVideos()).toEqual([
        ["Welcome", 0],
        ["trailer.mp4", 2],
      ]);
      if (runner === "provider plugin") {
        for (const properties of [up.state.inputs, up.state.outputs]) expect(JSON.stringify(properties.headers)).toContain(SECRET_SIGNATURE);
      } else {
        const { VideoFetch } = await import("../../src/resources/video-fetch");
        expect(VideoFetch.toString()).toContain("headers: args.headers === undefined ? undefined : pulumi.secret(args.headers)");
        expect(VideoFetch.toString()).toContain('additionalSecretOutputs: ["libraryApiKey", "headers"]');
      }
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the fetch again: exactly one POST, the title declared beside it; the library holds a video more", async () => {
      declared = { ...declared, title: "Trailer", triggers: ["v2"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["title", "triggers"]]);
      expect(sent()).toEqual([[`${call()} 200`, true, { collectionId: COLLECTION, thumbnailTime: "1500" }, { ...body, title: "Trailer" }]]);
      expect((await libraryVideos()).map(([title]) => title)).toEqual(["Welcome", "trailer.mp4", "Trailer"]);
      state = up.state;
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: "videos.fetch",
      get call() {
        return call();
      },
      succeeded: 200,
    });

    it("a URL the API does not fetch (no http or https) fails the step with the API's 400 and message, recording nothing", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "refused");
      const error = await hosted.engine.up(urn, { ...declared, url: "ftp://media.example.com/trailer.mp4" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`${call()} -> 400`);
      expect((error as ProviderCallError).message).toContain("url must be an http or https address");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
      hosted.seen.push((error as ProviderCallError).message);
      expect(sent().map(([request]) => request)).toEqual([`${call()} 400`]);
    });

    it("a fetch into a library the account does not have fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-library");
      const { libraryApiKey: _libraryKey, ...accountKeyed } = declared;
      const error = await hosted.engine.up(urn, { ...accountKeyed, libraryId: "999999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain("POST /video/library/999999/videos/fetch -> 404");
      expect((error as ProviderCallError).initFailure).toBeUndefined();
      hosted.seen.push((error as ProviderCallError).message);
    });

    it("the headers' credential shows in no error and no host output", () => {
      const errors = hosted.seen.filter((item) => typeof item === "string" || Array.isArray(item));
      const text = JSON.stringify(errors) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text).toContain("/videos/fetch");
      expect(text).not.toContain(ORIGIN_TOKEN);
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => library.libraryId });
  });
