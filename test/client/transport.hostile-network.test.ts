// The client against small hostile servers on 127.0.0.1, as a careless network or a broken gateway would
// answer: endless pages, huge or trickling answers, silent servers, stalled uploads, many calls at once,
// echoed keys, odd Retry-After values, files that change while they are sent. Each case states the
// outcome: the error class and text, how many requests reached the server, and how long it took.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import {
  ApiError,
  CloudPlatformClient,
  InputValidationError,
  NetworkError,
  ResponseValidationError,
  VideoAlreadyUploadedError,
  type ClientOptions,
} from "../../src/client";
import { json, startHostileServer, type HostileServer } from "../helpers/hostile-server";
import { everyRendering, rejection } from "../helpers/simulated-api";

const KEY = "hostile-account-key-7Qe2Rz";
const VIDEO_KEY = "hostile-video-key-Lm41Xc";

let server: HostileServer | undefined;
const clients: CloudPlatformClient[] = [];

// The server goes first: closing it ends the connections that a client would otherwise wait for.
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function serve(handle: Parameters<typeof startHostileServer>[0]): Promise<HostileServer> {
  server = await startHostileServer(handle);
  return server;
}

function clientOf(target: HostileServer | string, options: Partial<ClientOptions> = {}): CloudPlatformClient {
  const url = typeof target === "string" ? target : target.url;
  const client = new CloudPlatformClient({ apiKey: KEY, videoApiKey: VIDEO_KEY, baseUrl: url, videoUrl: url, minRetryDelayMs: 1, maxRetryDelayMs: 1000, ...options });
  clients.push(client);
  return client;
}

/** The error of the call and the seconds it took. */
async function timedRejection(call: Promise<unknown>): Promise<{ error: Error; seconds: number }> {
  const started = performance.now();
  const error = await rejection(call);
  return { error, seconds: (performance.now() - started) / 1000 };
}

async function allPages(pages: AsyncIterable<unknown>): Promise<number> {
  let count = 0;
  for await (const _page of pages) count += 1;
  return count;
}

describe("paging is bounded", () => {
  const endlessVolumes = () => serve((_request, response, n) => json(response, 200, { items: [{ id: `v${n}`, name: "v", size: 1 }], cursor: `c${n}` }));
  const endlessLogs = () => serve((_request, response, n) => json(response, 200, { logs: [], hasMoreData: true, continuationToken: `t${n}` }));

  test("a volume list whose cursor never ends fails after pageLimit pages, naming the operation and the count", async () => {
    const api = await endlessVolumes();
    const error = await rejection(clientOf(api, { pageLimit: 50 }).listVolumes("app"));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.message).toBe(
      "listVolumes: GET /mc/apps/app/volumes -> 200 answered an unexpected body: cursor: announces a page after 50 pages, the most a list may take (pageLimit 50)",
    );
    expect(api.requests()).toBe(50);
  });

  test("event logs that always announce more fail after pageLimit pages; an explicit maxPages still stops quietly", async () => {
    const api = await endlessLogs();
    const error = await rejection(allPages(clientOf(api, { pageLimit: 40 }).shieldEventLogPages("1", "01-02-2026")));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.message).toContain("getShieldEventLogs: GET /shield/event-logs/1/01-02-2026/t39 -> 200");
    expect(error.message).toContain("continuationToken: announces a page after 40 pages, the most a list may take (pageLimit 40)");
    expect(api.requests()).toBe(40);

    await expect(allPages(clientOf(api, { pageLimit: 40 }).shieldEventLogPages("1", "01-02-2026", { maxPages: 25 }))).resolves.toBe(25);
    expect(api.requests()).toBe(40 + 25);
  });

  test("a volume list that announces another page after more items than its totalItems fails at that page", async () => {
    const api = await serve((_request, response, n) =>
      json(response, 200, { items: [1, 2].map((i) => ({ id: `v${n}-${i}`, name: "v", size: 1 })), meta: { totalItems: 3 }, cursor: `c${n}` }),
    );
    const error = await rejection(clientOf(api).listVolumes("app"));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ field: "meta.totalItems", operation: "listVolumes" });
    expect(error.message).toContain("the pages so far hold 4 items, more than the 3 announced, and another page is announced");
    expect(api.requests()).toBe(2);
  });

  test("the default bound is generous: 2,000 pages of a list are followed", async () => {
    const api = await serve((_request, response, n) => json(response, 200, { logs: [], hasMoreData: n < 2000, continuationToken: `t${n}` }));
    await expect(allPages(clientOf(api).shieldEventLogPages("1", "01-02-2026"))).resolves.toBe(2000);
    expect(api.requests()).toBe(2000);
  });
});

