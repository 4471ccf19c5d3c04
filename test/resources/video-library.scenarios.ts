import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";
import { DEMO } from "../../src/simulator/demo-account";

const apiKey = "host-video-library-account-key-5c29e1b7";
const videoApiKey = "host-video-library-video-key-93fd40a2";

/** The VideoLibrary scenarios (requests, answers, keys as secrets, referrer lists, gone, import), run through `runner`. */
export const videoLibraryScenarios = (runner: ProviderRunner): void =>
  describe(`VideoLibrary through the ${runner}`, () => {
    const hosted = useHostedResource("VideoLibrary", "courses", { apiKey, videoApiKey }, runner);
    /** The program's library: what its create takes, settings only an update takes, and an allowed referrer. */
    const declared = { name: "courses", enableMP4Fallback: true, playerKeyColor: "#3366ff", allowedReferrers: ["learn.example.org"] };
    let state: ResourceState;
    /** The library's keys, as the API answers them. */
    const keys: string[] = [];

    function libraryId(of: ResourceState = state): number {
      return Number(of.id);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ name: "", encodingTier: "Fast", enableMP4Fallback: "yes", allowedReferrers: "learn.example.org" })).toEqual([
        { property: "name", reason: 'must be at least 1 character (got "")' },
        { property: "enableMP4Fallback", reason: 'must be a boolean (got "yes")' },
        { property: "encodingTier", reason: 'must be one of "Free", "Premium" (got "Fast")' },
        { property: "allowedReferrers", reason: 'must be an array (got "learn.example.org")' },
      ]);
    });

    it("first up: creates the library from its name, sends the settings only an update takes, then adds the referrer", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        { call: "POST /videolibrary 201", body: { Name: "courses" } },
        { call: `POST /videolibrary/${id} 200`, body: { PlayerKeyColor: "#3366ff", EnableMP4Fallback: true } },
        { call: `POST /videolibrary/${id}/addAllowedReferrer 200`, body: { Hostname: "learn.example.org" } },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        videoLibraryId: id,
        name: "courses",
        enableMP4Fallback: true,
        playerKeyColor: "#3366ff",
        allowedReferrers: ["learn.example.org"],
      });
      state = up.state;
    });

    it("the library's keys are secrets in the provider's answer through the plugin, and the class asks the engine to keep them so", async () => {
      const live = await hosted.client.videoLibraries.get({ videoLibraryId: libraryId() });
      expect(live.ApiKey).toEqual(expect.any(String));
      expect(live.ReadOnlyApiKey).toEqual(expect.any(String));
      keys.push(live.ApiKey!, live.ReadOnlyApiKey!);
      if (runner === "provider plugin") {
        for (const property of ["apiKey", "readOnlyApiKey"]) expect(JSON.stringify(state.outputs[property])).toContain(SECRET_SIGNATURE);
        expect(JSON.stringify(state.outputs.apiKey)).toContain(JSON.stringify(live.ApiKey));
      } else {
        const { VideoLibrary } = await import("../../src/resources/video-library");
        expect(VideoLibrary.toString()).toContain('additionalSecretOutputs: ["apiKey", "readOnlyApiKey", "apiAccessKey"]');
      }
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("an update sends the changed setting alone, and changes the referrer lists item by item", async () => {
      const wanted = { ...declared, enableMP4Fallback: false, allowedReferrers: ["www.example.org"], blockedReferrers: ["copy.example"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      const id = libraryId();
      expect(hosted.calls()).toEqual([
        { call: `POST /videolibrary/${id} 200`, body: { EnableMP4Fallback: false } },
        { call: `POST /videolibrary/${id}/removeAllowedReferrer 200`, body: { Hostname: "learn.example.org" } },
        { call: `POST /videolibrary/${id}/addAllowedReferrer 200`, body: { Hostname: "www.example.org" } },
        { call: `POST /videolibrary/${id}/addBlockedReferrer 200`, body: { Hostname: "copy.example" } },
      ]);
      state = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(state.outputs).toMatchObject({ enableMP4Fallback: false, allowedReferrers: ["www.example.org"], blockedReferrers: ["copy.example"] });
      hosted.sim.resetStats();
      expect((await hosted.engine.up(hosted.urn, wanted, state)).op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("a changed name is an update; changed replication regions replace the library, the new one first", async () => {
      const old = libraryId();
      const wanted = { ...declared, name: "courses-eu", allowedReferrers: ["www.example.org"], replicationRegions: ["DE"] };
      const plan = await hosted.engine.preview(hosted.urn, { ...wanted, replicationRegions: undefined }, state);
      expect(plan.op).toBe("update");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["replicationRegions"]);
      const id = up.state.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /videolibrary 201", body: { Name: "courses-eu", ReplicationRegions: ["DE"] } },
        { call: `POST /videolibrary/${id} 200`, body: { PlayerKeyColor: "#3366ff", EnableMP4Fallback: true } },
        { call: `POST /videolibrary/${id}/addAllowedReferrer 200`, body: { Hostname: "www.example.org" } },
        { call: `DELETE /videolibrary/${old} 204` },
      ]);
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      const id = libraryId();
      await hosted.client.videoLibraries.update({ videoLibraryId: id, body: { EnableMP4Fallback: false, PlayerKeyColor: "#000000" } });
      await hosted.client.videoLibraries.addAllowedReferrer({ videoLibraryId: id, body: { Hostname: "rogue.example" } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /videolibrary/${id} 200` }]);
      expect(refreshed.outputs).toMatchObject({
        enableMP4Fallback: false,
        playerKeyColor: "#000000",
        allowedReferrers: ["www.example.org", "rogue.example"],
      });
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "courses-eu", allowedReferrers: ["www.example.org"], replicationRegions: ["DE"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /videolibrary/${id} 200`, body: { PlayerKeyColor: "#3366ff", EnableMP4Fallback: true } },
        { call: `POST /videolibrary/${id}/removeAllowedReferrer 200`, body: { Hostname: "rogue.example" } },
      ]);
      state = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(state.outputs.allowedReferrers).toEqual(["www.example.org"]);
    });

    it("a library deleted outside Pulumi (its own 404, the library list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { name: "gone-courses" }))).state;
      await hosted.client.videoLibraries.delete({ videoLibraryId: libraryId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /videolibrary/${libraryId(gone)} 404` }, { call: "GET /videolibrary 200" }]);
    });

    it("Terraform #80: the library is read at the lower-case path the gateway routes, and a 404 at an address the API does not answer (the list failing there too) keeps it", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/videolibrary/${libraryId()} answered 404`,
        "GET /v2/videolibrary -> 404",
      ]);
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.id).toBe(state.id);
      expect(hosted.calls()).toEqual([{ call: `GET /videolibrary/${libraryId()} 200` }]);
    });

    it("an import from the library id reads the library, and the program's declaration then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { videoLibraryId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /videolibrary/${libraryId()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({
        name: "courses-eu",
        replicationRegions: ["DE"],
        allowedReferrers: ["www.example.org"],
        enableMP4Fallback: true,
      });
      if (runner === "provider plugin") expect(JSON.stringify(imported.outputs.apiKey)).toContain(SECRET_SIGNATURE);
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "courses-eu", allowedReferrers: ["www.example.org"], replicationRegions: ["DE"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("an import of the demo library, whose caption languages the API lists out of their set's order, then plans nothing", async () => {
      const demoLibrary = String(DEMO.videoLibrary.id);
      const live = await hosted.client.videoLibraries.get({ videoLibraryId: DEMO.videoLibrary.id });
      expect(live.TranscribingCaptionLanguages).toEqual(["en", "de"]);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "demo");
      const imported = await hosted.imported(urn, demoLibrary, { videoLibraryId: demoLibrary });
      expect(withoutProvider(imported.inputs)).toMatchObject({ name: DEMO.videoLibrary.name, transcribingCaptionLanguages: ["de", "en"] });
      hosted.sim.resetStats();
      const preview = await hosted.engine.preview(urn, withoutProvider(imported.inputs), imported);
      expect(preview.diff).toMatchObject({ changes: "none", replaces: [] });
      expect(hosted.sim.requests).toHaveLength(0);
      const reordered = { ...withoutProvider(imported.inputs), transcribingCaptionLanguages: ["en", "de"] };
      expect((await hosted.engine.preview(urn, reordered, imported)).diff).toMatchObject({ changes: "none", replaces: [] });
    });

    it("a create whose answer is lost is not tried again: the error names the library and what to check", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "videoLibraries.create", status: 503, times: 1 });
      const error = await hosted.engine.up(urn, { name: "lost-courses" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const message = (error as Error).message;
      expect(message).toContain("the VideoLibrary may have been created though the create failed");
      expect(message).toContain("getVideoLibraries");
      expect(hosted.calls()).toEqual([{ call: "POST /videolibrary 503", body: { Name: "lost-courses" } }]);
      hosted.seen.push(message);
    });

    it("the update after the create failing records the library, and the next up sends that update and the referrers", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "half-set");
      const inputs = { name: "half-courses", enableTranscribing: true, blockedReferrers: ["copy.example"] };
      hosted.sim.faults.add({ route: "videoLibraries.update", status: 500, times: 1 });
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const failure = error as ProviderCallError;
      const id = failure.initFailure!.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /videolibrary 201", body: { Name: "half-courses" } },
        { call: `POST /videolibrary/${id} 500`, body: { EnableTranscribing: true } },
      ]);
      expect(failure.message).toContain(`VideoLibrary ${id} was created, but not all of it was applied`);
      expect(failure.initFailure!.properties).toMatchObject({ videoLibraryId: id, name: "half-courses" });
      hosted.seen.push(failure.message, failure.initFailure);
      const recorded: ResourceState = { urn, id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: failure.initFailure!.properties };
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /videolibrary/${id} 200`, body: { EnableTranscribing: true } },
        { call: `POST /videolibrary/${id}/addBlockedReferrer 200`, body: { Hostname: "copy.example" } },
      ]);
      await hosted.engine.destroy(up.state);
    });

    it("destroy deletes the library with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /videolibrary/${libraryId()} 204` }]);
    });

    it("no library key appears in the host's output", () => {
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(hosted.engine.host.stdout + hosted.engine.host.stderr).not.toContain(key);
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(1000);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
