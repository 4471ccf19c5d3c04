import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { installPackage, packageName } from "./helpers/installed-package";
import type { InstalledProgram } from "./helpers/engine/program-install";

const run = promisify(execFile);

// Runs in the program folder: times the package import after @pulumi/pulumi, declares one resource of each class under
// mocks, and lists the heavy modules loaded by then.
const script = `
const { performance } = require("node:perf_hooks");
const pulumi = require("@pulumi/pulumi");
const started = performance.now();
const cloudplatform = require(${JSON.stringify(packageName)});
const importMs = performance.now() - started;
pulumi.runtime.setMocks({ newResource: (a) => ({ id: a.name, state: a.inputs }), call: () => ({}) }, "p", "s", false);
const resources = [
  new cloudplatform.Volume("v", { appId: "a", volumeId: "b" }),
  new cloudplatform.ExternalDnsCertificate("c", { hostname: "cdn.example.com" }),
  new cloudplatform.WafRuleReview("w", { shieldZoneId: "1", ruleId: "2", action: "ignore" }),
  new cloudplatform.VideoUpload("u", { libraryId: "1", videoId: "2", filePath: "f" }),
];
pulumi.all(resources.map((r) => r.id)).apply(() => {
  const heavy = Object.keys(require.cache).filter((p) => /node_modules[\\\\/](undici|zod)[\\\\/]|pulumi-cloudplatform[\\\\/]dist[\\\\/](client|schemas|simulator)[\\\\/]/.test(p));
  process.stdout.write(JSON.stringify({ importMs, heavy }));
});
`;

let program: InstalledProgram;

beforeAll(async () => {
  program = await installPackage();
}, 300_000);

// The import's time is a benchmark figure (npm run bench, "import-cost"), not asserted here: a loaded machine makes it
// vary far more than what the test is about, which modules the import loads.
it("importing the package and declaring resources loads neither the client nor undici nor zod", async () => {
  const { stdout } = await run(process.execPath, ["-e", script], { cwd: program.dir });
  const { importMs, heavy } = JSON.parse(stdout) as { importMs: number; heavy: string[] };
  console.log(`import of ${packageName} after @pulumi/pulumi: ${importMs.toFixed(1)} ms`);
  expect(heavy).toEqual([]);
}, 60_000);