describe("answer size is capped", () => {
  test("an endless body fails at maxResponseBytes, without retries, in bounded memory", async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const api = await serve((request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on("drain", pump);
      request.socket.on("close", () => response.off("drain", pump));
      pump();
    });
    const before = process.memoryUsage().rss;
    const { error, seconds } = await timedRejection(clientOf(api, { maxResponseBytes: 4 * 1024 * 1024 }).listVolumes("app"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(
      "listVolumes failed: GET /mc/apps/app/volumes -> UND_ERR_RES_EXCEEDED_MAX_SIZE: the answer is larger than maxResponseBytes (4194304 bytes)",
    );
    expect(api.requests()).toBe(1);
    expect(seconds).toBeLessThan(10);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  test("a Content-Length above the limit fails before the body is read", async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": String(2 ** 31) });
      response.write("[");
    });
    const error = await rejection(clientOf(api, { maxResponseBytes: 1024 * 1024 }).getPartnerContract());
    expect(error).toMatchObject({ code: "UND_ERR_RES_EXCEEDED_MAX_SIZE", operation: "getPartnerContract" });
    expect(api.requests()).toBe(1);
  });
});

describe("deadlines", () => {
  test("a body trickled one byte at a time is cut at callTimeoutSeconds, though no pause reaches timeoutSeconds", async () => {
    const api = await serve((request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => response.write(" "), 100);
      request.socket.on("close", () => clearInterval(timer));
    });
    const { error, seconds } = await timedRejection(clientOf(api, { timeoutSeconds: 1, callTimeoutSeconds: 1.5 }).getPartnerContract());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe("getPartnerContract failed: GET /partner/contract -> ETIMEDOUT: the call took longer than callTimeoutSeconds (1.5 s), retries and waits included");
    expect(api.requests()).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(1.4);
    expect(seconds).toBeLessThan(5);
  });

  test("a server that never answers costs callTimeoutSeconds, whatever the retry budget", async () => {
    const api = await serve(() => {});
    const client = clientOf(api, { timeoutSeconds: 0.5, maxRetries: 10, callTimeoutSeconds: 1.2 });
    const { error, seconds } = await timedRejection(client.getContainerTemplate("app", "c"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(api.requests()).toBeGreaterThanOrEqual(2);
    expect(api.requests()).toBeLessThanOrEqual(3);
    expect(seconds).toBeGreaterThanOrEqual(1.1);
    expect(seconds).toBeLessThan(5);
  });

  test("no retry starts whose wait would pass the deadline: the last answer is the error", async () => {
    const api = await serve((_request, response) => json(response, 503, { Message: "busy" }, { "retry-after": "1" }));
    const { error, seconds } = await timedRejection(clientOf(api, { maxRetryDelayMs: 5000, callTimeoutSeconds: 1.5 }).getPartnerContract());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, apiMessage: "busy" });
    expect(api.requests()).toBe(2);
    expect(seconds).toBeLessThan(4);
  });

  test("an upload whose source stalls fails after timeoutSeconds without progress, and is not retried", async () => {
    const api = await serve((request) => request.resume());
    const open = () => {
      const source = new Readable({ read() {} });
      source.push("first bytes");
      return source;
    };
    const { error, seconds } = await timedRejection(clientOf(api, { timeoutSeconds: 0.5 }).uploadVideo("1", "v", { open }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe("uploadVideo failed: PUT /library/1/videos/v -> UPLOAD_STALLED: no byte of the content moved for timeoutSeconds (0.5 s): its source or the connection stalled");
    expect(api.requests()).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(0.45);
    expect(seconds).toBeLessThan(4);
  });

  test("an upload that keeps moving is not cut by callTimeoutSeconds", async () => {
    const api = await serve((request, response) => {
      request.resume();
      request.on("end", () => json(response, 200, { success: true, message: "ok", statusCode: 200 }));
    });
    const open = () =>
      Readable.from(
        (async function* () {
          for (let i = 0; i < 8; i++) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            yield Buffer.from(`part ${i};`);
          }
        })(),
      );
    const uploaded = await clientOf(api, { timeoutSeconds: 1, callTimeoutSeconds: 0.5 }).uploadVideo("1", "v", { open });
    expect(uploaded).toMatchObject({ success: true, bytes: 56 });
    expect(api.requests()).toBe(1);
  });
});

