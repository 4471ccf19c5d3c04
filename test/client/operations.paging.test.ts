import http from "node:http";
import type { AddressInfo } from "node:net";
import { CloudPlatformClient, InputValidationError, ResponseValidationError } from "../../src/client";

// One list of each paging style, served page by page from a loopback server: `<method>All` reads every page and
// `<method>Pages` yields them as read, each asking for the next page as the style says, stopping where it says.

type Serve = (url: URL) => unknown;

let serve: Serve = () => ({});
let requested: URL[] = [];
let server: http.Server;
let client: CloudPlatformClient;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://loopback");
    requested.push(url);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(serve(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new CloudPlatformClient({ apiKey: "key", baseUrl: address, videoUrl: address, maxRetries: 0 });
});

beforeEach(() => {
  requested = [];
});

afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});

const page = (url: URL) => Number(url.searchParams.get("page"));

describe("the six paging styles", () => {
  it("core items: page and perPage, until HasMoreItems is false", async () => {
    serve = (url) => ({ Items: [{ Id: page(url) }], CurrentPage: page(url), TotalItems: 3, HasMoreItems: page(url) < 3 });
    await expect(client.dnsZones.listAll({ perPage: 5 })).resolves.toEqual([{ Id: 1 }, { Id: 2 }, { Id: 3 }]);
    expect(requested.map((url) => url.search)).toEqual(["?page=1&perPage=5", "?page=2&perPage=5", "?page=3&perPage=5"]);
  });

  it("core array: page and perPage, until a page is shorter than perPage", async () => {
    serve = (url) => Array.from({ length: page(url) < 3 ? 5 : 1 }, (_, index) => ({ Id: page(url) * 10 + index }));
    const zones = await client.storageZones.listAll({ perPage: 5 });
    expect(zones.map((zone) => zone.Id)).toEqual([10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30]);
    expect(requested).toHaveLength(3);
  });

  it("cursor: nextCursor, until a page is empty or has no cursor", async () => {
    serve = (url) => {
      const cursor = url.searchParams.get("nextCursor");
      if (cursor === null) return { items: [{ id: "a" }], cursor: "c1", meta: { totalItems: 3 } };
      return cursor === "c1" ? { items: [{ id: "b" }], cursor: "c2" } : { items: [{ id: "c" }], cursor: null };
    };
    const apps = await client.containerApps.listAll();
    expect(apps.map((app) => app.id)).toEqual(["a", "b", "c"]);
    expect(requested.map((url) => url.searchParams.get("nextCursor"))).toEqual([null, "c1", "c2"]);
  });

  it("shield data: page, until the page says there is no next", async () => {
    serve = (url) => ({ data: [{ shieldZoneId: page(url) }], page: { currentPage: page(url), totalPages: 2, totalCount: 2 } });
    const zones = await client.shieldZones.listAll();
    expect(zones.map((zone) => zone.shieldZoneId)).toEqual([1, 2]);
  });

  it("video items: page and itemsPerPage, until the announced total is read", async () => {
    serve = (url) => ({ items: [{ guid: `c${page(url)}` }], totalItems: 2, currentPage: page(url), itemsPerPage: 1 });
    const pages: unknown[] = [];
    for await (const read of client.videoCollections.listPages({ libraryId: 7, itemsPerPage: 1 })) pages.push(read);
    expect(pages).toHaveLength(2);
    expect(requested.map((url) => `${url.pathname}${url.search}`)).toEqual([
      "/library/7/collections?page=1&itemsPerPage=1",
      "/library/7/collections?page=2&itemsPerPage=1",
    ]);
  });

  it("continuation: the token the page gives, in the query or in the path (the first page without it), until hasMoreData is false", async () => {
    serve = (url) => {
      const token = url.searchParams.get("ContinuationToken");
      return { Logs: [{ Product: token ?? "first" }], HasMoreData: token === null, ContinuationToken: token === null ? "t1" : null };
    };
    const logs = await client.user.getAuditAll({ date: "2026-11-27T00:00:00Z" });
    expect(logs.map((log) => log.Product)).toEqual(["first", "t1"]);

    serve = (url) => {
      const first = url.pathname.endsWith("/11-27-2026");
      return { logs: [{ logId: url.pathname }], hasMoreData: first, continuationToken: first ? "next" : "" };
    };
    const entries = await client.shieldEventLogs.getAll({ shieldZoneId: 1, date: "11-27-2026" });
    expect(entries.map((entry) => entry.logId)).toEqual(["/shield/event-logs/1/11-27-2026", "/shield/event-logs/1/11-27-2026/next"]);
  });

  it("maxPages stops the read; a bad maxPages is refused before any call; a repeated token fails instead of looping", async () => {
    serve = (url) => ({ Items: [{ Id: page(url) }], HasMoreItems: true });
    await expect(client.dnsZones.listAll({}, { maxPages: 2 })).resolves.toHaveLength(2);
    requested = [];
    expect(() => client.dnsZones.listPages({}, { maxPages: 0 })).toThrow(InputValidationError);
    expect(requested).toHaveLength(0);
    serve = () => ({ items: [{ id: "a" }], cursor: "same" });
    await expect(client.containerApps.listAll()).rejects.toThrow(ResponseValidationError);
  });
});
