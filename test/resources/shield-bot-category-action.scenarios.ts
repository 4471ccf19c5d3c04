import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-bot-category-action-account-key-3e90b1d6";
const videoApiKey = "host-shield-bot-category-action-video-key-c47a2f18";

/** Two of the categories of bots: AI tools and tools. */
const AI_TOOLS = "3";
const TOOLS = "4";

/**
 * The ShieldBotCategoryAction scenarios (the action the API keeps for each category of known bots, read among the
 * categories of the zone's bot categorization: adopted by a PUT of the declared action, never created, forgotten on
 * destroy), run through `runner`, on the demo account's shield zone.
 */
export const shieldBotCategoryActionScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldBotCategoryAction through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldBotCategoryAction", "ai-tools", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const categorization = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/bot-categorization`;
    const group = (category: string, shieldZoneId: string = zone) => `${categorization(shieldZoneId)}/categories/${category}`;
    const declared = { shieldZoneId: zone, category: AI_TOOLS, categoryAction: "Block" };
    let state: ResourceState;
    /** The category's action as the zone's categorization lists it. */
    const listed = async (category: string, shieldZoneId: string = zone) => {
      const answer = await hosted.client.shieldZones.getBotCategorization({ shieldZoneId: Number(shieldZoneId) });
      return (answer.categories ?? []).find((known) => String(known.category) === category)?.categoryAction;
    };

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: zone, category: "scrapers", categoryAction: "Ignore" });
      expect(failures.map((failure) => failure.property)).toEqual(["category", "categoryAction"]);
      expect(failures[0].reason).toContain("scrapers");
      expect(failures[1].reason).toContain("Ignore");
    });

    it("first up: finds the category among the zone's, sends the declared action under the write's name, reads again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${categorization()} 200` },
        { call: `PUT ${group(AI_TOOLS)} 200`, body: { action: 1 } },
        { call: `GET ${categorization()} 200` },
      ]);
      expect(up.state.id).toBe(`${zone}/${AI_TOOLS}`);
      expect(withoutProvider(up.state.outputs)).toEqual({
        shieldZoneId: zone,
        category: AI_TOOLS,
        categoryAction: "Block",
        managedFields: ["categoryAction"],
      });
      expect(await listed(AI_TOOLS)).toBe(1);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new action is an update: the PUT, then the zone's categorization for the outcome", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, categoryAction: "Allow" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PUT ${group(AI_TOOLS)} 200`, body: { action: 2 } },
        { call: `GET ${categorization()} 200` },
      ]);
      expect(up.state.outputs.categoryAction).toBe("Allow");
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(state.outputs.categoryAction).toBe("Block");
    });

    it("another category replaces the resource: that one's action adopted, the first's forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, category: TOOLS }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["category"]);
      expect(hosted.calls()).toEqual([
        { call: `GET ${categorization()} 200` },
        { call: `PUT ${group(TOOLS)} 200`, body: { action: 1 } },
        { call: `GET ${categorization()} 200` },
      ]);
      // The first category keeps the action the program gave it.
      expect(await listed(AI_TOOLS)).toBe(1);
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up; a bot's own action plans nothing", async () => {
      const client = hosted.client.shieldZones;
      await client.replaceBotCategorizationCategory({ shieldZoneId: Number(zone), category: 3, body: { action: 0 } });
      await client.replaceBotCategorizationBot({ shieldZoneId: Number(zone), botId: 301, body: { action: 2 } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${categorization()} 200` }]);
      expect(refreshed.outputs.categoryAction).toBe("None");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PUT ${group(AI_TOOLS)} 200`, body: { action: 1 } },
        { call: `GET ${categorization()} 200` },
      ]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
    });

    it("a category the zone does not list fails the first up before any write, naming the lists and the import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-category");
      const error = await hosted.engine.up(urn, { ...declared, category: "9" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`the ShieldZone ${zone} lists no 9 in its \`categories\``);
      expect((error as Error).message).toContain("import it with its id `{shieldZoneId}/{category}`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${categorization()} 200`]);
      hosted.seen.push((error as Error).message);
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldBotCategoryAction",
      zone,
      id: `${zone}/${AI_TOOLS}`,
      importId: "{shieldZoneId}/{category}",
      path: categorization,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      settingsName: "its categorization's",
      read: () => listed(AI_TOOLS),
      kept: ["categoryAction", "Block"],
      imported: { category: AI_TOOLS, categoryAction: "Block" },
      keys: [apiKey, videoApiKey],
    });
  });
