import { ResponseValidationError, UnauthorizedError, type ShieldEventLogPage } from "../../src/client";
import { rejection, startSimulatedApi, utcDay, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi({}, { eventLogPages: 4, eventLogPageSize: 3 });
});

afterEach(async () => {
  await api.close();
});

async function allPages(pages: AsyncIterable<ShieldEventLogPage>): Promise<ShieldEventLogPage[]> {
  const collected: ShieldEventLogPage[] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

test.each([0, 1, 2])("every page of the day %i days ago, in order, each token sent as one encoded segment", async (daysAgo) => {
  const date = utcDay(daysAgo);
  const pages = await allPages(api.client.shieldEventLogPages("12345", date));
  expect(pages.map((page) => page.hasMoreData)).toEqual([true, true, true, false]);
  const logIds = pages.flatMap((page) => page.logs.map((log) => log.logId));
  expect(logIds).toHaveLength(12);
  expect(new Set(logIds).size).toBe(12);
  const timestamps = pages.flatMap((page) => page.logs.map((log) => log.timestamp!));
  expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));

  const paths = api.sim.requests.map((r) => r.path);
  expect(paths[0]).toBe(`/shield/event-logs/12345/${date}`);
  for (let i = 1; i < pages.length; i++) {
    expect(paths[i]).toBe(`/shield/event-logs/12345/${date}/${encodeURIComponent(pages[i - 1].continuationToken!)}`);
  }
  expect(api.sim.requests.every((r) => r.route === "getShieldEventLogs" && r.status === 200)).toBe(true);
});

test("pages are fetched one at a time as the iteration advances", async () => {
  const pages = api.client.shieldEventLogPages("12345", utcDay(0));
  expect(api.sim.requests).toHaveLength(0);
  await pages.next();
  expect(api.sim.requests).toHaveLength(1);
  await pages.next();
  expect(api.sim.requests).toHaveLength(2);
  await pages.return?.(undefined);
  await expect(pages.next()).resolves.toEqual({ done: true, value: undefined });
  expect(api.sim.requests).toHaveLength(2);
});

test("maxPages stops early", async () => {
  const pages = await allPages(api.client.shieldEventLogPages("12345", utcDay(0), { maxPages: 2 }));
  expect(pages).toHaveLength(2);
  expect(pages[1].hasMoreData).toBe(true);
  expect(api.sim.requests).toHaveLength(2);
});

test("an empty continuationToken ends the paging even when hasMoreData says otherwise", async () => {
  api.sim.faults.add({ route: "getShieldEventLogs", times: 1, body: JSON.stringify({ logs: [], hasMoreData: true, continuationToken: "" }) });
  const pages = await allPages(api.client.shieldEventLogPages("12345", utcDay(0)));
  expect(pages).toHaveLength(1);
  expect(api.sim.requests).toHaveLength(1);
});

test("a token that repeats the one just sent is refused instead of looping", async () => {
  const looping = JSON.stringify({ logs: [], hasMoreData: true, continuationToken: "same" });
  api.sim.faults.add({ route: "getShieldEventLogs", times: 3, body: looping });
  const error = await rejection(allPages(api.client.shieldEventLogPages("12345", utcDay(0))));
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect(error).toMatchObject({ field: "continuationToken", operation: "getShieldEventLogs" });
  expect(api.sim.requests).toHaveLength(2);
});

test("a day outside the kept window fails on the first page", async () => {
  const error = await rejection(allPages(api.client.shieldEventLogPages("12345", utcDay(5))));
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect(error).toMatchObject({ errorKey: "invalid_datetime_window.event_logs" });
  expect(api.sim.requests).toHaveLength(1);
});

test("a failure on a later page surfaces after the pages before it", async () => {
  const pages = api.client.shieldEventLogPages("12345", utcDay(0));
  const first = await pages.next();
  expect((first.value as ShieldEventLogPage).logs).toHaveLength(3);
  api.sim.faults.add({ route: "getShieldEventLogs", status: 400, times: 1 });
  await expect(pages.next()).rejects.toMatchObject({ status: 400, operation: "getShieldEventLogs" });
  expect(api.sim.requests.map((r) => r.status)).toEqual([200, 400]);
});

test("once the page schema is compiled, after many pages, pages read the same and a bad page fails with the same error", async () => {
  await api.close();
  api = await startSimulatedApi({}, { eventLogPages: 40, eventLogPageSize: 3 });
  const date = utcDay(0);
  const badPage = JSON.stringify({ Logs: [{ logId: "a", timestamp: 1.5 }], HasMoreData: false });
  const mixedCase = JSON.stringify({ Logs: [{ LogId: "b", Labels: { Country: "SI" } }], HasMoreData: false, ContinuationToken: "" });
  const firstAnswers = async () => {
    api.sim.faults.add({ route: "getShieldEventLogs", times: 1, body: badPage });
    const error = await rejection(allPages(api.client.shieldEventLogPages("12345", date)));
    api.sim.faults.add({ route: "getShieldEventLogs", times: 1, body: mixedCase });
    return { error, page: await allPages(api.client.shieldEventLogPages("12345", date)) };
  };
  const before = await firstAnswers();
  expect(before.error).toBeInstanceOf(ResponseValidationError);
  expect(before.error.message).toContain("GET /shield/event-logs/12345/");
  expect(before.error).toMatchObject({ field: "logs[0].timestamp", operation: "getShieldEventLogs" });
  expect(before.page).toEqual([{ logs: [{ logId: "b", labels: { country: "SI" } }], hasMoreData: false, continuationToken: "" }]);

  const firstRead = await allPages(api.client.shieldEventLogPages("12345", date));
  const secondRead = await allPages(api.client.shieldEventLogPages("12345", date));
  expect(firstRead).toHaveLength(40);
  expect(secondRead).toEqual(firstRead);
  const after = await firstAnswers();
  expect(after.error).toBeInstanceOf(ResponseValidationError);
  expect(after.error.message).toBe(before.error.message);
  expect(after.page).toEqual(before.page);
});
