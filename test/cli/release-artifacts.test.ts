// The artifacts of `npm run release`, each installed into a clean folder as its users install it, with nothing from
// the checkout, and a small program run through it under the real Pulumi CLI against the simulator: the plugin
// archive with a YAML program (the npm registry unreachable while the CLI installs it), the Python wheel (the CLI
// fetches the plugin from the release's pluginDownloadURL, a loopback server here), the Go module (from the
// release's module proxy folder), the Java jar (installed into the local Maven repository) and the Node.js SDK tarball.
import { execFile } from "node:child_process";
import { createReadStream, promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { goModulePath } from "../../scripts/release/go-sdk";
import { pluginArchiveName, pluginPlatforms } from "../../scripts/release/plugin-archives";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { lockedPulumiVersion } from "../helpers/engine/program-install";
import { packageRoot } from "../helpers/installed-package";
import { CliStack, type CommandResult } from "../helpers/cli-stack";
import { withDownloadRetries } from "./downloads";

const version = "0.9.0";
const programs = path.join(__dirname, "programs", "release");
const archive = pluginArchiveName(version, "linux-amd64");

/** A loopback HTTP server of the release folder, which records the paths asked of it. */
interface ReleaseServer {
  url: string;
  asked: string[];
  close(): Promise<void>;
}

function serveFolder(folder: string): Promise<ReleaseServer> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const relative = decodeURIComponent(new URL(request.url ?? "/", "http://loopback").pathname);
    asked.push(relative);
    const file = path.join(folder, path.normalize(relative));
    fs.stat(file).then(
      // The CLI checks a download's length against the answer's Content-Length.
      (stat) => {
        response.writeHead(200, { "content-type": "application/gzip", "content-length": stat.size });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, asked, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** An npm registry address on a loopback port nothing listens on: any request npm makes to it fails at once. */
async function closedRegistry(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

let workspace: string;
let release: string;
let server: ReleaseServer;
let npmRegistry: string;

beforeAll(async () => {
  workspace = await fs.mkdtemp(path.join(os.tmpdir(), "cloudplatform-release-test-"));
  release = path.join(workspace, "release");
  server = await serveFolder(release);
  npmRegistry = await closedRegistry();
  const script = path.join(packageRoot, "scripts", "release.ts");
  const args = ["-r", path.join(packageRoot, "scripts", "register.js"), script, version, "--out", release, "--plugin-download-url", server.url];
  await promisify(execFile)(process.execPath, args, { cwd: packageRoot, maxBuffer: 64 * 1024 * 1024 });
}, 15 * 60_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(workspace, { recursive: true, force: true });
});

/** A simulator and a stack of one of programs/release, with no package from the checkout, for one `describe`. */
function useReleaseStack(program: string, options: { pluginDownloads?: boolean } = {}): { simulator: RunningSimulator; stack: CliStack } {
  const current = {} as { simulator: RunningSimulator; stack: CliStack };
  beforeAll(async () => {
    current.simulator = await startSimulator();
    current.stack = await CliStack.create(path.join(programs, program), current.simulator, { packageDir: null, ...options });
  }, 180_000);
  afterAll(async () => {
    await current.stack?.dispose();
    await current.simulator?.close();
  });
  return current;
}

/** `up` creates the zone and reads it back by its id, a preview then plans nothing, and `destroy` deletes it. */
async function expectZoneUpAndDestroy(current: { simulator: RunningSimulator; stack: CliStack }, env: Record<string, string> = {}): Promise<void> {
  await current.stack.pulumi(["up", "--yes"], { env });
  const { zoneId, foundId } = await current.stack.outputs();
  expect(typeof zoneId).toBe("string");
  expect(foundId).toBe(zoneId);
  const created = current.simulator.requests.filter((request) => request.method === "POST" && request.path === "/dnszone");
  expect(created).toHaveLength(1);
  await current.stack.pulumi(["preview", "--expect-no-changes"], { env });
  await current.stack.pulumi(["destroy", "--yes"], { env });
  const deleted = current.simulator.requests.filter((request) => request.method === "DELETE").map((request) => request.path);
  expect(deleted).toEqual([`/dnszone/${String(zoneId)}`]);
}

test("the release folder holds every artifact, checksums that match them, and the same plugin folder in every archive", async () => {
  const names = await fs.readdir(release);
  for (const platform of pluginPlatforms) expect(names).toContain(pluginArchiveName(version, platform));
  for (const name of [`pulumi-cloudplatform-${version}.tgz`, `cloudplatform-sdk-${version}.tgz`, `cloudplatform-${version}.jar`, `cloudplatform-${version}.pom`]) {
    expect(names).toContain(name);
  }
  expect(names.filter((name) => name.startsWith("cloudplatform_sdk-"))).toEqual([
    `cloudplatform_sdk-${version}-py3-none-any.whl`,
    `cloudplatform_sdk-${version}.tar.gz`,
  ]);
  const checked = await promisify(execFile)("sha256sum", ["--check", "--strict", "SHA256SUMS"], { cwd: release });
  expect(checked.stdout).toContain(`${archive}: OK`);
  const schema = JSON.parse(await fs.readFile(path.join(release, "schema.json"), "utf8"));
  expect({ version: schema.version, pluginDownloadURL: schema.pluginDownloadURL }).toEqual({ version, pluginDownloadURL: server.url });
  // Every platform's archive holds the same plugin folder: the linux-amd64 one is the one installed below.
  const listings = await Promise.all(
    pluginPlatforms.map(async (platform) => {
      const listed = await promisify(execFile)("tar", ["-tzf", path.join(release, pluginArchiveName(version, platform))], { maxBuffer: 64 * 1024 * 1024 });
      return listed.stdout.split("\n");
    }),
  );
  for (const file of ["./PulumiPlugin.yaml", "./index.js", "./package-lock.json", "./.npmrc", "./dist/plugin/main.js", "./node_modules/@pulumi/pulumi/package.json"]) {
    expect(listings[0]).toContain(file);
  }
  for (const listing of listings.slice(1)) expect(listing).toEqual(listings[0]);
}, 120_000);

describe("the plugin archive, installed by `pulumi plugin install --file` with the npm registry unreachable, runs a YAML program", () => {
  const current = useReleaseStack("yaml");

  test("the install takes the archive's node_modules and asks no registry", async () => {
    const args = ["plugin", "install", "resource", "cloudplatform", version, "--file", path.join(release, archive)];
    await current.stack.run("pulumi", args, { env: { npm_config_registry: npmRegistry } });
    const listed = await current.stack.run("pulumi", ["plugin", "ls"], {});
    expect(listed.stdout).toMatch(new RegExp(`cloudplatform\\s+resource\\s+${version.replace(/\./g, "\\.")}`));
  }, 300_000);

  test("up, a preview with no change and destroy", () => expectZoneUpAndDestroy(current), 300_000);
});

describe("the Python wheel: the CLI fetches the plugin from the release's pluginDownloadURL", () => {
  const current = useReleaseStack("python", { pluginDownloads: true });

  test("pip installs the wheel into the program's virtualenv", async () => {
    await current.stack.run("python3", ["-m", "venv", "venv"], {});
    const env = { PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_PROGRESS_BAR: "off" };
    await withDownloadRetries(() => current.stack.run("venv/bin/pip", ["install", path.join(release, `cloudplatform_sdk-${version}-py3-none-any.whl`)], { allowFailure: true, env }));
  }, 300_000);

  test("up downloads the plugin archive for this platform, then a preview with no change and destroy", async () => {
    await expectZoneUpAndDestroy(current, { npm_config_registry: npmRegistry });
    expect(server.asked).toContain(`/${archive}`);
  }, 300_000);
});

describe("the Go module, from the release's module proxy folder", () => {
  const current = useReleaseStack("go", { pluginDownloads: true });
  const goEnv = {} as Record<string, string>;

  test("go get takes the module at the release's version", async () => {
    const machine = async (name: string) => (await current.stack.run("go", ["env", name], {})).stdout.trim();
    const upstream = await machine("GOPROXY");
    Object.assign(goEnv, {
      // A module cache of the test's own, so that the machine's never holds this test's build of the version; the
      // machine's downloads serve as a proxy before the network. Built with -trimpath, the packages of that cache
      // take the machine's build cache entries of an earlier run, whatever folder the cache is in.
      GOMODCACHE: path.join(workspace, "go-modules"),
      GOPROXY: `file://${path.join(release, "goproxy")},file://${path.join(await machine("GOMODCACHE"), "cache", "download")},${upstream}`,
      GONOSUMDB: "github.com/cloudplatform",
      GOFLAGS: "-mod=mod -modcacherw -trimpath",
    });
    await current.stack.run("go", ["mod", "init", "cloudplatform-release-go"], { env: goEnv });
    await withDownloadRetries(() => current.stack.run("go", ["get", `${goModulePath}@v${version}`], { allowFailure: true, env: goEnv }));
    await withDownloadRetries(() => current.stack.run("go", ["mod", "tidy"], { allowFailure: true, env: goEnv }));
    const goMod = await fs.readFile(path.join(current.stack.programDir, "go.mod"), "utf8");
    expect(goMod).toContain(`${goModulePath} v${version}`);
  }, 600_000);

  test("up (the language host builds the program), a preview with no change and destroy", () => expectZoneUpAndDestroy(current, { ...goEnv, npm_config_registry: npmRegistry }), 600_000);
});

describe("the Java jar, installed into the local Maven repository with its pom", () => {
  const current = useReleaseStack("java", { pluginDownloads: true });

  test("mvn install:install-file takes the jar, and the program compiles against it", async () => {
    const jar = path.join(release, `cloudplatform-${version}.jar`);
    const pom = path.join(release, `cloudplatform-${version}.pom`);
    const quiet = ["-B", "--no-transfer-progress", "-q"];
    await withDownloadRetries(() => current.stack.run("mvn", [...quiet, "install:install-file", `-Dfile=${jar}`, `-DpomFile=${pom}`], { allowFailure: true }));
    const programPom = path.join(current.stack.programDir, "pom.xml");
    const text = await fs.readFile(programPom, "utf8");
    await fs.writeFile(programPom, text.replace("<cloudplatform.version>0.0.0<", `<cloudplatform.version>${version}<`));
    await withDownloadRetries(() => current.stack.run("mvn", [...quiet, "compile"], { allowFailure: true }));
  }, 600_000);

  test("up, a preview with no change and destroy", () => expectZoneUpAndDestroy(current, { npm_config_registry: npmRegistry }), 300_000);
});

describe("the Node.js SDK tarball, installed by npm", () => {
  const current = useReleaseStack("nodejs", { pluginDownloads: true });

  test("npm installs the tarball beside @pulumi/pulumi", async () => {
    const manifest = { name: "cloudplatform-release-nodejs", private: true, main: "index.js" };
    await fs.writeFile(path.join(current.stack.programDir, "package.json"), JSON.stringify(manifest));
    const packages = [path.join(release, `cloudplatform-sdk-${version}.tgz`), `@pulumi/pulumi@${await lockedPulumiVersion()}`];
    const installed: CommandResult = await withDownloadRetries(() =>
      current.stack.run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", ...packages], { allowFailure: true }),
    );
    expect(installed.code).toBe(0);
    const sdk = JSON.parse(await fs.readFile(path.join(current.stack.programDir, "node_modules", "cloudplatform-sdk", "package.json"), "utf8"));
    expect(sdk.pulumi).toEqual({ resource: true, name: "cloudplatform", version, server: server.url });
  }, 300_000);

  test("up, a preview with no change and destroy", () => expectZoneUpAndDestroy(current, { npm_config_registry: npmRegistry }), 300_000);
});
