import { servedOperations } from "../../api/served-operations";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import { concretePath } from "../stored-objects";
import type { StoredObject } from "../table-store";
import { findZone, zoneNotFound } from "./shield";

// A shield zone's bot categorization: the platform's categories of known bots, each with the bots it knows, which
// every zone has; a zone sets an action for a whole category and for each bot, never adding or removing either.

/** A known bot: its id, the user agent it is told by, its category (by number), and whether its origin can be checked. */
interface KnownBot {
  botId: number;
  userAgentMatch: string;
  category: number;
  isVerifiable: boolean;
}

/** The bots the simulator knows, by category: 1 SEO, 2 AI scrapers, 3 AI tools, 4 tools, 5 ads, 6 previews, 7 social. */
export const KNOWN_BOTS: readonly KnownBot[] = [
  { botId: 101, userAgentMatch: "Googlebot", category: 1, isVerifiable: true },
  { botId: 102, userAgentMatch: "bingbot", category: 1, isVerifiable: true },
  { botId: 201, userAgentMatch: "GPTBot", category: 2, isVerifiable: true },
  { botId: 202, userAgentMatch: "CCBot", category: 2, isVerifiable: false },
  { botId: 301, userAgentMatch: "ChatGPT-User", category: 3, isVerifiable: true },
  { botId: 401, userAgentMatch: "curl", category: 4, isVerifiable: false },
  { botId: 501, userAgentMatch: "AdsBot-Google", category: 5, isVerifiable: true },
  { botId: 601, userAgentMatch: "Slackbot", category: 6, isVerifiable: false },
  { botId: 701, userAgentMatch: "Twitterbot", category: 7, isVerifiable: false },
];

/** The categories every zone lists: each of the bots' categories, in order. */
const CATEGORIES = [...new Set(KNOWN_BOTS.map((bot) => bot.category))];

/** Where the zone's action for one category, or one bot, is kept: below the categorization's path, as the API's writes name it. */
function actionPath(ctx: RouteContext, kind: "categories" | "bots", id: number): string {
  return concretePath("api", ["shield", "shield-zone", "{shieldZoneId}", "bot-categorization", kind, String(id)], ctx.params);
}

/** The action the zone set, or `None` (0) where it set none. */
function actionOf(ctx: RouteContext, kind: "categories" | "bots", id: number): number {
  return Number(ctx.state.table.settings(actionPath(ctx, kind, id))?.action ?? 0);
}

/** BotCategorizationDetails of a known bot in the zone of `ctx`. */
function botDetails(ctx: RouteContext, bot: KnownBot): StoredObject {
  return { ...bot, action: actionOf(ctx, "bots", bot.botId) };
}

/** BotCategorizationListResponse: every category, its action and its bots, with the zone's actions. An unknown zone answers 404. */
export function getBotCategorization(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.getBotCategorization"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const categories = CATEGORIES.map((category) => ({
    category,
    categoryAction: actionOf(ctx, "categories", category),
    bots: KNOWN_BOTS.filter((bot) => bot.category === category).map((bot) => botDetails(ctx, bot)),
  }));
  return jsonResponse(200, { categories, error: SUCCEEDED_RESULT });
}

/** UpdateBotCategoryConfigurationResponse: the category's action, set; a category no zone lists answers 404. */
export function replaceBotCategorizationCategory(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.replaceBotCategorizationCategory"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const category = Number(check.input.category);
  if (!CATEGORIES.includes(category)) {
    return ctx.fail(404, { errorKey: "not_found.bot_category", message: `Bot category ${category} was not found` });
  }
  const { action } = check.input.body as StoredObject;
  ctx.state.table.setSettings(actionPath(ctx, "categories", category), { action });
  return jsonResponse(200, { data: { category, action }, error: SUCCEEDED_RESULT });
}

/** UpdateBotCategorizationConfigurationResponse: the bot with its action set; a bot the platform does not know answers 404. */
export function replaceBotCategorizationBot(ctx: RouteContext): SimulatedResponse {
  const check = checkRequest(servedOperations["shieldZones.replaceBotCategorizationBot"], ctx);
  if (!check.ok) return check.answer;
  if (!findZone(ctx)) return zoneNotFound(ctx);
  const bot = KNOWN_BOTS.find((known) => known.botId === Number(check.input.botId));
  if (bot === undefined) {
    return ctx.fail(404, { errorKey: "not_found.bot", message: `Bot ${String(check.input.botId)} was not found` });
  }
  const { action } = check.input.body as StoredObject;
  ctx.state.table.setSettings(actionPath(ctx, "bots", bot.botId), { action });
  return jsonResponse(200, { data: botDetails(ctx, bot), error: SUCCEEDED_RESULT });
}
