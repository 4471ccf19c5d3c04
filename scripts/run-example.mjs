// `npm run example`: the quickstart stack against the embedded simulator, from
// `pulumi up` through drift detection to `pulumi destroy`, with a throwaway
// local state backend.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const program = join(repo, "examples", "quickstart");

const cli = spawnSync("pulumi", ["version"], { encoding: "utf8" });
if (cli.error) {
    console.error(
        "The Pulumi CLI is not installed: install it from https://www.pulumi.com/docs/iac/download-install/ and run `npm run example` again (`npm test` runs the same sequence without it).",
    );
    process.exit(1);
}

run("npm", ["run", "build", "--silent"], { cwd: repo });
run("npm", ["install", "--no-audit", "--no-fund", "--silent"], { cwd: program });

const { startSimulator } = createRequire(import.meta.url)(join(repo, "dist", "index.js"));
const simulator = await startSimulator();
const work = mkdtempSync(join(tmpdir(), "cloudplatform-quickstart-"));
const configFile = join(work, "Pulumi.quickstart.yaml");
const env = {
    ...process.env,
    PULUMI_BACKEND_URL: `file://${work}`,
    PULUMI_CONFIG_PASSPHRASE: randomBytes(16).toString("hex"),
    PULUMI_SKIP_UPDATE_CHECK: "true",
};
const pulumi = (args, options = {}) =>
    run("pulumi", [...args, "--stack", "quickstart", "--config-file", configFile, "--non-interactive"], {
        cwd: program,
        env,
        ...options,
    });

try {
    run("pulumi", ["stack", "init", "quickstart", "--non-interactive"], { cwd: program, env });
    pulumi(["config", "set", "cloudplatform:baseUrl", simulator.baseUrl]);
    pulumi(["config", "set", "cloudplatform:videoUrl", simulator.videoUrl]);
    pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: simulator.apiKey });
    pulumi(["config", "set", "--secret", "cloudplatform:videoApiKey"], { input: simulator.videoApiKey });

    step("pulumi up: adopt and resize the volume, complete the certificate, review the WAF rule, upload the video");
    pulumi(["up", "--yes"]);

    step("pulumi preview --refresh --expect-no-changes: the live objects match the stack");
    pulumi(["preview", "--refresh", "--expect-no-changes"]);

    step("Someone resizes the volume outside Pulumi (size 20 -> 35)");
    simulator.state.apps.get("app-demo").volumes.get("vol-data").size = 35;

    step("pulumi preview --refresh --expect-no-changes: the drift must be caught (non-zero exit)");
    const drift = pulumi(["preview", "--refresh", "--expect-no-changes"], { allowFailure: true });
    if (drift.status === 0) {
        throw new Error("the out-of-band change of the volume was not detected as drift");
    }
    console.log("Drift detected, as expected.");

    step("pulumi destroy");
    pulumi(["destroy", "--yes"]);
    pulumi(["stack", "rm", "--yes"]);
} finally {
    await simulator.close();
    rmSync(work, { recursive: true, force: true });
}

function step(title) {
    console.log(`\n=== ${title}`);
}

function run(command, args, { allowFailure = false, input, ...options } = {}) {
    const result = spawnSync(command, args, {
        stdio: [input === undefined ? "inherit" : "pipe", "inherit", "inherit"],
        input,
        encoding: "utf8",
        ...options,
    });
    if (!allowFailure && result.status !== 0) {
        console.error(`\`${command} ${args.join(" ")}\` failed with exit code ${result.status}`);
        process.exit(result.status ?? 1);
    }
    return result;
}
