import { CloudPlatformClient } from "../../src/client";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-video-caption-account-key-5c0e9a71";
const videoApiKey = "host-video-caption-video-key-d83b1f20";

/** Caption files as a program gives them, and (written by hand) the Base64 the API is sent. */
const WELCOME = "WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome\n";
const WELCOME_BASE64 = "V0VCVlRUCgowMDowMC4wMDAgLS0+IDAwOjAyLjAwMApXZWxjb21lCg==";
const HELLO = "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n";
const HELLO_BASE64 = "V0VCVlRUCgowMDowMC4wMDAgLS0+IDAwOjAyLjAwMApIZWxsbwo=";

/**
 * The VideoCaption scenarios (one language's captions of a video, found in the video's answer, written by one call that
 * is both the create and the update), run through `runner`.
 */
export const videoCaptionScenarios = (runner: ProviderRunner): void =>
  describe(`VideoCaption through the ${runner}`, () => {
    const hosted = useHostedResource("VideoCaption", "english", { apiKey, videoApiKey }, runner);
    let client: CloudPlatformClient;
    let keyed: CloudPlatformClient;
    let libraryId: string;
    let videoId: string;
    let libraryKey: string;
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      client = new CloudPlatformClient({ apiKey, baseUrl: hosted.sim.baseUrl, videoUrl: hosted.sim.videoUrl, maxRetries: 0 });
      const library = await client.videoLibraries.create({ body: { Name: "caption-courses" } });
      libraryId = String(library.Id);
      libraryKey = (await client.videoLibraries.get({ videoLibraryId: library.Id! })).ApiKey!;
      keyed = client.withVideoApiKey(libraryKey, "the test's library key");
      videoId = (await keyed.videos.create({ libraryId: library.Id!, body: { title: "Welcome" } })).guid!;
      declared = { libraryId, videoId, libraryApiKey: libraryKey, srclang: "en", label: "English", captionsFile: WELCOME };
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
    const videoPath = () => `/video/library/${libraryId}/videos/${videoId}`;
    const captionsOf = async () => (await keyed.videos.get({ libraryId: Number(libraryId), videoId })).captions;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ libraryId: "lib-1", videoId, libraryApiKey: libraryKey, label: 7, captionsFile: WELCOME });
      expect(failures.map((failure) => failure.property)).toEqual(["libraryId", "srclang", "label"]);
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("first up: sends the captions' text as Base64 to the language's path, then finds them in the video's answer", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toBe(`${libraryId}/${videoId}/en`);
      expect(calls()).toEqual([
        {
          call: `POST ${videoPath()}/captions/en 200`,
          keyTaken: true,
          body: { srclang: "en", label: "English", captionsFile: WELCOME_BASE64 },
        },
        { call: `GET ${videoPath()} 200`, keyTaken: true },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ libraryId, videoId, srclang: "en", label: "English", version: 1, captionsFile: WELCOME });
      expect(await captionsOf()).toEqual([{ srclang: "en", label: "English", version: 1 }]);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new label is an update by the same call, the whole body sent, not a replacement that would delete the language", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, label: "English (UK)" }, state));
      expect(up.op).toBe("update");
      expect(calls()).toEqual([
        { call: `GET ${videoPath()} 200`, keyTaken: true },
        {
          call: `POST ${videoPath()}/captions/en 200`,
          keyTaken: true,
          body: { srclang: "en", label: "English (UK)", captionsFile: WELCOME_BASE64 },
        },
        { call: `GET ${videoPath()} 200`, keyTaken: true },
      ]);
      expect(await captionsOf()).toEqual([{ srclang: "en", label: "English (UK)", version: 2 }]);
      state = up.state;
      declared = { ...declared, label: "English (UK)" };
    });

    it("a new file is an update that sends the new text as Base64", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, captionsFile: HELLO }, state));
      expect(up.op).toBe("update");
      expect(calls().filter((call) => call.call.startsWith("POST"))).toEqual([
        {
          call: `POST ${videoPath()}/captions/en 200`,
          keyTaken: true,
          body: { srclang: "en", label: "English (UK)", captionsFile: HELLO_BASE64 },
        },
      ]);
      expect(up.state.outputs.captionsFile).toBe(HELLO);
      state = up.state;
      declared = { ...declared, captionsFile: HELLO };
    });

    it("drift made through the API (the label changed) is found by a refresh and undone by the next up", async () => {
      await keyed.videos.updateCaptions({
        libraryId: Number(libraryId),
        videoId,
        srclang: "en",
        body: { label: "Changed", captionsFile: HELLO_BASE64 },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(calls()).toEqual([{ call: `GET ${videoPath()} 200`, keyTaken: true }]);
      expect(refreshed.outputs.label).toBe("Changed");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(calls().filter((call) => call.call.startsWith("POST"))).toEqual([
        {
          call: `POST ${videoPath()}/captions/en 200`,
          keyTaken: true,
          body: { srclang: "en", label: "English (UK)", captionsFile: HELLO_BASE64 },
        },
      ]);
      expect((await captionsOf())?.map((caption) => caption.label)).toEqual(["English (UK)"]);
      state = up.state;
    });

    it("a new language replaces the captions: the new language written first, then the old one deleted", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, srclang: "de", label: "Deutsch" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["srclang"]);
      expect(calls()).toEqual([
        {
          call: `POST ${videoPath()}/captions/de 200`,
          keyTaken: true,
          body: { srclang: "de", label: "Deutsch", captionsFile: HELLO_BASE64 },
        },
        { call: `GET ${videoPath()} 200`, keyTaken: true },
        { call: `DELETE ${videoPath()}/captions/en 200`, keyTaken: true },
      ]);
      expect((await captionsOf())?.map((caption) => caption.srclang)).toEqual(["de"]);
      await hosted.engine.destroy(up.state);
      hosted.sim.resetStats();
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("captions deleted outside Pulumi (the video no longer lists the language) are reported gone", async () => {
      await keyed.videos.deleteCaptions({ libraryId: Number(libraryId), videoId, srclang: "en" });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(calls().map((call) => call.call)).toEqual([`GET ${videoPath()} 200`]);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("a 404 without the list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the captions", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /video/v2${videoPath().slice("/video".length)} answered 404`]);
    });

    it("a create whose answer is lost finds the captions by their language in the video's answer: one language, no second write", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "videos.updateCaptions", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { ...declared, srclang: "fr", label: "Français" }));
      expect(up.state.id).toBe(`${libraryId}/${videoId}/fr`);
      expect(calls().map((call) => call.call)).toEqual([
        `POST ${videoPath()}/captions/fr 200`,
        `GET ${videoPath()} 200`,
        `GET ${videoPath()} 200`,
      ]);
      expect((await captionsOf())?.filter((caption) => caption.srclang === "fr")).toEqual([{ srclang: "fr", label: "Français", version: 1 }]);
      await hosted.engine.destroy(up.state);
    });

    it("an import from {libraryId}/{videoId}/{srclang} with the library's key then plans nothing", async () => {
      hosted.sim.resetStats();
      const imported = await hosted.imported(state.urn, state.id, { libraryId, videoId, srclang: "en" }, { libraryApiKey: libraryKey });
      expect(calls()).toEqual([{ call: `GET ${videoPath()} 200`, keyTaken: true }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ libraryId, videoId, srclang: "en", label: "English (UK)" });
      hosted.sim.resetStats();
      // The file is never read back: an imported state does not hold it, and declaring it is no proven change.
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("destroy deletes the language's captions with one call, with the library's key", async () => {
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(calls()).toEqual([{ call: `DELETE ${videoPath()}/captions/en 200`, keyTaken: true }]);
      expect(await captionsOf()).toEqual([]);
    });

    it("no key, the library's own included, appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey, libraryKey]) expect(text).not.toContain(key);
    });
  });
