import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { recordArrivals } from "../helpers/fault-arrivals";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-shield-access-list-account-key-5c2e91b7";
const videoApiKey = "host-shield-access-list-video-key-0d7a43f6";

/** Milliseconds the simulator takes over each answer: long enough for two writes made together to overlap. */
const LATENCY_MS = 120;

/**
 * The ShieldAccessList scenarios (requests, answers in the shield area's `data` envelope, gone, import, one write at a
 * time per shield zone), run through `runner`, in the demo account's shield zone.
 */
export const shieldAccessListScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldAccessList through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldAccessList", "offices", { apiKey, videoApiKey, latencyMs: LATENCY_MS }, runner);
    const zone = String(DEMO.shieldZone.id);
    const lists = `/shield/shield-zone/${zone}/access-lists`;
    const declared = { shieldZoneId: zone, name: "Office networks", type: "CIDR", content: "198.51.100.0/24\n203.0.113.0/24" };
    let state: ResourceState;
    const listPath = (of: ResourceState = state) => `${lists}/${of.id.split("/")[1]}`;
    const listId = (of: ResourceState = state) => Number(of.id.split("/")[1]);

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: "zone-1", name: "Offices", type: "Subnet", content: 7 });
      expect(failures.map((failure) => failure.property)).toEqual(["shieldZoneId", "type", "content"]);
      expect(failures[1].reason).toContain("Subnet");
    });

    it("first up: creates the list with the name, the type's number and the entries, and keeps what the answer's data holds", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `POST ${lists} 200`, body: { name: "Office networks", type: 1, content: "198.51.100.0/24\n203.0.113.0/24" } },
      ]);
      expect(up.state.id).toMatch(new RegExp(`^${zone}/\\d+$`));
      expect(withoutProvider(up.state.outputs)).toMatchObject({ ...declared, accessListId: up.state.id.split("/")[1] });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("new entries are an update that sends the entries alone, its answer's data the list as it now is", async () => {
      const content = "198.51.100.0/24\n203.0.113.0/24\n192.0.2.0/24";
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, content }, state));
      expect(up.op).toBe("update");
      // Terraform's update sends the name and every entry each time; only what changed is sent here.
      expect(hosted.calls()).toEqual([{ call: `PATCH ${listPath()} 200`, body: { content } }]);
      expect(up.state.outputs.content).toBe(content);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
    });

    it("a new type replaces the list: the new one created first, then the old one deleted", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, type: "IP", content: "192.0.2.1" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["type"]);
      expect(hosted.calls()).toEqual([
        { call: `POST ${lists} 200`, body: { name: "Office networks", type: 0, content: "192.0.2.1" } },
        { call: `DELETE ${listPath()} 200` },
      ]);
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.shieldZones.updateAccessList({ shieldZoneId: Number(zone), accessListId: listId(), body: { name: "Renamed" } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${listPath()} 200` }]);
      expect(refreshed.outputs.name).toBe("Renamed");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PATCH ${listPath()} 200`, body: { name: "Office networks" } }]);
      state = up.state;
    });

    it("the list's configuration (action, on or off) is not this resource's: changed through the API, it plans nothing", async () => {
      const details = await hosted.client.shieldZones.getAccessLists({ shieldZoneId: Number(zone) });
      const configurationId = details.customLists!.find((list) => list.listId === listId())!.configurationId;
      const body = { isEnabled: true, action: 2 as const };
      await hosted.client.shieldZones.updateAccessListsConfiguration({ shieldZoneId: Number(zone), configurationId, body });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, refreshed);
    });

    it("a list deleted outside Pulumi (its own 404, the zone's list of access lists answering) is reported gone", async () => {
      const gone = (await hosted.track(hosted.engine.up(resourceUrn(hosted.engine.host.program, hosted.type, "gone"), declared))).state;
      await hosted.client.shieldZones.deleteAccessList({ shieldZoneId: Number(zone), accessListId: listId(gone) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${listPath(gone)} 404`, `GET ${lists} 200`]);
    });

    it("Terraform's read drops any 404: here a 404 without the zone list's proof (a /v2 suffix, a gateway's) keeps the list", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${listPath()} answered 404`]);
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.refresh(state)))!.outputs.name).toBe("Office networks");
    });

    it("an import from {shieldZoneId}/{accessListId} reads the list, then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id);
      expect(hosted.calls()).toEqual([{ call: `GET ${listPath()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject(declared);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("a create whose answer is lost is not tried again: the error names the list and what to check", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost");
      hosted.sim.faults.add({ route: "shieldZones.createAccessList", status: 502, times: 1 });
      const error = await hosted.engine.up(urn, { ...declared, name: "Lost" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the ShieldAccessList may have been created though the create failed");
      expect((error as Error).message).toContain("getShieldZoneAccessLists");
      expect(hosted.calls().map((call) => call.call)).toEqual([`POST ${lists} 502`]);
      hosted.seen.push((error as Error).message);
    });

    it("Terraform bunnynet #64: two lists of one shield zone created together are written one at a time", async () => {
      const arrivals = recordArrivals(hosted.sim);
      const program = hosted.engine.host.program;
      const [first, second] = await Promise.all(
        ["together-1", "together-2"].map((name) =>
          hosted.track(hosted.engine.up(resourceUrn(program, hosted.type, name), { ...declared, name })),
        ),
      );
      arrivals.stop();
      const gaps = arrivals.gaps("shieldZones.createAccessList");
      expect(gaps).toHaveLength(1);
      // The second create arrives once the first was answered, after the simulator's latency.
      expect(gaps[0]).toBeGreaterThanOrEqual(LATENCY_MS - 10);
      for (const made of [first, second]) await hosted.engine.destroy(made.state);
    });

    it("destroy deletes the list with one call", async () => {
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE ${listPath()} 200` }]);
    });

    it("no key appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey]) expect(text).not.toContain(key);
    });
  });
