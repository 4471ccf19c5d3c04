import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send, type SendOptions } from "../../helpers/sim-http";

// A shield zone's custom response pages through HTTP: the page's HTML is the PUT's whole body, whatever its content
// type, and the GET answers it as a JSON string.

const PAGE = "<!doctype html><title>Blocked</title><p>Your request was blocked.</p>";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const page = (pageType: string, options: SendOptions = {}, zoneId: number = DEMO.shieldZone.id) =>
  send(`${sim.baseUrl}/shield/shield-zone/${zoneId}/custom-page/${pageType}`, { key: sim.apiKey, ...options });
const upload = (pageType: string, html: string, contentType = "text/html", zoneId?: number) =>
  page(pageType, { method: "PUT", rawBody: html, contentType }, zoneId);

test("the demo shield zone shows a custom block page", async () => {
  expect((await page("block")).json).toBe(DEMO.customPage.html);
});

test("an uploaded page is read back as a JSON string of its HTML", async () => {
  const written = await upload("block", PAGE);
  expect(written.status).toBe(200);
  expect(written.json).toMatchObject({ success: true, errorKey: null });
  const read = await page("block");
  expect(read.status).toBe(200);
  expect(read.headers.get("content-type")).toMatch(/^application\/json/);
  expect(read.json).toBe(PAGE);
});

test("the body is the page whatever its content type: sent as application/json, the raw HTML is stored", async () => {
  expect((await upload("challenge", PAGE, "application/json")).status).toBe(200);
  expect((await page("challenge")).json).toBe(PAGE);
});

test("a second upload writes over the page of its type; the zone's other pages stay", async () => {
  await upload("block", PAGE);
  await upload("ratelimit", "<p>Slow down</p>");
  await upload("block", "<p>Blocked again</p>");
  expect((await page("block")).json).toBe("<p>Blocked again</p>");
  expect((await page("ratelimit")).json).toBe("<p>Slow down</p>");
});

test("a page never uploaded, or deleted, answers 404; its delete answers 404 too", async () => {
  expect((await page("challenge")).status).toBe(404);
  await upload("challenge", PAGE);
  const deleted = await page("challenge", { method: "DELETE" });
  expect(deleted.status).toBe(200);
  expect(deleted.json).toMatchObject({ success: true });
  const read = await page("challenge");
  expect(read.status).toBe(404);
  expect(read.json).toMatchObject({ success: false, errorKey: "not_found.custom_page" });
  expect((await page("challenge", { method: "DELETE" })).status).toBe(404);
});

test("a page type other than block, challenge and ratelimit is refused with 400 naming it, storing nothing", async () => {
  const refused = await upload("maintenance", PAGE);
  expect(refused.status).toBe(400);
  expect(refused.json.message).toContain("pageType");
  expect((await page("maintenance")).status).toBe(400);
});

test("an empty page is refused with 400, the page held before staying", async () => {
  const refused = await upload("block", "");
  expect(refused.status).toBe(400);
  expect(refused.json.message).toContain("body");
  expect((await page("block")).json).toBe(DEMO.customPage.html);
});

test("a shield zone that does not exist answers 404 to each of the three calls", async () => {
  expect((await upload("block", PAGE, "text/html", 999_999)).status).toBe(404);
  expect((await page("block", {}, 999_999)).status).toBe(404);
  expect((await page("block", { method: "DELETE" }, 999_999)).status).toBe(404);
});

test("two uploads at once on one zone, each read-changed-written, may lose one: the zone's pages are one document", async () => {
  await sim.close();
  sim = await startSimulator({ writeRaceMs: 50 });
  await Promise.all([upload("challenge", PAGE), upload("ratelimit", PAGE)]);
  const held = [(await page("challenge")).status, (await page("ratelimit")).status].filter((status) => status === 200);
  expect(held).toHaveLength(1);
});
