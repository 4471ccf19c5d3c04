// The key only travels over TLS, or over plain HTTP to this machine: an http:// address that is not
// loopback is refused, with an error naming the setting, before anything connects. TLS certificates
// are always verified: nothing in src/ turns verification off, and a self-signed server is refused
// before the request (and its key) is sent.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import { createServer as createHttpsServer } from "node:https";
import { connect, createServer as createTcpServer, type AddressInfo, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CloudPlatformClient, InputValidationError, NetworkError } from "../../src/client";
import { SettingsError } from "../../src/errors";
import { getPartnerContract } from "../../src/index";
import { resolveSettings } from "../../src/settings";
import { rejection } from "../helpers/simulated-api";

const run = promisify(execFile);
const KEY = "transport-test-key-Xq81Lm2V";
const srcDir = path.resolve(__dirname, "../../src");

/** An IPv4 address of this machine that is not loopback, when it has one. */
const outwardAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address !== undefined && address.family === "IPv4" && !address.internal)?.address;

describe("addresses: https, or plain http to a loopback host only; no credentials, query or other scheme", () => {
  test.each([
    "http://example.com",
    "HTTP://EXAMPLE.COM:80/",
    "http://10.0.0.1:8080",
    "http://192.0.2.2",
    "http://0.0.0.0:8080",
    "http://127.0.0.1.nip.io",
    "http://localhost.example.com",
    "http://127.0.0.1@example.com",
    "http://user:pass@127.0.0.1:9000",
    "http://[::ffff:7f00:1]",
    "http://[fd00::2]",
    "ftp://127.0.0.1",
    "https://127.0.0.1/?debug=1",
    "not a url",
  ])("%s is refused for baseUrl and videoUrl, naming the setting", (address) => {
    for (const setting of ["baseUrl", "videoUrl"] as const) {
      let error: unknown;
      try {
        new CloudPlatformClient({ apiKey: KEY, [setting]: address });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InputValidationError);
      expect((error as InputValidationError).issues).toEqual([{ field: setting, rule: expect.stringContaining("http:// only for a loopback host") }]);
      expect(String(error)).not.toContain(KEY);
    }
  });

  test.each(["https://api.bunny.net", "http://127.0.0.1:1", "http://127.1.2.3", "http://localhost:8080/base", "http://[::1]:8080", "http://2130706433"])(
    "%s is accepted",
    async (address) => {
      const client = new CloudPlatformClient({ apiKey: KEY, baseUrl: address, videoUrl: address });
      await client.close();
    },
  );

  test("through the provider settings, the config key and its environment variable are named", () => {
    const error = (() => {
      try {
        return resolveSettings({ apiKey: KEY, baseUrl: "http://api.example.com" }, {});
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toMatch(/cloudplatform:baseUrl \(environment variable CLOUDPLATFORM_BASE_URL\): must be an https:\/\/ URL/);
    expect((error as Error).message).not.toContain(KEY);
  });

  (outwardAddress ? describe : describe.skip)(`a listening server at this machine's own address (${outwardAddress})`, () => {
    let server: Server;
    let connections = 0;
    let address: string;
    const saved = { key: process.env.CLOUDPLATFORM_API_KEY, base: process.env.CLOUDPLATFORM_BASE_URL };

    beforeAll(async () => {
      server = createTcpServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, outwardAddress, resolve));
      address = `http://${outwardAddress}:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      process.env.CLOUDPLATFORM_API_KEY = saved.key;
      process.env.CLOUDPLATFORM_BASE_URL = saved.base;
      if (saved.key === undefined) delete process.env.CLOUDPLATFORM_API_KEY;
      if (saved.base === undefined) delete process.env.CLOUDPLATFORM_BASE_URL;
      await new Promise((resolve) => server.close(resolve));
    });

    test("is reachable, yet neither the client nor a data function ever connects to it over http", async () => {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(new URL(address).port), outwardAddress, () => {
          socket.destroy();
          resolve();
        });
        socket.on("error", reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connections).toBe(1);

      expect(() => new CloudPlatformClient({ apiKey: KEY, baseUrl: address })).toThrow(InputValidationError);
      process.env.CLOUDPLATFORM_API_KEY = KEY;
      process.env.CLOUDPLATFORM_BASE_URL = address;
      const error = await rejection(getPartnerContract());
      expect(error).toBeInstanceOf(SettingsError);
      expect(error.message).toContain("cloudplatform:baseUrl");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connections).toBe(1);
    });
  });
});

describe("a connection failure names the address and where it came from", () => {
  test("the caller's words for the address, else the option's name, follow the attempts", async () => {
    const closed = "http://127.0.0.1:1";
    const named = new CloudPlatformClient({ apiKey: KEY, baseUrl: closed, maxRetries: 0, sources: { baseUrl: "api.url of deploy.json" } });
    const plain = new CloudPlatformClient({ apiKey: KEY, baseUrl: closed, maxRetries: 0 });
    try {
      const fromSource = await rejection(named.listVolumes("app-demo"));
      expect(fromSource).toBeInstanceOf(NetworkError);
      expect(fromSource.message).toMatch(
        /^listVolumes failed: GET \/mc\/apps\/app-demo\/volumes -> ECONNREFUSED: .+ \(the address used is http:\/\/127\.0\.0\.1:1, from api\.url of deploy\.json: check it\)$/,
      );
      const fromOption = await rejection(plain.getShieldZone("12345"));
      expect(fromOption.message).toMatch(/\(the address used is http:\/\/127\.0\.0\.1:1, from baseUrl: check it\)$/);
    } finally {
      await Promise.all([named.close(), plain.close()]);
    }
  });
});

describe("TLS verification is never switched off", () => {
  test("nothing in src/ disables certificate checks", async () => {
    const files = (await fs.readdir(srcDir, { recursive: true })).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(srcDir, file), "utf8");
      for (const pattern of [/rejectUnauthorized/, /NODE_TLS_REJECT_UNAUTHORIZED/, /checkServerIdentity/, /insecureHTTPParser/, /secureOptions|minVersion\s*:\s*["']TLSv1(\.1)?["']/]) {
        if (pattern.test(text)) offenders.push(`${file}: ${pattern}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test("a server with a self-signed certificate is refused before any request reaches it", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "tls-check-"));
    try {
      const keyFile = path.join(dir, "key.pem");
      const certFile = path.join(dir, "cert.pem");
      await run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]);
      let requests = 0;
      const server = createHttpsServer({ key: await fs.readFile(keyFile), cert: await fs.readFile(certFile) }, (_req, res) => {
        requests += 1;
        res.end("{}");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const client = new CloudPlatformClient({ apiKey: KEY, baseUrl: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, maxRetries: 2, minRetryDelayMs: 1 });
      try {
        const error = await rejection(client.getPartnerContract());
        expect(error).toBeInstanceOf(NetworkError);
        expect((error as NetworkError).code).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|CERT/);
        expect(error.message).toMatch(/^getPartnerContract failed: GET \/partner\/contract -> /);
        expect(error.message).not.toContain(KEY);
        expect(requests).toBe(0);
      } finally {
        await client.close();
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
