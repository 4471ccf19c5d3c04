import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { libraryVideo, triggerClosingSteps, triggerSteps, type LibraryVideo } from "./trigger.scenarios";

const apiKey = "host-transcribe-account-key-8e3f1a69";
const videoApiKey = "host-transcribe-video-key-27d5c0b4";
/** The signature Pulumi's wire format gives a secret value. */
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

/** A trigger resource of the video API that sends query parameters or a body of settings and records the API's status answer. */
export interface VideoRequest {
  className: "VideoTranscribe" | "VideoSmartGenerate" | "VideoThumbnail" | "VideoResolutionCleanup";
  /** The operation, as the simulator's faults name it, the last part of its path, and the status of its success. */
  route: "videos.transcribe" | "videos.smart" | "videos.createThumbnail" | "videos.cleanupResolutions";
  pathEnd: string;
  succeeded: number;
  /** Inputs of its own, and the query and body (none: undefined) they make. */
  inputs: Record<string, unknown>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  /** Invalid inputs, and the failures check names for them. */
  invalid: Record<string, unknown>;
  failures: { property: string; reason: unknown }[];
  /** A change of its own inputs besides the trigger: the inputs it replaces, and the query and body of the next run. */
  changed: Record<string, unknown>;
  changedQuery: Record<string, string>;
  changedBody: Record<string, unknown> | undefined;
  /** Inputs the API refuses with an error of its own, its status and the message it gives, if the suite shows one. */
  refused?: { inputs: Record<string, unknown>; status: number; message: string };
}

/** The VideoTranscribe scenarios (its `force` a query parameter, its settings a body), run through `runner`. */
export const videoTranscribeScenarios = (runner: ProviderRunner): void =>
  videoRequestScenarios(runner, {
    className: "VideoTranscribe",
    route: "videos.transcribe",
    pathEnd: "transcribe",
    succeeded: 200,
    inputs: { sourceLanguage: "en", targetLanguages: ["en", "de"] },
    query: {},
    body: { sourceLanguage: "en", targetLanguages: ["en", "de"] },
    invalid: { force: "yes", targetLanguages: "de" },
    failures: [
      { property: "force", reason: expect.stringMatching(/must be a boolean.*yes/) },
      { property: "targetLanguages", reason: expect.stringMatching(/must be an array.*de/) },
    ],
    changed: { force: true },
    changedQuery: { force: "true" },
    changedBody: { sourceLanguage: "en", targetLanguages: ["en", "de"] },
  });

/**
 * The scenarios of a trigger resource of the video API whose inputs are query parameters and the fields of a body,
 * sent with the library's own key, recording the API's status answer, run through `runner`.
 */
export const videoRequestScenarios = (runner: ProviderRunner, run: VideoRequest): void =>
  describe(`${run.className} through the ${runner}`, () => {
    const hosted = useHostedResource(run.className, "run", { apiKey, videoApiKey }, runner);
    let video: LibraryVideo;
    let declared: Record<string, unknown>;
    let state: ResourceState;
    const call = () => `POST /video/library/${video.libraryId}/videos/${video.videoId}/${run.pathEnd}`;
    /** Each request since the last reset: its call, whether its key was one the route takes, its query and its body. */
    const sent = () =>
      hosted.sim.requests.map((request) => [`${request.method} ${request.path} ${request.status}`, request.accessKeyValid, request.query, request.body]);

    beforeAll(async () => {
      video = await libraryVideo(hosted.client, "transcribe-courses");
      declared = { libraryId: video.libraryId, videoId: video.videoId, libraryApiKey: video.libraryKey, ...run.inputs };
    });

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ ...declared, ...run.invalid })).toEqual(run.failures);
    });

    it("first up: one POST with its query and body of settings and the library's key; the API's answer recorded", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(sent()).toEqual([[`${call()} ${run.succeeded}`, true, run.query, run.body]]);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, libraryApiKey: expect.anything(), success: true, message: "OK" });
      if (runner === "provider plugin") expect(JSON.stringify(up.state.outputs.libraryApiKey)).toContain(SECRET_SIGNATURE);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the call again: exactly one POST, with the inputs changed beside it as declared", async () => {
      declared = { ...declared, ...run.changed, triggers: ["Welcome, again"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", [...Object.keys(run.changed), "triggers"]]);
      expect(sent()).toEqual([[`${call()} ${run.succeeded}`, true, run.changedQuery, run.changedBody]]);
      state = up.state;
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
      succeeded: run.succeeded,
    });

    if (run.refused !== undefined) {
      const refused = run.refused;
      it(`a call the API refuses with its ${refused.status} fails the step with the API's message and records nothing`, async () => {
        const urn = resourceUrn(hosted.engine.host.program, hosted.type, "refused");
        const error = await hosted.engine.up(urn, { ...declared, ...refused.inputs }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        expect((error as ProviderCallError).message).toContain(`${call()} -> ${refused.status}`);
        expect((error as ProviderCallError).message).toContain(refused.message);
        expect((error as ProviderCallError).initFailure).toBeUndefined();
        hosted.seen.push((error as ProviderCallError).message);
        expect(sent().map(([request]) => request)).toEqual([`${call()} ${refused.status}`]);
      });
    }

    it("a call on a video the library does not hold fails with the API's 404, naming the call", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-video");
      const missing = "00000000-0000-4000-8000-000000000000";
      const error = await hosted.engine.up(urn, { ...declared, videoId: missing }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`/videos/${missing}/${run.pathEnd} -> 404`);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => video.videoId });
  });