describe("timeouts that the rest of the suite relies on", () => {
  // The answer's headers come at once and its body never ends: only the body timeout can end an upload then.
  const stalledAnswers = (times: number) =>
    serve((request, response, n) => {
      request.resume();
      request.on("end", () => {
        if (n > times) return json(response, 200, { success: true, message: "ok", statusCode: 200 });
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"success":');
      });
    });
  const content = () => Readable.from([Buffer.from("video bytes")]);

  test("an upload answer whose body stalls fails after timeoutSeconds with the body timeout", async () => {
    const api = await stalledAnswers(Number.POSITIVE_INFINITY);
    const { error, seconds } = await timedRejection(clientOf(api, { timeoutSeconds: 0.5, maxRetries: 0 }).uploadVideo("1", "v", { open: content }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe("uploadVideo failed: PUT /library/1/videos/v -> UND_ERR_BODY_TIMEOUT: response body stalled for timeoutSeconds (0.5 s)");
    expect(seconds).toBeGreaterThanOrEqual(0.45);
    expect(seconds).toBeLessThan(5);
  }, 15_000);

  test("a stalled answer body is retried like other timeouts", async () => {
    const api = await stalledAnswers(1);
    await expect(clientOf(api, { timeoutSeconds: 0.5, maxRetries: 2 }).uploadVideo("1", "v", { open: content })).resolves.toMatchObject({ success: true });
    expect(api.requests()).toBe(2);
  }, 15_000);

  test("a TLS handshake that never completes fails after timeoutSeconds with the connect timeout; a POST retries it", async () => {
    // Accepts the connection and never answers the ClientHello: only the connect timeout ends the attempt.
    const sockets = new Set<Socket>();
    let connections = 0;
    const silent: Server = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const client = clientOf(`https://127.0.0.1:${(silent.address() as AddressInfo).port}`, { timeoutSeconds: 0.5, maxRetries: 2 });
      const { error, seconds } = await timedRejection(client.reviewTriggeredWafRule("1", "942100", "logOnly"));
      expect(error).toBeInstanceOf(NetworkError);
      expect(error.message).toMatch(
        /^reviewTriggeredWafRule failed: POST \/shield\/waf\/rules\/review-triggered\/1 -> UND_ERR_CONNECT_TIMEOUT: could not connect within timeoutSeconds \(0\.5 s\) \(3 attempts over \d+(\.\d)? s\) \(the address used is https:\/\/127\.0\.0\.1:\d+, from baseUrl: check it\)$/,
      );
      expect(connections).toBe(3);
      expect(seconds).toBeGreaterThanOrEqual(1.4);
      expect(seconds).toBeLessThan(8);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);

  test("a 5xx after the file was sent counts as a lost attempt: the refusal that follows says the file is most likely stored", async () => {
    const bytes = Buffer.from("the whole video");
    const api = await serve((request, response, n) => {
      request.resume();
      request.on("end", () =>
        n === 1 ? json(response, 502, { message: "bad gateway" }) : json(response, 400, { success: false, message: "The requested video was already uploaded" }),
      );
    });
    const error = await rejection(clientOf(api, { maxRetries: 1 }).uploadVideo("1", "v", { open: () => Readable.from([bytes]), bytes: bytes.length }));
    expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
    expect(error).toMatchObject({
      afterLostAttempt: true,
      sentContent: { sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length },
    });
    expect(api.requests()).toBe(2);
  });
});

describe("which lost attempt the refusal of a second upload points to", () => {
  const alreadyUploaded = (response: Parameters<typeof json>[0]) =>
    json(response, 400, { success: false, message: "The requested video was already uploaded", statusCode: 400 });
  const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");
  /** A source that hands over `part` and then neither ends nor fails, as a read that has not come back yet. */
  const pending = (part: Buffer) => () => {
    const source = new Readable({ read() {} });
    source.push(part);
    return source;
  };

  test("a connection lost before the whole file was sent, then a refusal: the video's file is not taken for this one", async () => {
    const content = Buffer.from("the whole video, of which only a first part is sent");
    const api = await serve((request, response, n) => {
      if (n === 1) return void request.once("data", () => request.socket.destroy());
      request.resume();
      request.on("end", () => alreadyUploaded(response));
    });
    const sources = [pending(content.subarray(0, 10)), () => Readable.from([content])];
    const error = await rejection(clientOf(api, { maxRetries: 1 }).uploadVideo("1", "v", { open: () => sources.shift()!(), bytes: content.length }));
    expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
    expect(error).toMatchObject({ afterLostAttempt: false, sentContent: undefined, apiMessage: "The requested video was already uploaded" });
    expect(api.requests()).toBe(2);
  });

  test("the refusal points to the last attempt lost after sending its file whole, not to a later one or to the refused one", async () => {
    // The file changes between attempts: the first attempt sends `stored` whole and loses its answer to a 502; the
    // second loses its connection after a part of `edited`; the third sends `edited` whole and is refused.
    const stored = Buffer.from("the file as the first attempt sent it");
    const edited = Buffer.from("the file as edited before the retries");
    const api = await serve((request, response, n) => {
      if (n === 2) return void request.once("data", () => request.socket.destroy());
      request.resume();
      request.on("end", () => (n === 1 ? json(response, 502, { message: "bad gateway" }) : alreadyUploaded(response)));
    });
    const sources = [() => Readable.from([stored]), pending(edited.subarray(0, 10)), () => Readable.from([edited])];
    const error = await rejection(clientOf(api, { maxRetries: 2 }).uploadVideo("1", "v", { open: () => sources.shift()!(), bytes: stored.length }));
    expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
    expect(error).toMatchObject({ afterLostAttempt: true, sentContent: { sha256: sha256(stored), bytes: stored.length } });
    expect(api.requests()).toBe(3);
  });
});

describe("an answer that comes before the upload was sent whole", () => {
  const content = Buffer.from("the whole video, of which only a first part is sent");
  /** A source that hands over `part` and then neither ends nor fails, as a read that has not come back yet. */
  const pending = (part: Buffer) => () => {
    const source = new Readable({ read() {} });
    source.push(part);
    return source;
  };
  /** Answers at the first bytes of the upload, without waiting for the rest. */
  const answeringEarly = (status: number, body: unknown) =>
    serve((request, response) => void request.once("data", () => json(response, status, body)));
  const success = { success: true, message: "OK", statusCode: 200 };

  test.each([
    ["a declared length", content.length, "10 of 51 bytes sent"],
    ["a chunked body", undefined, "10 bytes sent, before the content's end"],
  ])("a 2xx with %s fails the upload, naming the bytes sent, and is not retried", async (_case, bytes, sent) => {
    const api = await answeringEarly(200, success);
    const error = await rejection(clientOf(api, { maxRetries: 2 }).uploadVideo("1", "v", { open: pending(content.subarray(0, 10)), bytes }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(
      `uploadVideo failed: PUT /library/1/videos/v -> UPLOAD_ANSWERED_EARLY: the server answered 200 before the whole content was sent (${sent}), so the upload is not taken as done`,
    );
    expect(error).toMatchObject({ code: "UPLOAD_ANSWERED_EARLY", sentContent: undefined });
    expect(api.requests()).toBe(1);
  });

  test("a 2xx after the first part of a file fails the upload, whatever part of the file went out", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "hostile-upload-"));
    const file = path.join(folder, "early.mp4");
    await fs.writeFile(file, Buffer.alloc(32 * 1024 * 1024, 3));
    try {
      const api = await answeringEarly(201, success);
      const error = await rejection(clientOf(api).uploadVideo("1", "v", { filePath: file }));
      expect(error).toBeInstanceOf(NetworkError);
      const sent = /the server answered 201 before the whole content was sent \((\d+) of 33554432 bytes sent\)/.exec(error.message);
      expect(sent).not.toBeNull();
      expect(Number(sent![1])).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  test("an early 4xx or 5xx keeps its own class and message", async () => {
    const upload = (api: HostileServer) => clientOf(api, { maxRetries: 0 }).uploadVideo("1", "v", { open: pending(content.subarray(0, 10)), bytes: content.length });
    let api = await answeringEarly(400, { success: false, message: "The requested video was already uploaded", statusCode: 400 });
    let error = await rejection(upload(api));
    expect(error).toBeInstanceOf(VideoAlreadyUploadedError);
    expect(error.message).toBe("uploadVideo failed: PUT /library/1/videos/v -> 400: The requested video was already uploaded");
    await api.close();
    api = await answeringEarly(503, { message: "busy" });
    error = await rejection(upload(api));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("uploadVideo failed: PUT /library/1/videos/v -> 503: busy");
  });
});

describe("interim 1xx answers before the answer", () => {
  test("an unsolicited 100 Continue fails each attempt, and the last error says what the server sent", async () => {
    const api = await serve((_request, response) => {
      response.writeContinue();
      json(response, 200, { items: [] });
    });
    const error = await rejection(clientOf(api, { maxRetries: 1 }).listVolumes("app"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(
      new RegExp(
        "^listVolumes failed: GET /mc/apps/app/volumes -> UND_ERR_SOCKET: the server sent an interim 1xx answer \\(100 Continue\\) " +
          "before its answer, which this client cannot read; the request did not ask for one \\(no Expect header\\), so a server or " +
          "proxy in between sends it unasked \\(2 attempts over [0-9.]+ s\\)$",
      ),
    );
    expect(api.requests()).toBe(2);
  });

  test("a 103 Early Hints before the answer is read past", async () => {
    const api = await serve((_request, response) => {
      response.writeEarlyHints({ link: "</style.css>; rel=preload" });
      json(response, 200, { items: [{ id: "v1", name: "v", size: 1 }] });
    });
    await expect(clientOf(api).listVolumes("app")).resolves.toMatchObject([{ id: "v1" }]);
  });
});

describe("connections per origin are limited", () => {
  test("300 concurrent calls share maxConnectionsPerOrigin connections and all succeed", async () => {
    const api = await serve((_request, response) => setTimeout(() => json(response, 200, { items: [] }), 20));
    const client = clientOf(api, { maxConnectionsPerOrigin: 8 });
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => client.listVolumes(`app-${i}`)));
    expect(results).toHaveLength(300);
    expect(api.requests()).toBe(300);
    expect(api.peakConnections()).toBeLessThanOrEqual(8);
    expect(api.connections()).toBeLessThanOrEqual(8);
  });

  test("by default at most 16 connections are open to one address", async () => {
    const api = await serve((_request, response) => setTimeout(() => json(response, 200, { items: [] }), 20));
    const client = clientOf(api);
    await Promise.all(Array.from({ length: 100 }, (_, i) => client.listVolumes(`app-${i}`)));
    expect(api.peakConnections()).toBeLessThanOrEqual(16);
  });
});

describe("the client says who it is", () => {
  test("every request carries User-Agent pulumi-cloudplatform/<version> (node/<version>; <platform>)", async () => {
    const agents: string[] = [];
    const api = await serve((request, response) => {
      agents.push(String(request.headers["user-agent"]));
      json(response, 200, { items: [] });
    });
    await clientOf(api).listVolumes("app-1");
    await rejection(clientOf(api).uploadVideo("1", "v", { open: () => Readable.from(["x"]) }));
    const { version } = JSON.parse(await fs.readFile(path.join(__dirname, "..", "..", "package.json"), "utf8"));
    expect(agents).toEqual([
      `pulumi-cloudplatform/${version} (node/${process.versions.node}; ${process.platform})`,
      `pulumi-cloudplatform/${version} (node/${process.versions.node}; ${process.platform})`,
    ]);
  });
});

describe("texts from the server are fit for an error", () => {
  test("keys the server echoes back are redacted from message, stack, inspect and JSON", async () => {
    const api = await serve((request, response) => {
      const key = String(request.headers.accesskey);
      json(response, 400, { ErrorKey: `refused.${key}`, Field: `key ${key}`, Message: `the key ${key} is not allowed` });
    });
    const error = await rejection(clientOf(api).getPartnerContract());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorKey: "refused.[redacted]", fields: ["key [redacted]"], apiMessage: "the key [redacted] is not allowed" });
    expect(everyRendering(error)).not.toContain(KEY);

    const upload = await rejection(clientOf(api).uploadVideo("1", "v", { open: () => Readable.from(["x"]) }));
    expect(upload.message).toContain("the key [redacted] is not allowed");
    expect(everyRendering(upload)).not.toContain(VIDEO_KEY);
  });

  test("a key in the field names of a malformed answer is redacted too", async () => {
    const api = await serve((request, response) =>
      json(response, 200, { data: { overviewPastTwentyEightDays: { [String(request.headers.accesskey)]: { loggedRequests: "many" } }, totalLoggedRequests: 1, totalChallengedRequests: 1 } }),
    );
    const error = await rejection(clientOf(api).getBotDetectionMetrics("1"));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.message).toContain("overviewPastTwentyEightDays.[redacted].loggedRequests");
    expect(everyRendering(error)).not.toContain(KEY);
  });

  test("control characters from the server are escaped: no escape sequence, carriage return or C1 control reaches a log", async () => {
    const forged = "\r\x1b[2K\x1b[32m✓ deployed\x1b[0m\n\x07\u009b31m ok\u0085";
    const api = await serve((_request, response) =>
      json(response, 400, { ErrorKey: "bad\x1b]0;title\x07.key", Field: "name\rforged", Message: `refused ${forged} the request` }),
    );
    const error = await rejection(clientOf(api).getPartnerContract());
    expect(error).toBeInstanceOf(ApiError);
    for (const text of [error.message, (error as ApiError).apiMessage, (error as ApiError).errorKey, ...((error as ApiError).fields ?? [])]) {
      expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect((error as ApiError).apiMessage).toBe(
      "refused \\x0d\\x1b[2K\\x1b[32m✓ deployed\\x1b[0m\\x0a\\x07\\u009b31m ok\\u0085 the request",
    );
    expect((error as ApiError).errorKey).toBe("bad\\x1b]0;title\\x07.key");
    expect((error as ApiError).fields).toEqual(["name\\x0dforged"]);
  });

  test("a key the server echoes split by control characters or escape sequences is still redacted", async () => {
    const split = `${KEY.slice(0, 5)}\x1b[0m${KEY.slice(5, 9)}\u0000${KEY.slice(9)}`;
    const api = await serve((_request, response) => json(response, 400, { Message: `the key ${split} is not allowed` }));
    const error = await rejection(clientOf(api).getPartnerContract());
    expect((error as ApiError).apiMessage).toBe("the key [redacted] is not allowed");
    expect(everyRendering(error)).not.toContain(KEY.slice(9));
  });

  test("a 1 MB message from the server is clipped", async () => {
    const api = await serve((_request, response) => json(response, 404, { Message: "x".repeat(1024 * 1024) }));
    const error = await rejection(clientOf(api).getPartnerContract());
    expect(error.message.length).toBeLessThan(700);
    expect(error.message).toContain("… (1048076 more characters)");
  });

  test("a 1 MB id is refused before any request, with a short message", async () => {
    const api = await serve((_request, response) => json(response, 200, {}));
    const error = await rejection(clientOf(api).getContainerTemplate("app", "x".repeat(1024 * 1024)));
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.message).toBe(`getContainerTemplate: invalid input: containerId: must be at most 1024 characters (got "${"x".repeat(40)}…")`);
    expect(api.requests()).toBe(0);
  });
});

describe("Retry-After at or below zero, or unreadable, falls back to the normal backoff", () => {
  test.each(["0", "-5", "soon", "Thu, 01 Jan 1970 00:00:00 GMT"])("Retry-After: %s", async (value) => {
    const arrivals: number[] = [];
    const api = await serve((_request, response, n) => {
      arrivals.push(performance.now());
      json(response, n <= 3 ? 429 : 200, n <= 3 ? {} : { items: [] }, { "retry-after": value });
    });
    await clientOf(api, { minRetryDelayMs: 200, maxRetryDelayMs: 5000 }).listVolumes("app");
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]);
    // Equal jitter: each wait lies in the upper half of 200, 400, 800 ms.
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(100 * 2 ** i - 15));
  });
});

