import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send, utcDate, type Reply } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator({ eventLogPages: 4, eventLogPageSize: 25 });
});
afterAll(() => sim.close());

const logsUrl = (zoneId: string, date: string, token?: string) =>
  `${sim.baseUrl}/shield/event-logs/${zoneId}/${date}${token === undefined ? "" : `/${encodeURIComponent(token)}`}`;
const getPage = (zoneId: string, date: string, token?: string) => send(logsUrl(zoneId, date, token), { key: sim.apiKey });

async function allPages(zoneId: string, date: string): Promise<Reply[]> {
  const pages = [await getPage(zoneId, date)];
  while (pages[pages.length - 1].json.hasMoreData) {
    pages.push(await getPage(zoneId, date, pages[pages.length - 1].json.continuationToken));
  }
  return pages;
}

test("pages through a day to the end: every entry once, in time order, within the day", async () => {
  const date = utcDate(1);
  const pages = await allPages("12345", date);
  expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
  const last = pages[3].json;
  expect(last.hasMoreData).toBe(false);
  expect(last.continuationToken).toBe("");
  const logs = pages.flatMap((page) => page.json.logs);
  expect(logs).toHaveLength(100);
  expect(new Set(logs.map((log: any) => log.logId)).size).toBe(100);
  const timestamps = logs.map((log: any) => log.timestamp);
  expect([...timestamps].sort((a, b) => a - b)).toEqual(timestamps);
  const dayStart = Date.parse(`${date.slice(6)}-${date.slice(0, 2)}-${date.slice(3, 5)}T00:00:00Z`);
  expect(timestamps[0]).toBeGreaterThanOrEqual(dayStart);
  expect(timestamps[99]).toBeLessThan(dayStart + 86_400_000);
  expect(Object.keys(logs[0].labels).sort()).toEqual(
    ["asn", "country", "method", "ruleGroup", "ruleId", "serverZone", "severity", "status"],
  );
  expect(pages[0].json.errorResponse).toMatchObject({ success: true });
});

test("continuation tokens hold characters that must be encoded, and pages are the same on every request", async () => {
  const first = await getPage("12345", utcDate(0));
  const token: string = first.json.continuationToken;
  expect(token).toContain("/");
  const again = await getPage("12345", utcDate(0), token);
  const repeated = await getPage("12345", utcDate(0), token);
  expect(again.status).toBe(200);
  expect(again.json.startToken).toBe(token);
  expect(repeated.json).toEqual(again.json);
  const unencoded = await send(`${logsUrl("12345", utcDate(0))}/${token}`, { key: sim.apiKey });
  expect(unencoded.status).toBe(404);
});

test("the first page is the same without the token segment and with an empty one", async () => {
  const without = await getPage("12345", utcDate(2));
  const empty = await send(`${logsUrl("12345", utcDate(2))}/`, { key: sim.apiKey });
  expect(empty.status).toBe(200);
  expect(empty.json).toEqual(without.json);
  expect(without.json.startToken).toBe("");
});

test("different days and zones give different entries", async () => {
  const today = (await getPage("12345", utcDate(0))).json.logs[0];
  const yesterday = (await getPage("12345", utcDate(1))).json.logs[0];
  const otherZone = (await getPage("99999", utcDate(0))).json.logs[0];
  expect(new Set([today.logId, yesterday.logId, otherZone.logId]).size).toBe(3);
});

test.each([["3 days ago", utcDate(3)], ["30 days ago", utcDate(30)], ["tomorrow", utcDate(-1)]])(
  "the date of %s answers 401 invalid_datetime_window.event_logs",
  async (_days, date) => {
    const reply = await getPage("12345", date);
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({
      status: 401,
      errorResponse: { statusCode: 401, success: false, errorKey: "invalid_datetime_window.event_logs" },
    });
  },
);

test.each(["02-30-2026", "13-01-2026", "2026-01-01", "1-2-2026", "today"])("the date %s answers 400", async (date) => {
  const reply = await getPage("12345", date);
  expect(reply.status).toBe(400);
  expect(reply.json).toMatchObject({ status: 400, errorResponse: { errorKey: "invalid_date.event_logs" } });
});

test("a token that was not handed out answers 400, including a real token of another day", async () => {
  const otherDayToken = (await getPage("12345", utcDate(1))).json.continuationToken;
  for (const token of ["garbage", "999/abc", otherDayToken]) {
    const reply = await getPage("12345", utcDate(0), token);
    expect(reply.status).toBe(400);
    expect(reply.json.errorResponse.errorKey).toBe("invalid_continuation_token.event_logs");
  }
});

test("an unknown zone answers 404 ProblemDetails with the shield result object", async () => {
  const reply = await getPage("777", utcDate(0));
  expect(reply.status).toBe(404);
  expect(reply.json).toMatchObject({
    title: "Not Found",
    status: 404,
    errorResponse: { statusCode: 404, success: false, errorKey: "not_found_or_unauthorised_access.shieldzone" },
  });
});

test("answers 401 without a key", async () => {
  const reply = await send(logsUrl("12345", utcDate(0)));
  expect(reply.status).toBe(401);
  expect(reply.json.errorResponse.errorKey).toBe("unauthorized");
});

test("generates pages on demand: a day of 100 million entries is served page by page", async () => {
  const big = await startSimulator({ eventLogPages: 1_000_000, eventLogPageSize: 100 });
  try {
    const url = `${big.baseUrl}/shield/event-logs/12345/${utcDate(0)}`;
    const first = await send(url, { key: big.apiKey });
    const second = await send(`${url}/${encodeURIComponent(first.json.continuationToken)}`, { key: big.apiKey });
    expect(second.json.logs).toHaveLength(100);
    expect(second.json.hasMoreData).toBe(true);
    expect(second.json.logs[0].logId).toMatch(/-00000100$/);
  } finally {
    await big.close();
  }
});
