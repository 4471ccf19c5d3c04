import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { changedProperties, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-dns-zone-account-key-7b31c0de";
const videoApiKey = "host-dns-zone-video-key-5e44aa19";

/** The DnsZone scenarios (requests, answers, drift, gone, import), run through `runner`. */
export const dnsZoneScenarios = (runner: ProviderRunner): void =>
  describe(`DnsZone through the ${runner}`, () => {
    const hosted = useHostedResource("DnsZone", "shop", { apiKey, videoApiKey }, runner);
    /** The program's zone: its domain, and settings only an update takes. */
    const declared = { domain: "shop.example", soaEmail: "ops@shop.example", loggingEnabled: true, logAnonymizationType: "Drop" };
    let state: ResourceState;
    /** A zone that declares DNSSEC on. */
    const signed = { domain: "signed.example", dnsSecEnabled: true };
    /** The state of the zone declared by `signed`. */
    let signedZone: ResourceState;
    /** The DS record outputs of a zone whose DNSSEC is on, as the simulator answers the switch for this domain. */
    const dsOutputs = {
      dsRecord: expect.stringMatching(/^signed\.example\. 3600 IN DS [0-9]+ 13 2 [0-9A-F]{64}$/),
      digest: expect.stringMatching(/^[0-9A-F]{64}$/),
      digestType: "SHA256 (2)",
      algorithm: 13,
      keyTag: expect.any(Number),
      publicKey: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      flags: 257,
    };
    const dsProperties = Object.keys(dsOutputs);

    function zoneId(of: ResourceState = state): number {
      return Number(of.id);
    }

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ domain: "", loggingEnabled: "yes", logAnonymizationType: "Sometimes" })).toEqual([
        { property: "domain", reason: 'must be at least 1 character (got "")' },
        { property: "loggingEnabled", reason: 'must be a boolean (got "yes")' },
        { property: "logAnonymizationType", reason: 'must be one of "OneDigit", "Drop" (got "Sometimes")' },
      ]);
    });

    it("first up: creates the zone from its domain, then sends the settings only an update takes", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(id).toMatch(/^[0-9]+$/);
      expect(hosted.calls()).toEqual([
        { call: "POST /dnszone 201", body: { Domain: "shop.example" } },
        { call: `POST /dnszone/${id} 200`, body: { SoaEmail: "ops@shop.example", LoggingEnabled: true, LogAnonymizationType: 1 } },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        dnsZoneId: id,
        domain: "shop.example",
        soaEmail: "ops@shop.example",
        loggingEnabled: true,
        logAnonymizationType: "Drop",
        certificateKeyType: "Ecdsa",
      });
      expect(withoutProvider(up.state.outputs)).not.toHaveProperty("records");
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a changed setting is updated in place with that field alone", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, soaEmail: "dns@shop.example" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `POST /dnszone/${zoneId()} 200`, body: { SoaEmail: "dns@shop.example" } }]);
      expect(up.state.outputs.soaEmail).toBe("dns@shop.example");
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.dnsZones.update({ dnsZoneId: zoneId(), body: { LoggingEnabled: false, LogAnonymizationType: 0 } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ loggingEnabled: false, logAnonymizationType: "OneDigit" });
      const wanted = { ...declared, soaEmail: "dns@shop.example" };
      const plan = await hosted.engine.preview(hosted.urn, wanted, refreshed);
      expect(plan.op).toBe("update");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(hosted.calls()).toEqual([
        { call: `POST /dnszone/${zoneId()} 200`, body: { LoggingEnabled: true, LogAnonymizationType: 1 } },
      ]);
      state = up.state;
    });

    it("a setting the program does not declare is neither compared nor sent", async () => {
      await hosted.client.dnsZones.update({ dnsZoneId: zoneId(), body: { Nameserver1: "ns1.elsewhere.example" } });
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.outputs.nameserver1).toBe("ns1.elsewhere.example");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, soaEmail: "dns@shop.example" }, refreshed));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("a refresh reports back as inputs only the declared fields, so the next preview's inputs differ in nothing", async () => {
      const wanted = { ...declared, soaEmail: "dns@shop.example" };
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.outputs).toMatchObject({ nameserver1: "ns1.elsewhere.example", certificateKeyType: "Ecdsa" });
      expect(withoutProvider(refreshed.inputs)).toEqual({ ...wanted, managedFields: Object.keys(declared) });
      const plan = await hosted.engine.preview(hosted.urn, wanted, refreshed);
      expect(plan.op).toBe("same");
      expect(plan.diff?.detailedDiff ?? {}).toEqual({});
      expect(changedProperties(refreshed.inputs, plan.inputs)).toEqual([]);
      state = refreshed;
    });

    it("a state of an earlier version (every field an input, no record) refreshes with no diff, and its next update records it", async () => {
      const wanted = { ...declared, soaEmail: "dns@shop.example" };
      const { managedFields: _record, ...outputs } = state.outputs;
      const earlier: ResourceState = { ...state, inputs: { ...outputs }, outputs };
      const refreshed = (await hosted.track(hosted.engine.refresh(earlier)))!;
      expect(refreshed.inputs).toMatchObject({ ...wanted, nameserver1: "ns1.elsewhere.example", certificateKeyType: "Ecdsa" });
      expect(refreshed.outputs).not.toHaveProperty("managedFields");
      hosted.sim.resetStats();
      const same = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(same.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...wanted, loggingEnabled: false }, same.state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `POST /dnszone/${zoneId()} 200`, body: { LoggingEnabled: false } }]);
      expect(up.state.outputs.managedFields).toEqual(Object.keys(declared));
      const again = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(withoutProvider(again.inputs)).toEqual({ ...wanted, loggingEnabled: false, managedFields: Object.keys(declared) });
      state = (await hosted.track(hosted.engine.up(hosted.urn, wanted, again))).state;
    });

    it("a declared field left out of the program is an update that calls nothing and drops it from the record", async () => {
      const { soaEmail: _left, ...fewer } = { ...declared, soaEmail: "dns@shop.example" };
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, fewer, state));
      expect(up.op).toBe("update");
      expect(hosted.sim.requests).toHaveLength(0);
      const refreshed = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(refreshed.outputs.soaEmail).toBe("dns@shop.example");
      expect(withoutProvider(refreshed.inputs)).toEqual({ ...fewer, managedFields: Object.keys(fewer) });
      state = (await hosted.track(hosted.engine.up(hosted.urn, { ...declared, soaEmail: "dns@shop.example" }, refreshed))).state;
    });

    it("a domain change replaces the zone: the new one created first, then the old one deleted", async () => {
      const old = zoneId();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, domain: "store.example" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["domain"]);
      const id = up.state.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /dnszone 201", body: { Domain: "store.example" } },
        { call: `POST /dnszone/${id} 200`, body: { SoaEmail: "ops@shop.example", LoggingEnabled: true, LogAnonymizationType: 1 } },
        { call: `DELETE /dnszone/${old} 204` },
      ]);
      state = up.state;
    });

    it("a zone deleted outside Pulumi (its own 404, the zone list answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(hosted.urn, { domain: "gone.example" }))).state;
      await hosted.client.dnsZones.delete({ dnsZoneId: zoneId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId(gone)} 404` }, { call: "GET /dnszone 200" }]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the zone", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/dnszone/${zoneId()} answered 404`,
        "GET /v2/dnszone -> 404",
      ]);
    });

    it("a create whose answer is lost finds the zone by its domain in the zone list and makes no second one", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
      hosted.sim.faults.add({ route: "dnsZones.create", drop: "mid-body", times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, { domain: "lost-answer.example" }));
      expect(up.op).toBe("create");
      expect(hosted.calls().map((call) => call.call)).toEqual(["POST /dnszone 201", "GET /dnszone 200"]);
      const zones = (await hosted.client.dnsZones.listAll({ page: 1, search: "lost-answer.example" })).filter((zone) => zone.Domain === "lost-answer.example");
      expect(zones.map((zone) => String(zone.Id))).toEqual([up.state.id]);
      await hosted.engine.destroy(up.state);
    });

    it("an import from the zone id reads the zone, and the program's declaration then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id, { dnsZoneId: state.id });
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ domain: "store.example", soaEmail: "ops@shop.example", loggingEnabled: true });
      // Every field the API holds, so that an import writes a complete program.
      expect(imported.inputs).toMatchObject({ certificateKeyType: "Ecdsa", customNameserversEnabled: false, dnsSecEnabled: false });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, domain: "store.example" }, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("DNSSEC on at create: the zone is created, then its DNSSEC turned on; the DS record is recorded", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, signed));
      expect(up.op).toBe("create");
      const id = up.state.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /dnszone 201", body: { Domain: "signed.example" } },
        { call: `POST /dnszone/${id}/dnssec 200` },
      ]);
      expect(up.state.outputs).toMatchObject({ dnsSecEnabled: true, ...dsOutputs });
      const record = up.state.outputs as { dsRecord: string; keyTag: number; digest: string };
      expect(record.dsRecord).toBe(`signed.example. 3600 IN DS ${record.keyTag} 13 2 ${record.digest}`);
      signedZone = up.state;
    });

    it("DNSSEC on: a second up plans nothing and makes no request; a refresh reads the zone alone and keeps the DS record", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, signed, signedZone));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      const refreshed = (await hosted.track(hosted.engine.refresh(signedZone)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId(signedZone)} 200` }]);
      expect(withoutProvider(refreshed.outputs)).toEqual(withoutProvider(signedZone.outputs));
      signedZone = refreshed;
    });

    it("a zone imported with DNSSEC on has no DS record outputs; turning DNSSEC on once more answers the same DS record", async () => {
      const imported = await hosted.imported(signedZone.urn, signedZone.id, { dnsZoneId: signedZone.id });
      expect(imported.outputs.dnsSecEnabled).toBe(true);
      for (const property of dsProperties) expect(imported.outputs).not.toHaveProperty(property);
      const again = await hosted.client.dnsZones.createDnssec({ dnsZoneId: zoneId(signedZone) });
      expect(again.DsRecord).toBe(signedZone.outputs.dsRecord);
    });

    it("DNSSEC turned off through the API: a refresh finds it off, and the next up turns it on again with one call", async () => {
      await hosted.client.dnsZones.deleteDnssec({ dnsZoneId: zoneId(signedZone) });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(signedZone)))!;
      expect(hosted.calls()).toEqual([{ call: `GET /dnszone/${zoneId(signedZone)} 200` }]);
      expect(refreshed.outputs.dnsSecEnabled).toBe(false);
      for (const property of dsProperties) expect(refreshed.outputs).not.toHaveProperty(property);
      const plan = await hosted.engine.preview(hosted.urn, signed, refreshed);
      expect(plan.op).toBe("update");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, signed, refreshed));
      expect(hosted.calls()).toEqual([{ call: `POST /dnszone/${zoneId(signedZone)}/dnssec 200` }]);
      expect(up.state.outputs).toMatchObject({ dnsSecEnabled: true, ...dsOutputs });
      signedZone = up.state;
    });

    it("DNSSEC declared false: the next up turns it off with one call and clears the DS record", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...signed, dnsSecEnabled: false }, signedZone));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `DELETE /dnszone/${zoneId(signedZone)}/dnssec 200` }]);
      expect(up.state.outputs.dnsSecEnabled).toBe(false);
      for (const property of dsProperties) expect(up.state.outputs).not.toHaveProperty(property);
      signedZone = up.state;
    });

    it("DNSSEC turned off in the dashboard after the last read: the next up declaring it off takes the API's refusal as done", async () => {
      const on = await hosted.track(hosted.engine.up(hosted.urn, signed, signedZone));
      expect(on.state.outputs).toMatchObject({ dnsSecEnabled: true, ...dsOutputs });
      await hosted.client.dnsZones.deleteDnssec({ dnsZoneId: zoneId(signedZone) });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...signed, dnsSecEnabled: false }, on.state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `DELETE /dnszone/${zoneId(signedZone)}/dnssec 404` },
        { call: `GET /dnszone/${zoneId(signedZone)} 200` },
      ]);
      expect(up.state.outputs.dnsSecEnabled).toBe(false);
      for (const property of dsProperties) expect(up.state.outputs).not.toHaveProperty(property);
      signedZone = up.state;
    });

    it("a refused switch off that a read does not show done fails naming the call", async () => {
      hosted.sim.faults.add({ route: "dnsZones.deleteDnssec", status: 400, times: 1 });
      const on = await hosted.track(hosted.engine.up(hosted.urn, signed, signedZone));
      hosted.sim.resetStats();
      const error = await hosted.engine.up(hosted.urn, { ...signed, dnsSecEnabled: false }, on.state).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`DELETE /dnszone/${zoneId(signedZone)}/dnssec -> 400`);
      expect(hosted.calls()).toEqual([
        { call: `DELETE /dnszone/${zoneId(signedZone)}/dnssec 400` },
        { call: `GET /dnszone/${zoneId(signedZone)} 200` },
      ]);
      signedZone = (await hosted.track(hosted.engine.up(hosted.urn, { ...signed, dnsSecEnabled: false }, on.state))).state;
    });

    it("DNSSEC undeclared is never switched: turned on through the API, a refresh reports it and the next ups call nothing", async () => {
      await hosted.client.dnsZones.createDnssec({ dnsZoneId: zoneId(signedZone) });
      const refreshed = (await hosted.track(hosted.engine.refresh(signedZone)))!;
      expect(refreshed.outputs.dnsSecEnabled).toBe(true);
      hosted.sim.resetStats();
      const unrecorded = await hosted.track(hosted.engine.up(hosted.urn, { domain: "signed.example" }, refreshed));
      expect(unrecorded.op).toBe("update");
      expect(unrecorded.state.outputs).toMatchObject({ dnsSecEnabled: true, managedFields: ["domain"] });
      const up = await hosted.track(hosted.engine.up(hosted.urn, { domain: "signed.example" }, unrecorded.state));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      await hosted.engine.destroy(up.state);
    });

    it("the DNSSEC switch failing after the create records the zone, and the next up turns DNSSEC on without a second zone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "half-signed");
      const inputs = { domain: "half.example", dnsSecEnabled: true, loggingEnabled: true };
      hosted.sim.faults.add({ route: "dnsZones.createDnssec", status: 500, times: 1 });
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const failure = error as ProviderCallError;
      const id = failure.initFailure!.id;
      expect(hosted.calls()).toEqual([
        { call: "POST /dnszone 201", body: { Domain: "half.example" } },
        { call: `POST /dnszone/${id} 200`, body: { LoggingEnabled: true } },
        { call: `POST /dnszone/${id}/dnssec 500` },
      ]);
      expect(failure.message).toContain(`DnsZone ${id} was created, but not all of it was applied`);
      expect(failure.initFailure!.properties).toMatchObject({ domain: "half.example", loggingEnabled: true, dnsSecEnabled: false });
      hosted.seen.push(failure.message, failure.initFailure);
      const recorded: ResourceState = {
        urn,
        id,
        inputs: (await hosted.engine.preview(urn, inputs)).inputs,
        outputs: failure.initFailure!.properties,
      };
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `POST /dnszone/${id}/dnssec 200` }]);
      expect(up.state.outputs).toMatchObject({ dnsSecEnabled: true, algorithm: 13, flags: 257 });
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.up(urn, inputs, up.state))).op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      await hosted.engine.destroy(up.state);
    });

    it("destroy deletes the zone with one call", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE /dnszone/${zoneId()} 204` }]);
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(1000);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
