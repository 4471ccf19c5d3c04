// Proxies come from the environment, as for other Node tools: HTTPS_PROXY / HTTP_PROXY (or their lower-case
// forms) send every request through a real proxy on loopback, and NO_PROXY lets the listed hosts bypass it.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { Readable } from "node:stream";
import { inspect } from "node:util";
import { SettingsError } from "../../src/errors";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

const PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy"];
const REQUEST_LINE = /(?:^|\r\n)(GET|POST|PUT|PATCH) \/\S* HTTP\/1\.1\r\n/g;

interface LoopbackProxy {
  url: string;
  /** HTTP requests that went through it: tunnelled (CONNECT) or forwarded. */
  requests(): number;
  close(): Promise<void>;
}

/** A forwarding proxy on 127.0.0.1 that counts the requests it carries, tunnelled with CONNECT or not. */
async function startProxy(): Promise<LoopbackProxy> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((request, response) => {
    requests += 1;
    const target = new URL(request.url!);
    const upstream = connect(Number(target.port), target.hostname, () => {
      upstream.write(`${request.method} ${target.pathname}${target.search} HTTP/1.1\r\n`);
      for (let i = 0; i < request.rawHeaders.length; i += 2) upstream.write(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}\r\n`);
      upstream.write("connection: close\r\n\r\n");
      request.pipe(upstream);
      upstream.pipe(response.socket!);
    });
  });
  proxy.on("connect", (request, client: Socket, head: Buffer) => {
    const [host, port] = request.url!.split(":");
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      client.on("data", (chunk: Buffer) => (requests += (chunk.toString("latin1").match(REQUEST_LINE) ?? []).length));
      client.pipe(upstream);
      upstream.pipe(client);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => socket.destroy());
      socket.on("close", () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

let api: SimulatedApi;
let proxy: LoopbackProxy;
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));

beforeEach(async () => {
  for (const name of PROXY_VARIABLES) delete process.env[name];
  proxy = await startProxy();
  api = await startSimulatedApi();
});

afterEach(async () => {
  await api.close();
  await proxy.close();
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** JSON calls and an upload, each to the API the variables route. */
async function someCalls(): Promise<void> {
  const client = api.clientWith({});
  await client.getPartnerContract();
  await client.listVolumes("app-demo");
  await client.updateVolume("app-demo", "vol-data", { size: 20 });
  await client.uploadVideo("4242", "5f3b6c1e-0000-4000-8000-000000000001", { open: () => Readable.from([Buffer.from("through the proxy")]) });
  await client.close();
}

test.each(["HTTP_PROXY", "http_proxy"])("with %s set, every request to an http:// address goes through the proxy", async (variable) => {
  process.env[variable] = proxy.url;
  await someCalls();
  expect(api.sim.requests).toHaveLength(4);
  expect(proxy.requests()).toBe(4);
});

test.each(["HTTPS_PROXY", "https_proxy"])("%s applies to https:// addresses only: the simulator's http:// address is reached directly", async (variable) => {
  process.env[variable] = proxy.url;
  await someCalls();
  expect(api.sim.requests).toHaveLength(4);
  expect(proxy.requests()).toBe(0);
});

test.each(["NO_PROXY", "no_proxy"])("%s lists the host: its requests bypass the proxy", async (variable) => {
  process.env.HTTP_PROXY = proxy.url;
  process.env[variable] = "localhost,127.0.0.1";
  await someCalls();
  expect(api.sim.requests).toHaveLength(4);
  expect(proxy.requests()).toBe(0);
});

describe("a proxy URL that undici would refuse names its variable and what is wrong, never its password", () => {
  const PASSWORD = "pr0xy-s3cret";
  const refusal = (variable: string, value: string): Error => {
    process.env[variable] = value;
    try {
      api.clientWith({});
    } catch (error) {
      return error as Error;
    }
    throw new Error(`${variable}=${value} was accepted`);
  };

  test.each([
    ["HTTPS_PROXY", `http://ci:${PASSWORD}@proxy.example:99999`, "has a port that is not a number from 0 to 65535 (it holds http://ci:****@proxy.example:99999)"],
    ["HTTP_PROXY", `http://ci:${PASSWORD}@proxy.example:80a`, "has a port that is not a number from 0 to 65535 (it holds http://ci:****@proxy.example:80a)"],
    ["https_proxy", `http://ci:${PASSWORD}@proxy example:8080`, "is not a valid URL: check the host name, and that any @ : / # in the user name or password is percent-encoded (it holds http://ci:****@proxy example:8080)"],
    ["HTTPS_PROXY", `http://ci:${PASSWORD}/x@proxy.example:99999`, "has a port that is not a number from 0 to 65535 (it holds http://ci:****@proxy.example:99999)"],
    ["http_proxy", `ci:${PASSWORD}@proxy.example:8080`, "must be a URL that starts with http:// or https:// (it holds ci:****@proxy.example:8080)"],
    ["HTTPS_PROXY", `socks5://ci:${PASSWORD}@proxy.example:1080`, "must use http:// or https://, not socks5:// (it holds socks5://ci:****@proxy.example:1080)"],
    ["HTTPS_PROXY", `https://${PASSWORD}@proxy.example:-1`, "has a port that is not a number from 0 to 65535 (it holds https://****@proxy.example:-1)"],
    ["HTTPS_PROXY", `http://ci:${PASSWORD}%zz@proxy.example:8080`, "has a % in its user name or password that is not followed by two hex digits (it holds http://ci:****@proxy.example:8080)"],
  ])("%s=%s", (variable, value, rule) => {
    const error = refusal(variable, value);
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.message).toBe(`invalid cloudplatform settings: environment variable ${variable}: ${rule}`);
    for (const rendering of [error.message, error.stack, inspect(error), JSON.stringify(error), String(error)]) {
      expect(rendering).not.toContain(PASSWORD);
    }
  });

  test("the lower-case variable is the one checked when both are set, as undici reads it", () => {
    process.env.HTTPS_PROXY = proxy.url;
    const error = refusal("https_proxy", `http://ci:${PASSWORD}@proxy.example:99999`);
    expect(error.message).toContain("environment variable https_proxy: has a port");
  });

  test("a well-formed proxy URL with credentials is taken, and an error about its connection shows no password", async () => {
    process.env.HTTP_PROXY = `http://ci:${PASSWORD}@127.0.0.1:1`;
    const error = await rejection(api.clientWith({ maxRetries: 0 }).listVolumes("app-demo"));
    expect(error.message).toMatch(/^listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> ECONNREFUSED: /);
    expect(inspect(error)).not.toContain(PASSWORD);
    expect(JSON.stringify(error)).not.toContain(PASSWORD);
  });
});
