import { ApiError } from "../../src/errors";
import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-shield-custom-page-account-key-4d27b9e3";
const videoApiKey = "host-shield-custom-page-video-key-a1c8f560";

/** Pages as a program gives them: each is the whole body of its upload, and what the read answers. */
const CHALLENGE = "<!doctype html>\n<title>One moment</title>\n<p>Checking your browser.</p>\n";
const RECHECK = "<!doctype html>\n<title>One moment</title>\n<p>Checking your browser again.</p>\n";

/**
 * The ShieldCustomResponsePage scenarios (one page of a shield zone, its HTML the whole body of the PUT that is both
 * the create and the update, and the whole answer of its GET), run through `runner`, on the demo account's shield zone.
 */
export const shieldCustomResponsePageScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldCustomResponsePage through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldCustomResponsePage", "challenge", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const path = (pageType = "challenge") => `/shield/shield-zone/${zone}/custom-page/${pageType}`;
    const declared = { shieldZoneId: zone, pageType: "challenge", html: CHALLENGE };
    let state: ResourceState;
    /** The zone's page of `pageType` as the API answers it, or the status of its refusal. */
    const page = (pageType = "challenge") =>
      hosted.client.shieldZones.getCustomPage({ shieldZoneId: Number(zone), pageType: pageType as "block" }).catch((error: unknown) => {
        if (error instanceof ApiError) return error.status;
        throw error;
      });

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: "zone-1", pageType: "error", html: "" });
      expect(failures.map((failure) => failure.property)).toEqual(["shieldZoneId", "html", "pageType"]);
      expect(failures[1].reason).toContain('(got "")');
      expect(failures[2].reason).toContain('"block", "challenge", "ratelimit" (got "error")');
    });

    it("first up: sends the page's HTML as the whole body of its type's PUT, then reads it back; the zone's other pages stay", async () => {
      expect(await page()).toBe(404);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toBe(`${zone}/challenge`);
      expect(hosted.calls()).toEqual([{ call: `PUT ${path()} 200`, body: CHALLENGE }, { call: `GET ${path()} 200` }]);
      expect(hosted.sim.requests[0].headers["content-type"]).toMatch(/^text\/html/);
      expect(withoutProvider(up.state.outputs)).toMatchObject({ shieldZoneId: zone, pageType: "challenge", html: CHALLENGE });
      expect(await page()).toBe(CHALLENGE);
      expect(await page("block")).toBe(DEMO.customPage.html);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new page is an update by the same PUT, not a replacement that would delete the page", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, html: RECHECK }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PUT ${path()} 200`, body: RECHECK }, { call: `GET ${path()} 200` }]);
      expect(up.state.outputs.html).toBe(RECHECK);
      expect(await page()).toBe(RECHECK);
      hosted.sim.resetStats();
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(await page()).toBe(CHALLENGE);
    });

    it("drift made through the API (the page written over) is found by a refresh and undone by the next up", async () => {
      await hosted.client.shieldZones.replaceCustomPage({ shieldZoneId: Number(zone), pageType: "challenge", body: "<p>changed</p>" });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(refreshed.outputs.html).toBe("<p>changed</p>");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PUT ${path()} 200`, body: CHALLENGE }, { call: `GET ${path()} 200` }]);
      expect(await page()).toBe(CHALLENGE);
      state = up.state;
    });

    it("a new page type replaces the resource: the new page written first, then the old one deleted", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, pageType: "ratelimit" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["pageType"]);
      expect(hosted.calls()).toEqual([
        { call: `PUT ${path("ratelimit")} 200`, body: CHALLENGE },
        { call: `GET ${path("ratelimit")} 200` },
        { call: `DELETE ${path()} 200` },
      ]);
      expect(await page()).toBe(404);
      expect(await page("ratelimit")).toBe(CHALLENGE);
      await hosted.engine.destroy(up.state);
      hosted.sim.resetStats();
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("a page deleted outside Pulumi (its 404, the zone list answering) is reported gone", async () => {
      await hosted.client.shieldZones.deleteCustomPage({ shieldZoneId: Number(zone), pageType: "challenge" });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${path()} 404`, "GET /shield/shield-zones 200"]);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("a 404 without the zone list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the page", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${path()} answered 404`]);
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.refresh(state)))!.outputs.html).toBe(CHALLENGE);
    });

    it("a create whose answer is lost fails naming why, and the next up sends the page again: one page of the type", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      const lost = { ...declared, pageType: "ratelimit", html: RECHECK };
      hosted.sim.resetStats();
      hosted.sim.faults.add({ route: "shieldZones.replaceCustomPage", drop: "mid-body", times: 1 });
      const error = await hosted.engine.up(urn, lost).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the next `pulumi up` sends the page again");
      hosted.seen.push((error as Error).message);
      expect(hosted.calls()).toEqual([{ call: `PUT ${path("ratelimit")} 200`, body: RECHECK }]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, lost));
      expect(up.state.id).toBe(`${zone}/ratelimit`);
      expect(hosted.calls()).toEqual([{ call: `PUT ${path("ratelimit")} 200`, body: RECHECK }, { call: `GET ${path("ratelimit")} 200` }]);
      expect(await page("ratelimit")).toBe(RECHECK);
      await hosted.engine.destroy(up.state);
      expect(await page("ratelimit")).toBe(404);
    });

    it("an import from {shieldZoneId}/{pageType} reads the page, then plans nothing", async () => {
      hosted.sim.resetStats();
      const imported = await hosted.imported(state.urn, state.id);
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ shieldZoneId: zone, pageType: "challenge", html: CHALLENGE });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("destroy deletes the page with one call: the zone shows its default page again, its other pages stay", async () => {
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE ${path()} 200` }]);
      expect(await page()).toBe(404);
      expect(await page("block")).toBe(DEMO.customPage.html);
    });

    it("no key appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey]) expect(text).not.toContain(key);
    });
  });
