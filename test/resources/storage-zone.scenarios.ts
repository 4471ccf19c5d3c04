import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-storage-zone-account-key-2f6b91ce";
const videoApiKey = "host-storage-zone-video-key-8d03e4a7";

/** The StorageZone scenarios (requests, answers, secrets, replication regions, gone, import), run through `runner`. */
export const storageZoneScenarios = (runner: ProviderRunner): void =>
  describe(`StorageZone through the ${runner}`, () => {
    const hosted = useHostedResource("StorageZone", "assets", { apiKey, videoApiKey }, runner);
    /** The program's zone: what its create takes, and a setting only an update takes. */
    const declared = { name: "shop-assets", region: "DE", replicationRegions: ["NY"], rewrite404To200: true };
    let state: ResourceState;
    /** The zone's passwords, as the API answers them. */
    const passwords: string[] = [];

    function zoneId(of: ResourceState = state): number {
      return Number(of.id);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ name: "", region: "DE", zoneTier: "Fast", rewrite404To200: "yes" })).toEqual([
        { property: "name", reason: 'must be at least 1 character (got "")' },
        { property: "zoneTier", reason: 'must be one of "Standard", "Edge" (got "Fast")' },
        { property: "rewrite404To200", reason: 'must be a boolean (got "yes")' },
      ]);
    });

    it("first up: creates the zone with its regions, sends the setting only an update takes, and reads back what that update changed", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        { call: "POST /storagezone 201", body: { Name: "shop-assets", Region: "DE", ReplicationRegions: ["NY"] } },
        { call: `POST /storagezone/${id} 204`, body: { Rewrite404To200: true } },
        { call: `GET /storagezone/${id} 200` },
      ]);
      const live = await hosted.client.storageZones.get({ storageZoneId: Number(id) });
      expect(up.state.outputs.dateModified).toBe(live.DateModified);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        storageZoneId: id,
        name: "shop-assets",
        region: "DE",
        replicationRegions: ["NY"],
        rewrite404To200: true,
      });
      state = up.state;
    });

    it("the passwords are secrets in the provider's answer through the plugin, and the class asks the engine to keep them so", async () => {
      const live = await hosted.client.storageZones.get({ storageZoneId: zoneId() });
      expect(live.Password).toEqual(expect.any(String));
      passwords.push(live.Password!, live.ReadOnlyPassword!);
      if (runner === "provider plugin") {
        for (const property of ["password", "readOnlyPassword"]) {
          expect(JSON.stringify(state.outputs[property])).toContain(SECRET_SIGNATURE);
        }
        expect(JSON.stringify(state.outputs.password)).toContain(JSON.stringify(live.Password));
      } else {
        const { StorageZone } = await import("../../src/resources/storage-zone");
        expect(StorageZone.toString()).toContain('additionalSecretOutputs: ["password", "readOnlyPassword"]');
      }
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a changed setting is updated in place with that field alone", async () => {
      const wanted = { ...declared, custom404FilePath: "/missing.html" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /storagezone/${zoneId()} 204`, body: { Custom404FilePath: "/missing.html" } },
        { call: `GET /storagezone/${zoneId()} 200` },
      ]);
      state = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(state.outputs.custom404FilePath).toBe("/missing.html");
    });

    it("adding a replication region is an update that sends the regions under the update's name for them", async () => {
      const wanted = { ...declared, custom404FilePath: "/missing.html", replicationRegions: ["NY", "SG"] };
      const plan = await hosted.engine.preview(hosted.urn, wanted, state);
      expect(plan.op).toBe("update");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /storagezone/${zoneId()} 204`, body: { ReplicationZones: ["NY", "SG"] } },
        { call: `GET /storagezone/${zoneId()} 200` },
      ]);
      state = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(state.outputs.replicationRegions).toEqual(["NY", "SG"]);
    });

    it("removing a replication region replaces the zone: the new one created first, then the old one deleted", async () => {
      const old = zoneId();
      const wanted = { ...declared, name: "shop-assets-eu", custom404FilePath: "/missing.html", replicationRegions: ["SG"] };
      const plan = await hosted.engine.preview(hosted.urn, { ...wanted, name: "shop-assets" }, state);
      expect(plan.op).toBe("replace");
      expect(plan.diff?.replaces).toEqual(["replicationRegions"]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(expect.arrayContaining(["name", "replicationRegions"]));
      const id = up.state.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /storagezone 201", body: { Name: "shop-assets-eu", Region: "DE", ReplicationRegions: ["SG"] } },
        { call: `POST /storagezone/${id} 204`, body: { Custom404FilePath: "/missing.html", Rewrite404To200: true } },
        { call: `GET /storagezone/${id} 200` },
        { call: `DELETE /storagezone/${old} 204` },
      ]);
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.storageZones.update({ storageZoneId: zoneId(), body: { Rewrite404To200: false } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /storagezone/${zoneId()} 200` }]);
      expect(refreshed.outputs.rewrite404To200).toBe(false);
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "shop-assets-eu", custom404FilePath: "/missing.html", replicationRegions: ["SG"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /storagezone/${zoneId()} 204`, body: { Rewrite404To200: true } },
        { call: `GET /storagezone/${zoneId()} 200` },
      ]);
      state = up.state;
    });

    it("a zone deleted outside Pulumi (its own 404, the zone list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { name: "gone-assets", region: "NY" }))).state;
      await hosted.client.storageZones.delete({ storageZoneId: zoneId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /storagezone/${zoneId(gone)} 404` }, { call: "GET /storagezone 200" }]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the zone", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/storagezone/${zoneId()} answered 404`,
        "GET /v2/storagezone -> 404",
      ]);
    });

    it("a create whose answer is lost finds the zone by its name in the zone list and makes no second one", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      hosted.sim.faults.add({ route: "storageZones.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { name: "lost-assets", region: "DE" }));
      expect(up.op).toBe("create");
      expect(hosted.calls().map((call) => call.call).slice(0, 2)).toEqual(["POST /storagezone 201", "GET /storagezone 200"]);
      const zones = (await hosted.client.storageZones.listAll({ page: 1, search: "lost-assets" })).filter((zone) => zone.Name === "lost-assets");
      expect(zones.map((zone) => String(zone.Id))).toEqual([up.state.id]);
      await hosted.engine.destroy(up.state);
    });

    it("an import from the zone id reads the zone, and the program's declaration then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { storageZoneId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /storagezone/${zoneId()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ name: "shop-assets-eu", region: "DE", replicationRegions: ["SG"] });
      if (runner === "provider plugin") expect(JSON.stringify(imported.outputs.password)).toContain(SECRET_SIGNATURE);
      hosted.sim.resetStats();
      const wanted = { ...declared, name: "shop-assets-eu", custom404FilePath: "/missing.html", replicationRegions: ["SG"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("the update after the create failing records the zone, and the next up sends that update without a second zone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "half-set");
      const inputs = { name: "half-assets", region: "DE", custom404FilePath: "/404.html" };
      hosted.sim.faults.add({ route: "storageZones.update", status: 500, times: 1 });
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const failure = error as ProviderCallError;
      const id = failure.initFailure!.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /storagezone 201", body: { Name: "half-assets", Region: "DE" } },
        { call: `POST /storagezone/${id} 500`, body: { Custom404FilePath: "/404.html" } },
      ]);
      expect(failure.message).toContain(`StorageZone ${id} was created, but not all of it was applied`);
      expect(failure.initFailure!.properties).toMatchObject({ storageZoneId: id, name: "half-assets" });
      hosted.seen.push(failure.message, failure.initFailure);
      const recorded: ResourceState = { urn, id, inputs: (await hosted.engine.preview(urn, inputs)).inputs, outputs: failure.initFailure!.properties };
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /storagezone/${id} 204`, body: { Custom404FilePath: "/404.html" } },
        { call: `GET /storagezone/${id} 200` },
      ]);
      await hosted.engine.destroy(up.state);
    });

    it("destroy deletes the zone with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /storagezone/${zoneId()} 204` }]);
    });

    it("no password appears in the host's output", () => {
      expect(passwords).toHaveLength(2);
      for (const password of passwords) expect(hosted.engine.host.stdout + hosted.engine.host.stderr).not.toContain(password);
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(1000);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
