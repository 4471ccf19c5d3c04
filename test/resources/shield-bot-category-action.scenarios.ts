import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-shield-bot-category-action-account-key-3e90b1d6";
const videoApiKey = "host-shield-bot-category-action-video-key-c47a2f18";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

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

    it("a shield zone that does not exist fails the first up before any write, naming the zone and its import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "no-zone");
      const error = await hosted.engine.up(urn, { ...declared, shieldZoneId: "987654" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain("the ShieldZone 987654 does not exist");
      expect((error as Error).message).toContain("import it with the id `987654`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${categorization("987654")} 404`, "GET /shield/shield-zones 200"]);
      hosted.seen.push((error as Error).message);
    });

    it("settings of a zone deleted outside Pulumi (its categorization's 404, the zone list answering) are reported gone", async () => {
      const made = await hosted.client.shieldZones.create({ body: { pullZoneId: FREE_PULL_ZONE, shieldZone: { planType: 1 } } });
      const other = String(made.data!.shieldZone!.shieldZoneId);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "gone");
      const gone = (await hosted.track(hosted.engine.up(urn, { ...declared, shieldZoneId: other }))).state;
      expect(await listed(AI_TOOLS, other)).toBe(1);
      // The API has no delete of a shield zone: the dashboard's removal of the zone (with its pull zone) is simulated.
      hosted.sim.state.shieldZones.delete(other);
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      // The zone list proved the address for the missing zone above, once for the process.
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${categorization(other)} 404`]);
    });

    it("a 404 without the zone list's proof (a /v2 suffix, a gateway's) keeps the settings in the state", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [`GET /v2${categorization()} answered 404`]);
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.refresh(state)))!.outputs.categoryAction).toBe("Block");
    });

    it("an import from {shieldZoneId}/{category} reads the zone's categorization, then plans nothing", async () => {
      const imported = await hosted.imported(state.urn, state.id);
      expect(hosted.calls()).toEqual([{ call: `GET ${categorization()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ shieldZoneId: zone, category: AI_TOOLS, categoryAction: "Block" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      state = up.state;
    });

    it("destroy makes no call, forgets the resource and says so; the category keeps the action the program last set", async () => {
      hosted.sim.resetStats();
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([]);
      expect(await listed(AI_TOOLS)).toBe(1);
      // The host prints it (the plugin tells the engine's log instead).
      if (hosted.provider !== undefined) {
        expect(hosted.engine.host.stdout).toContain(
          `ShieldBotCategoryAction ${zone}/${AI_TOOLS} was forgotten, not deleted: its settings stay as they are in the ShieldZone ${zone}`,
        );
      }
    });

    it("no key appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [apiKey, videoApiKey]) expect(text).not.toContain(key);
    });
  });
