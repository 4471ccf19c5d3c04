import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-access-list-configuration-account-key-5c2e91ab";
const videoApiKey = "host-shield-access-list-configuration-video-key-d7403f6e";

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

    it("the configuration of a custom list deleted outside Pulumi (the zone's lists answering without it) is reported gone", async () => {
      const temporary = await customList("Temporary");
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "deleted-list");
      const adopted = (await hosted.track(hosted.engine.up(urn, { ...declared, configurationId: temporary.configurationId }))).state;
      await hosted.client.shieldZones.deleteAccessList({ shieldZoneId: Number(zone), accessListId: Number(temporary.listId) });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(adopted))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${lists()} 200`]);
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldAccessListConfiguration",
      zone,
      id: `${zone}/${TOR_EXIT_NODES}`,
      importId: "{shieldZoneId}/{configurationId}",
      path: lists,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      settingsName: "its lists'",
      read: () => listed(TOR_EXIT_NODES),
      kept: ["action", "Block"],
      imported: { configurationId: TOR_EXIT_NODES, isEnabled: true, action: "Block" },
      keys: [apiKey, videoApiKey],
    });
  });
