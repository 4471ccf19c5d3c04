import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-shield-access-list-configuration-account-key-5c2e91ab";
const videoApiKey = "host-shield-access-list-configuration-video-key-d7403f6e";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/** The configuration of the managed list of Tor exit nodes, which every zone of the simulator has. */
const TOR_EXIT_NODES = "9002";

/**
 * The ShieldAccessListConfiguration scenarios (the settings the API keeps for each of a zone's access lists, read as an
 * element of the zone's list of access lists: adopted by a PATCH of the declared fields, never created, forgotten on
 * destroy), run through `runner`, on the demo account's shield zone.
 */
export const shieldAccessListConfigurationScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldAccessListConfiguration through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldAccessListConfiguration", "tor", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const lists = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/access-lists`;
    const configuration = (configurationId: string, shieldZoneId: string = zone) =>
      `${lists(shieldZoneId)}/configurations/${configurationId}`;
    const declared = { shieldZoneId: zone, configurationId: TOR_EXIT_NODES, isEnabled: true, action: "Block" };
    let state: ResourceState;
    /** The configuration of a list as the zone's list of access lists answers it. */
    const listed = async (configurationId: string, shieldZoneId: string = zone) => {
      const answer = await hosted.client.shieldZones.getAccessLists({ shieldZoneId: Number(shieldZoneId) });
      return [...(answer.managedLists ?? []), ...(answer.customLists ?? [])].find(
        (list) => String(list.configurationId) === configurationId,
      );
    };
    /** A custom list made in `shieldZoneId` through the API, by its list id and its configuration's. */
    const customList = async (name: string, shieldZoneId: string = zone) => {
      const made = await hosted.client.shieldZones.createAccessList({
        shieldZoneId: Number(shieldZoneId),
        body: { name, type: 0, content: "192.0.2.1" },
      });
      const listId = String(made.data!.id);
      const answer = await hosted.client.shieldZones.getAccessLists({ shieldZoneId: Number(shieldZoneId) });
      const found = (answer.customLists ?? []).find((list) => String(list.listId) === listId)!;
      return { listId, configurationId: String(found.configurationId) };
    };

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: zone, configurationId: "tor", isEnabled: "yes", action: "Deny" });
      expect(failures.map((failure) => failure.property)).toEqual(["configurationId", "isEnabled", "action"]);
      expect(failures[0].reason).toContain("tor");
      expect(failures[2].reason).toContain("Deny");
    });

    it("first up: finds the list's configuration in the zone's lists, sends the declared fields (the action as its number), reads again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${lists()} 200` },
        { call: `PATCH ${configuration(TOR_EXIT_NODES)} 200`, body: { isEnabled: true, action: 2 } },
        { call: `GET ${lists()} 200` },
      ]);
      expect(up.state.id).toBe(`${zone}/${TOR_EXIT_NODES}`);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: zone,
        configurationId: TOR_EXIT_NODES,
        isEnabled: true,
        action: "Block",
        listId: "2",
        name: "Tor exit nodes",
        category: "TorExitNodes",
        type: "IP",
      });
      expect(await listed(TOR_EXIT_NODES)).toMatchObject({ isEnabled: true, action: 2 });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new action is an update that sends the action alone, then reads the zone's lists for the outcome", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, action: "Challenge" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PATCH ${configuration(TOR_EXIT_NODES)} 200`, body: { action: 3 } },
        { call: `GET ${lists()} 200` },
      ]);
      expect(up.state.outputs.action).toBe("Challenge");
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(state.outputs.action).toBe("Block");
    });

    it("a custom list's configuration is adopted the same way, and its ShieldAccessList's entries stay as they are", async () => {
      const partners = await customList("Partners");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "partners");
      hosted.sim.resetStats();
      const up = await hosted.track(
        hosted.engine.up(urn, { shieldZoneId: zone, configurationId: partners.configurationId, action: "Allow" }),
      );
      expect(hosted.calls().filter((call) => call.call.startsWith("PATCH"))).toEqual([
        { call: `PATCH ${configuration(partners.configurationId)} 200`, body: { action: 1 } },
      ]);
      // What the program leaves out (the list is still off) stays as the API has it.
      expect(withoutProvider(up.state.outputs)).toMatchObject({ listId: partners.listId, name: "Partners", action: "Allow", isEnabled: false });
      const list = await hosted.client.shieldZones.getAccessList({ shieldZoneId: Number(zone), accessListId: Number(partners.listId) });
      expect(list.data).toMatchObject({ name: "Partners", content: "192.0.2.1" });
      await hosted.engine.destroy(up.state);
    });

    it("another list's configuration replaces the resource: that one adopted, the first forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, configurationId: "9003" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["configurationId"]);
      expect(hosted.calls()).toEqual([
        { call: `GET ${lists()} 200` },
        { call: `PATCH ${configuration("9003")} 200`, body: { isEnabled: true, action: 2 } },
        { call: `GET ${lists()} 200` },
      ]);
      // The first list keeps the configuration the program gave it.
      expect(await listed(TOR_EXIT_NODES)).toMatchObject({ isEnabled: true, action: 2 });
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up, which sends the drifted field alone", async () => {
      await hosted.client.shieldZones.updateAccessListsConfiguration({
        shieldZoneId: Number(zone),
        configurationId: Number(TOR_EXIT_NODES),
        body: { isEnabled: false },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${lists()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ isEnabled: false, action: "Block" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PATCH ${configuration(TOR_EXIT_NODES)} 200`, body: { isEnabled: true } },
        { call: `GET ${lists()} 200` },
      ]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
    });

    it("a configuration the zone does not list fails the first up before any write, naming the lists and the import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unlisted");
      const error = await hosted.engine.up(urn, { ...declared, configurationId: "777" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`the ShieldZone ${zone} lists no 777 in its \`managedLists\` or \`customLists\``);
      expect((error as Error).message).toContain("import it with its id `{shieldZoneId}/{configurationId}`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${lists()} 200`]);
      hosted.seen.push((error as Error).message);
    });

    it("a shield zone that does not exist fails the first up before any write, naming the zone and its import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "no-zone");
      const error = await hosted.engine.up(urn, { ...declared, shieldZoneId: "987654" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the ShieldZone 987654 does not exist");
      expect((error as Error).message).toContain("import it with the id `987654`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${lists("987654")} 404`, "GET /shield/shield-zones 200"]);
      hosted.seen.push((error as Error).message);
    });

    it("the configuration of a custom list deleted outside Pulumi (the zone's lists answering without it) is reported gone", async () => {
      const temporary = await customList("Temporary");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "deleted-list");
      const adopted = (await hosted.track(hosted.engine.up(urn, { ...declared, configurationId: temporary.configurationId }))).state;
      await hosted.client.shieldZones.deleteAccessList({ shieldZoneId: Number(zone), accessListId: Number(temporary.listId) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(adopted))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${lists()} 200`]);
    });

    it("settings of a zone deleted outside Pulumi (its lists' 404, the zone list answering) are reported gone", async () => {
      const made = await hosted.client.shieldZones.create({ body: { pullZoneId: FREE_PULL_ZONE, shieldZone: { planType: 1 } } });
      const other = String(made.data!.shieldZone!.shieldZoneId);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "gone");
      const gone = (await hosted.track(hosted.engine.up(urn, { ...declared, shieldZoneId: other }))).state;
      expect(await listed(TOR_EXIT_NODES, other)).toMatchObject({ isEnabled: true, action: 2 });
      // The API has no delete of a shield zone: the dashboard's removal of the zone (with its pull zone) is simulated.
      hosted.sim.state.shieldZones.delete(other);
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      // The zone list proved the address for the missing zone above, once for the process.
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${lists(other)} 404`]);
    });

    it("a 404 without the zone list's proof (a /v2 suffix, a gateway's) keeps the settings in the state", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${lists()} answered 404`]);
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.refresh(state)))!.outputs.action).toBe("Block");
    });

    it("an import from {shieldZoneId}/{configurationId} reads the zone's lists, then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id);
      expect(hosted.calls()).toEqual([{ call: `GET ${lists()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({
        shieldZoneId: zone,
        configurationId: TOR_EXIT_NODES,
        isEnabled: true,
        action: "Block",
      });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("destroy makes no call, forgets the resource and says so; the list keeps the configuration the program last applied", async () => {
      const before = await listed(TOR_EXIT_NODES);
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([]);
      expect(await listed(TOR_EXIT_NODES)).toEqual(before);
      // The host prints it (the plugin tells the engine's log instead).
      if (hosted.provider !== undefined) {
        expect(hosted.engine.host.stdout).toContain(
          `ShieldAccessListConfiguration ${zone}/${TOR_EXIT_NODES} was forgotten, not deleted: its settings stay as they are ` +
            `in the ShieldZone ${zone}`,
        );
      }
    });

    it("no key appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey]) expect(text).not.toContain(key);
    });
  });
