import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { changedProperties, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-dns-record-account-key-2c9d41ab";
const videoApiKey = "host-dns-record-video-key-6f08be73";

/** The DnsRecord scenarios (requests, answers, drift, gone, import, replacement, deletion), run through `runner`. */
export const dnsRecordScenarios = (runner: ProviderRunner): void =>
  describe(`DnsRecord through the ${runner}`, () => {
    const hosted = useHostedResource("DnsRecord", "www", { apiKey, videoApiKey }, runner);
    /** The program's record, in the demo zone. */
    const declared = { zoneId: "501", type: "A", name: "www2", value: "203.0.113.7", ttl: 300 };
    let state: ResourceState;

    function urnOf(name: string): string {
      return resourceUrn(hosted.engine.host.program, hosted.type, name);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ zoneId: "zone-1", type: "AA", ttl: 1.5, flags: 256, disabled: "no" })).toEqual([
        { property: "zoneId", reason: 'must be a whole number (digits only) (got "zone-1")' },
        { property: "type", reason: expect.stringMatching(/^must be one of "A", "AAAA", "CNAME", .*"TLSA" \(got "AA"\)$/) },
        { property: "ttl", reason: "must be an integer (got 1.5)" },
        { property: "flags", reason: "must be at most 255 (got 256)" },
        { property: "disabled", reason: 'must be a boolean (got "no")' },
      ]);
    });

    it("first up: adds the record to its zone with the declared fields, the type sent as its integer", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toMatch(/^501\/[0-9]+$/);
      expect(hosted.calls()).toEqual([
        { call: "PUT /dnszone/501/records 201", body: { Type: 0, Name: "www2", Value: "203.0.113.7", Ttl: 300 } },
      ]);
      const recordId = up.state.id.split("/")[1];
      expect(withoutProvider(up.state.outputs)).toMatchObject({ zoneId: "501", recordId, type: "A", name: "www2", ttl: 300 });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a changed field is updated in place with that field alone", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, ttl: 600 }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /dnszone/${state.id.replace("/", "/records/")} 204`, body: { Ttl: 600 } },
        { call: `GET /dnszone/${state.id.split("/")[0]} 200` },
      ]);
      expect(up.state.outputs.ttl).toBe(600);
      state = up.state;
    });

    it("drift made through the API is found by a refresh of the zone's answer and undone by the next up", async () => {
      const [zoneId, recordId] = state.id.split("/").map(Number);
      await hosted.client.dnsZones.updateRecord({ zoneId, recordId, body: { Ttl: 60, Value: "198.51.100.1" } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId} 200` }]);
      expect(refreshed.outputs).toMatchObject({ ttl: 60, value: "198.51.100.1", monitorType: "None", disabled: false });
      // The inputs hold the declared fields alone, as found: the preview's inputs differ from them in the drifted ones only.
      const { managedFields, ...found } = withoutProvider(refreshed.inputs);
      expect(found).toEqual({ ...declared, ttl: 60, value: "198.51.100.1" });
      expect([...(managedFields as string[])].sort()).toEqual(["name", "ttl", "type", "value"]);
      const wanted = { ...declared, ttl: 600 };
      const plan = await hosted.engine.preview(hosted.urn, wanted, refreshed);
      expect(changedProperties(refreshed.inputs, plan.inputs).sort()).toEqual(["ttl", "value"]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /dnszone/${zoneId}/records/${recordId} 204`, body: { Ttl: 600, Value: "203.0.113.7" } },
        { call: `GET /dnszone/${zoneId} 200` },
      ]);
      state = up.state;
    });

    it("a record deleted outside Pulumi is reported gone by a refresh, not an error (Terraform bunnynet #70)", async () => {
      const gone = (await hosted.track(hosted.engine.up(urnOf("gone"), { ...declared, name: "gone" }))).state;
      const [zoneId, recordId] = gone.id.split("/").map(Number);
      await hosted.client.dnsZones.deleteRecord({ zoneId, recordId });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId} 200` }]);
    });

    it("a record whose zone is gone (its own 404, the zone list answering) is reported gone", async () => {
      const zone = await hosted.client.dnsZones.create({ body: { Domain: "short-lived.example" } });
      const record = (await hosted.track(hosted.engine.up(urnOf("orphan"), { ...declared, zoneId: String(zone.Id) }))).state;
      await hosted.client.dnsZones.delete({ dnsZoneId: zone.Id! });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(record))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zone.Id} 404` }, { call: "GET /dnszone 200" }]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the record", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/dnszone/${state.id.split("/")[0]} answered 404`,
        "GET /v2/dnszone -> 404",
      ]);
    });

    it("an import of a record of the demo zone from {zoneId}/{recordId}, then its declaration plans nothing", async () => {
      const urn = urnOf("imported");
      const imported = await hosted.imported(urn, "501/702", { zoneId: "501", recordId: "702" });
      expect(withoutProvider(imported.inputs)).toMatchObject({ zoneId: "501", type: "A", name: "www", value: "203.0.113.10", ttl: 300 });
      // Every field the API holds, so that an import writes a complete program.
      expect(imported.inputs).toMatchObject({ monitorType: "None", disabled: false, smartRoutingType: "None" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, { zoneId: 501, type: "A", name: "www", value: "203.0.113.10", ttl: 300 }, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("values the API rewrites (the apex @ stored as an empty name, a CNAME's trailing dot dropped) plan nothing after up", async () => {
      const urn = urnOf("apex");
      const apex = { zoneId: "501", type: "CNAME", name: "@", value: "origin.example.net.", ttl: 300 };
      const created = await hosted.track(hosted.engine.up(urn, apex));
      expect(hosted.calls()).toEqual([
        { call: "PUT /dnszone/501/records 201", body: { Type: 2, Name: "@", Value: "origin.example.net.", Ttl: 300 } },
      ]);
      expect(withoutProvider(created.state.outputs)).toMatchObject({ name: "", value: "origin.example.net" });
      hosted.sim.resetStats();
      const again = await hosted.track(hosted.engine.up(urn, apex, created.state));
      expect(again.op).toBe("same");
      const refreshed = (await hosted.track(hosted.engine.refresh(again.state)))!;
      expect((await hosted.track(hosted.engine.up(urn, apex, refreshed))).op).toBe("same");
      expect(hosted.calls().filter(({ call }) => !call.startsWith("GET "))).toEqual([]);
      hosted.sim.resetStats();
      const moved = await hosted.track(hosted.engine.up(urn, { ...apex, value: "edge.example.net." }, refreshed));
      expect(moved.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST /dnszone/${created.state.id.replace("/", "/records/")} 204`, body: { Value: "edge.example.net." } },
        { call: `GET /dnszone/${created.state.id.split("/")[0]} 200` },
      ]);
      expect(moved.state.outputs.value).toBe("edge.example.net");
      await hosted.engine.destroy(moved.state);
      hosted.sim.resetStats();
    });

    it("a change of zone replaces the record: added to the new zone, then deleted from the old (Terraform bunnynet #90)", async () => {
      const other = await hosted.client.dnsZones.create({ body: { Domain: "other.example" } });
      hosted.sim.resetStats();
      const old = state.id;
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, zoneId: String(other.Id), ttl: 600 }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["zoneId"]);
      expect(up.state.id).toMatch(new RegExp(`^${other.Id}/[0-9]+$`));
      expect(hosted.calls()).toEqual([
        { call: `PUT /dnszone/${other.Id}/records 201`, body: { Type: 0, Name: "www2", Value: "203.0.113.7", Ttl: 600 } },
        { call: `DELETE /dnszone/${old.replace("/", "/records/")} 204` },
      ]);
      state = up.state;
    });

    it("a create whose answer is lost finds the record by its name, type and value in the zone's answer: one record", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      hosted.sim.faults.add({ route: "dnsZones.setRecords", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { zoneId: "501", type: "TXT", name: "lost", value: "v=lost", ttl: 60 }));
      expect(up.op).toBe("create");
      expect(hosted.calls().map((call) => call.call)).toEqual(["PUT /dnszone/501/records 201", "GET /dnszone/501 200"]);
      const zone = await hosted.client.dnsZones.get({ dnsZoneId: 501 });
      expect(zone.Records?.filter((record) => record.Name === "lost").map((record) => `501/${record.Id}`)).toEqual([up.state.id]);
      await hosted.engine.destroy(up.state);
    });

    it("destroy deletes the record with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /dnszone/${state.id.replace("/", "/records/")} 204` }]);
    });

    it("destroy of a record already deleted outside Pulumi (its own 404, the zone list answering) succeeds", async () => {
      await hosted.engine.destroy(state);
      // The zone list is read once per process: an earlier step of this host may have read it already.
      const [removal, ...proof] = hosted.calls();
      expect(removal).toEqual({ call: `DELETE /dnszone/${state.id.replace("/", "/records/")} 404` });
      expect(proof).toEqual(proof.length === 0 ? [] : [{ call: "GET /dnszone 200" }]);
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(500);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