describe("a file that changes while it is sent", () => {
  test("says so, instead of a bare content-length mismatch", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "hostile-upload-"));
    const file = path.join(folder, "shrinks.mp4");
    await fs.writeFile(file, Buffer.alloc(64 * 1024, 1));
    try {
      // The first attempt fails; before it is answered the file shrinks, so the retry sends fewer bytes than declared.
      const api = await serve((request, response, n) => {
        request.resume();
        request.on("end", async () => {
          if (n === 1) await fs.writeFile(file, Buffer.alloc(1024, 2));
          json(response, n === 1 ? 503 : 200, { success: n !== 1 });
        });
      });
      const error = await rejection(clientOf(api, { maxRetries: 1 }).uploadVideo("1", "v", { filePath: file }));
      expect(error).toBeInstanceOf(NetworkError);
      expect(error.message).toMatch(
        /^uploadVideo failed: PUT \/library\/1\/videos\/v -> UND_ERR_REQ_CONTENT_LENGTH_MISMATCH: the content changed while it was being sent: its length no longer matches the size declared when the upload began \(a file that grew or shrank\) \(2 attempts over \d+(\.\d)? s\)$/,
      );
      // The mismatch proves the retry was made; undici may end its connection before its headers reach the server.
      expect(api.requests()).toBeGreaterThanOrEqual(1);
      expect(api.requests()).toBeLessThanOrEqual(2);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
