import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { libraryVideo, triggerSteps, type LibraryVideo } from "./trigger.scenarios";

const apiKey = "host-transcribe-account-key-8e3f1a69";
const videoApiKey = "host-transcribe-video-key-27d5c0b4";
/** The signature Pulumi's wire format gives a secret value. */
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

/**
 * The VideoTranscribe scenarios (a trigger resource of the video API whose inputs are a query parameter and the fields
 * of a body, sent with the library's own key, recording the API's status answer), run through `runner`.
 */
export const videoTranscribeScenarios = (runner: ProviderRunner): void =>
  describe(`VideoTranscribe through the ${runner}`, () => {
    const hosted = useHostedResource("VideoTranscribe", "transcribe", { apiKey, videoApiKey }, runner);
    let video: LibraryVideo;
    let declared: Record<string, unknown>;
    let state: ResourceState;
    const call = () => `POST /video/library/${video.libraryId}/videos/${video.videoId}/transcribe`;
    /** Each request since the last reset: its call, whether its key was one the route takes, its query and its body. */
    const sent = () =>
      hosted.sim.requests.map((request) => [`${request.method} ${request.path} ${request.status}`, request.accessKeyValid, request.query, request.body]);

    beforeAll(async () => {
      video = await libraryVideo(hosted.client, "transcribe-courses");
      declared = { libraryId: video.libraryId, videoId: video.videoId, libraryApiKey: video.libraryKey, sourceLanguage: "en", targetLanguages: ["en", "de"] };
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ ...declared, force: "yes", targetLanguages: "de" })).toEqual([
        { property: "force", reason: expect.stringMatching(/must be a boolean.*yes/) },
        { property: "targetLanguages", reason: expect.stringMatching(/must be an array.*de/) },
      ]);
    });

    it("first up: one POST with the settings in its body and the library's key; the API's answer recorded", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(sent()).toEqual([[`${call()} 200`, true, {}, { sourceLanguage: "en", targetLanguages: ["en", "de"] }]]);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, libraryApiKey: expect.anything(), success: true, message: "OK" });
      if (runner === "provider plugin") expect(JSON.stringify(up.state.outputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the transcription again: exactly one POST, force in its query as declared", async () => {
      declared = { ...declared, force: true, triggers: ["Welcome, again"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["force", "triggers"]]);
      expect(sent()).toEqual([[`${call()} 200`, true, { force: "true" }, { sourceLanguage: "en", targetLanguages: ["en", "de"] }]]);
      state = up.state;
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: "videos.transcribe",
      get call() {
        return call();
      },
      succeeded: 200,
    });

    it("a transcription of a video the library does not hold fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-video");
      const missing = "00000000-0000-4000-8000-000000000000";
      const error = await hosted.engine.up(urn, { ...declared, videoId: missing }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`/videos/${missing}/transcribe -> 404`);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    it("destroy makes no request and says nothing of a forgotten object", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.sim.requests).toEqual([]);
      expect(hosted.engine.host.stdout).not.toContain("was forgotten");
    });

    it("no account key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text).toContain(video.videoId);
      for (const key of [apiKey, videoApiKey]) expect(text).not.toContain(key);
    });
  });
