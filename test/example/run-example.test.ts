// `npm run example` as a newcomer without the Pulumi CLI runs it: the script itself, in its own process, from the
// first line that names the mode to the destroy, with its exit status. (The build it starts from is `npm test`'s.)
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { allStepsPassed, expectedDriftError, outOfBandChange } from "../../scripts/example/quickstart";

const repoRoot = path.resolve(__dirname, "../..");

test("the CLI-less example runs up, the clean refresh, the drift of the volume, the WAF rule and the DNS zone and record, the repair and destroy, says the drift error is expected, and ends saying all steps passed", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["-r", "./scripts/register.js", "scripts/run-example.ts", "--without-cli"],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  const lines = stdout.split("\n");

  expect(lines[0]).toMatch(/^CLI-less mode: .*install the CLI \(https:\/\/www\.pulumi\.com\/docs\/iac\/download-install\/\)/);
  const sections = stdout.split("\n=== ").slice(1);
  expect(sections.map((section) => section.split("\n")[0].split(":")[0])).toEqual([
    "pulumi up",
    "pulumi preview --refresh --expect-no-changes",
    outOfBandChange,
    "pulumi preview --refresh --expect-no-changes",
    "pulumi up --refresh",
    "pulumi preview --refresh --expect-no-changes",
    "pulumi destroy",
  ]);
  const [up, clean, , drift, repair, cleanAgain, destroy] = sections;
  expect(up).toMatch(/^ \+ +pulumi-nodejs:dynamic\/cloudplatform:Volume +data +created$/m);
  expect(up).toMatch(/^ {4}volumeSize +: 20$/m);
  expect(up).toContain("    + 11 created");
  expect(clean).toContain("    11 unchanged\n\nNo changes, as expected.");
  expect(drift).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:Volume +data +update +\[diff: ~size\]$/m);
  expect(drift).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:WafRuleReview +sqli-log-only +update +\[diff: ~action\]$/m);
  expect(drift).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:DnsZone +site +update +\[diff: ~loggingEnabled\]$/m);
  expect(drift).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:DnsRecord +www +update +\[diff: ~value\]$/m);
  expect(drift).toContain(`\n${expectedDriftError}\nerror: no changes were expected but changes were proposed\nDrift detected, as expected.`);
  expect(repair).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:Volume +data +updated +\[diff: ~size\]$/m);
  expect(repair).toMatch(/^ ~ +pulumi-nodejs:dynamic\/cloudplatform:WafRuleReview +sqli-log-only +updated +\[diff: ~action\]$/m);
  expect(cleanAgain).toContain("No changes, as expected.");
  expect(destroy).toContain("    - 11 deleted");
  expect(lines.filter((line) => line !== "").at(-1)).toBe(allStepsPassed);
}, 180_000);
