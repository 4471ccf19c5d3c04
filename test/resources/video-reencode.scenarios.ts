import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { libraryVideo, triggerClosingSteps, triggerSteps, type LibraryVideo } from "./trigger.scenarios";

const apiKey = "host-reencode-account-key-6a2d94e1";
const videoApiKey = "host-reencode-video-key-0f8c3b57";
/** A key the library is given by a rotation outside Pulumi; no call is made with it. */
const ROTATED_KEY = "rotated-library-key-51e7a0c4";
/** The signature Pulumi's wire format gives a secret value. */
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

/** A trigger resource of the video API whose operation answers the video: what its suite runs. */
export interface VideoRun {
  className: "VideoReencode" | "VideoRepackage" | "VideoCodecReencode";
  /** The operation, as the simulator's faults name it, its method (unset: POST) and the last part of its path. */
  route: "videos.reencode" | "videos.repackage" | "videos.replaceOutput";
  method?: "PUT";
  pathEnd: string;
  /** Inputs of its own, and the query they make. */
  inputs: Record<string, unknown>;
  query: Record<string, string>;
  /** Fields of the answered video the first run records besides its encoding progress, if the suite shows them. */
  recorded?: Record<string, unknown>;
  /** An invalid input of its own, and the rule check names for it, if the suite shows one. */
  invalid?: { inputs: Record<string, unknown>; failure: { property: string; reason: unknown } };
}

/** The scenarios of the VideoReencode, run through `runner`. */
export const videoReencodeScenarios = (runner: ProviderRunner): void =>
  videoRunScenarios(runner, { className: "VideoReencode", route: "videos.reencode", pathEnd: "reencode", inputs: {}, query: {} });

/**
 * The scenarios of a trigger resource of the video API (sent with the library's own key, recording fields of the
 * video the API answers), run through `runner`.
 */
export const videoRunScenarios = (runner: ProviderRunner, run: VideoRun): void =>
  describe(`${run.className} through the ${runner}`, () => {
    const hosted = useHostedResource(run.className, "run", { apiKey, videoApiKey }, runner);
    let video: LibraryVideo;
    let declared: Record<string, unknown>;
    let state: ResourceState;
    const call = () => `${run.method ?? "POST"} /video/library/${video.libraryId}/videos/${video.videoId}/${run.pathEnd}`;
    /** Each request since the last reset, and whether its key was one the route takes. */
    const keyedCalls = () => hosted.sim.requests.map((request) => [`${request.method} ${request.path} ${request.status}`, request.accessKeyValid]);

    beforeAll(async () => {
      video = await libraryVideo(hosted.client, "reencode-courses");
      declared = { libraryId: video.libraryId, videoId: video.videoId, libraryApiKey: video.libraryKey, ...run.inputs, triggers: ["720p"] };
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      const invalid = { ...declared, libraryId: "lib-1", libraryApiKey: "", triggers: "v1", ...run.invalid?.inputs };
      expect(await hosted.refusedAtCheck(invalid)).toEqual([
        { property: "libraryId", reason: expect.stringContaining("must be a whole number") },
        ...(run.invalid === undefined ? [] : [run.invalid.failure]),
        { property: "libraryApiKey", reason: expect.stringContaining("at least 1") },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
    });

    it("first up: one call with the library's key; the video's answer recorded beside the inputs", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(keyedCalls()).toEqual([[`${call()} 200`, true]]);
      expect(hosted.sim.requests[0].query).toEqual(run.query);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ libraryId: video.libraryId, videoId: video.videoId, triggers: ["720p"], encodeProgress: 0, ...run.recorded });
      expect(up.state.outputs.availableResolutions).toBeUndefined();
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the call again: exactly one call, the old run forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, triggers: ["1080p"] }, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["triggers"]]);
      expect(keyedCalls()).toEqual([[`${call()} 200`, true]]);
      expect(up.state.id).not.toBe(state.id);
      state = up.state;
      declared = { ...declared, triggers: ["1080p"] };
    });

    it("a new library key is an update with no request: the key recorded, secret, and the run's answer kept", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, libraryApiKey: ROTATED_KEY }, state));
      expect(up.op).toBe("update");
      expect(hosted.sim.requests).toEqual([]);
      expect(up.state.id).toBe(state.id);
      expect(up.state.outputs.encodeProgress).toBe(0);
      state = await hosted.track(hosted.engine.up(hosted.urn, declared, up.state)).then((back) => back.state);
      hosted.sim.resetStats();
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: run.route,
      get call() {
        return call();
      },
      succeeded: 200,
    });

    it("a call on a video the library does not hold fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-video");
      const missing = "00000000-0000-4000-8000-000000000000";
      const error = await hosted.engine.up(urn, { ...declared, videoId: missing }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`/videos/${missing}/${run.pathEnd} -> 404`);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    if (runner === "provider plugin") {
      it("the library's key stays secret in the state's inputs and outputs", () => {
        for (const properties of [state.inputs, state.outputs]) expect(JSON.stringify(properties.libraryApiKey)).toContain(SECRET_SIGNATURE);
      });
    }

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => video.videoId });
  });
