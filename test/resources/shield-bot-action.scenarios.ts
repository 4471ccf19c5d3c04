import { DEMO } from "../../src/simulator/demo-account";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-bot-action-account-key-a81d4c07";
const videoApiKey = "host-shield-bot-action-video-key-6f2b93e5";

/** GPTBot and CCBot, two of the AI scrapers the simulator knows. */
const GPTBOT = "201";
const CCBOT = "202";

/**
 * The ShieldBotAction scenarios (the action the API keeps for each known bot, read inside the categories of the zone's
 * bot categorization: adopted by a PUT of the declared action, never created, forgotten on destroy), run through
 * `runner`, on the demo account's shield zone.
 */
export const shieldBotActionScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldBotAction through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldBotAction", "gptbot", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const categorization = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/bot-categorization`;
    const bot = (botId: string, shieldZoneId: string = zone) => `${categorization(shieldZoneId)}/bots/${botId}`;
    const declared = { shieldZoneId: zone, botId: GPTBOT, action: "Block" };
    let state: ResourceState;
    /** The bot as the zone's categorization lists it. */
    const listed = async (botId: string, shieldZoneId: string = zone) => {
      const answer = await hosted.client.shieldZones.getBotCategorization({ shieldZoneId: Number(shieldZoneId) });
      return (answer.categories ?? []).flatMap((group) => group.bots ?? []).find((known) => String(known.botId) === botId);
    };

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: zone, botId: "gpt", action: "Deny" });
      expect(failures.map((failure) => failure.property)).toEqual(["botId", "action"]);
      expect(failures[0].reason).toContain("gpt");
      expect(failures[1].reason).toContain("Deny");
    });

    it("first up: finds the bot in the zone's categories, sends the declared action as its number, reads again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${categorization()} 200` },
        { call: `PUT ${bot(GPTBOT)} 200`, body: { action: 1 } },
        { call: `GET ${categorization()} 200` },
      ]);
      expect(up.state.id).toBe(`${zone}/${GPTBOT}`);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: zone,
        botId: GPTBOT,
        action: "Block",
        userAgentMatch: "GPTBot",
        category: "AIScraper",
        isVerifiable: true,
      });
      expect(await listed(GPTBOT)).toMatchObject({ action: 1 });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new action is an update: one PUT, whose answer is the bot", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, action: "Ignore" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PUT ${bot(GPTBOT)} 200`, body: { action: 3 } }]);
      expect(up.state.outputs).toMatchObject({ action: "Ignore", userAgentMatch: "GPTBot" });
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(state.outputs.action).toBe("Block");
    });

    it("another bot replaces the resource: that bot's action adopted, the first bot's forgotten with no call", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, botId: CCBOT }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["botId"]);
      expect(hosted.calls()).toEqual([
        { call: `GET ${categorization()} 200` },
        { call: `PUT ${bot(CCBOT)} 200`, body: { action: 1 } },
        { call: `GET ${categorization()} 200` },
      ]);
      // The first bot keeps the action the program gave it.
      expect(await listed(GPTBOT)).toMatchObject({ action: 1 });
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await hosted.client.shieldZones.replaceBotCategorizationBot({ shieldZoneId: Number(zone), botId: Number(GPTBOT), body: { action: 2 } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${categorization()} 200` }]);
      expect(refreshed.outputs.action).toBe("Allow");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PUT ${bot(GPTBOT)} 200`, body: { action: 1 } }]);
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
    });

    it("a bot the zone's categories do not list fails the first up before any write, naming the lists and the import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-bot");
      const error = await hosted.engine.up(urn, { ...declared, botId: "999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`the ShieldZone ${zone} lists no 999 in its \`bots\` of each of \`categories\``);
      expect((error as Error).message).toContain("import it with its id `{shieldZoneId}/{botId}`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${categorization()} 200`]);
      hosted.seen.push((error as Error).message);
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldBotAction",
      zone,
      id: `${zone}/${GPTBOT}`,
      importId: "{shieldZoneId}/{botId}",
      path: categorization,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      settingsName: "its categorization's",
      read: () => listed(GPTBOT),
      kept: ["action", "Block"],
      imported: { botId: GPTBOT, action: "Block" },
      keys: [apiKey, videoApiKey],
    });
  });
