import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

// A shield zone's bot categorization through HTTP: every zone lists the same categories and bots, each with the zone's
// action; a PUT sets the action of one category or one bot, and an unknown zone, category or bot answers 404.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const zone = DEMO.shieldZone.id;
const categorization = (zoneId: number | string = zone) => `${sim.baseUrl}/shield/shield-zone/${zoneId}/bot-categorization`;
type Group = { category: number; categoryAction: number; bots: { botId: number; action: number; category: number }[] };
const groups = async (zoneId: number | string = zone): Promise<Group[]> =>
  (await send(categorization(zoneId), { key: sim.apiKey })).json.categories;

test("the demo zone blocks a category and lets a bot through; every bot is listed in its own category", async () => {
  const read = await send(categorization(), { key: sim.apiKey });
  expect(read.status).toBe(200);
  expect(read.json.error.success).toBe(true);
  const categories = read.json.categories as Group[];
  expect(categories.map((group) => group.category)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const { blockedCategory, allowedBotId } = DEMO.botCategorization;
  expect(categories.find((group) => group.category === blockedCategory)!.categoryAction).toBe(1);
  const bots = categories.flatMap((group) => group.bots.map((bot) => ({ ...bot, group: group.category })));
  expect(bots.every((bot) => bot.category === bot.group)).toBe(true);
  expect(bots.find((bot) => bot.botId === allowedBotId)).toMatchObject({ action: 2, userAgentMatch: "Googlebot", isVerifiable: true });
});

test("a PUT sets one category's action or one bot's, in that zone alone, and answers what it set", async () => {
  // 310247 is the demo account's pull zone without a shield zone.
  const created = await send(`${sim.baseUrl}/shield/shield-zone`, { method: "POST", key: sim.apiKey, body: { pullZoneId: 310247 } });
  const other = created.json.data.shieldZone.shieldZoneId as number;
  expect((await groups(other)).every((group) => group.categoryAction === 0 && group.bots.every((bot) => bot.action === 0))).toBe(true);
  const category = await send(`${categorization(other)}/categories/3`, { method: "PUT", key: sim.apiKey, body: { action: 2 } });
  expect(category.status).toBe(200);
  expect(category.json.data).toEqual({ category: 3, action: 2 });
  const bot = await send(`${categorization(other)}/bots/202`, { method: "PUT", key: sim.apiKey, body: { action: 3 } });
  expect(bot.json.data).toEqual({ botId: 202, userAgentMatch: "CCBot", category: 2, isVerifiable: false, action: 3 });
  const after = await groups(other);
  expect(after.find((group) => group.category === 3)!.categoryAction).toBe(2);
  expect(after.find((group) => group.category === 2)!.bots.find((listed) => listed.botId === 202)!.action).toBe(3);
  expect((await groups()).find((group) => group.category === 3)!.categoryAction).toBe(0);
});

test("an action the spec does not have is refused with 400; an unknown bot, category or zone answers 404", async () => {
  const refused = await send(`${categorization()}/categories/3`, { method: "PUT", key: sim.apiKey, body: { action: 3 } });
  expect(refused.status).toBe(400);
  expect(refused.json.error.message).toContain("action");
  expect((await send(`${categorization()}/bots/999`, { method: "PUT", key: sim.apiKey, body: { action: 1 } })).status).toBe(404);
  expect((await send(`${categorization()}/categories/0`, { method: "PUT", key: sim.apiKey, body: { action: 1 } })).status).toBe(404);
  const noZone = await send(categorization(999), { key: sim.apiKey });
  expect(noZone.status).toBe(404);
  expect(noZone.json.error).toMatchObject({ success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" });
});
