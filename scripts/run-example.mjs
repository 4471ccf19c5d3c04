// `npm run example`: the quickstart stack against the embedded simulator, from
// `pulumi up` through drift detection to `pulumi destroy`, with a throwaway
// local state backend.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const program = join(repo, "examples", "quickstart");

class StepFailed extends Error {}

if (spawnSync("pulumi", ["version"]).error) {
    console.error(
        "The Pulumi CLI is not installed: install it from https://www.pulumi.com/docs/iac/download-install/ and run `npm run example` again (`npm test` runs the same sequence without it).",
    );
    process.exit(1);
}

try {
    await run("npm", ["run", "build", "--silent"], { cwd: repo });
    await run("npm", ["install", "--no-audit", "--no-fund", "--silent"], { cwd: program });
    await runStack();
} catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    console.error(error.message);
    process.exitCode = 1;
}

async function runStack() {
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
        await run("pulumi", ["stack", "init", "quickstart", "--non-interactive"], { cwd: program, env });
        await pulumi(["config", "set", "cloudplatform:baseUrl", simulator.baseUrl]);
        await pulumi(["config", "set", "cloudplatform:videoUrl", simulator.videoUrl]);
        await pulumi(["config", "set", "--secret", "cloudplatform:apiKey"], { input: simulator.apiKey });
        await pulumi(["config", "set", "--secret", "cloudplatform:videoApiKey"], { input: simulator.videoApiKey });

        step("pulumi up: adopt and resize the volume, complete the certificate, review the WAF rule, upload the video");
        await pulumi(["up", "--yes"]);

        step("pulumi preview --refresh --expect-no-changes: the live objects match the stack");
        await pulumi(["preview", "--refresh", "--expect-no-changes"]);

        step("Someone resizes the volume outside Pulumi (size 20 -> 35)");
        simulator.state.apps.get("app-demo").volumes.get("vol-data").size = 35;

        step("pulumi preview --refresh --expect-no-changes: the drift must be caught (non-zero exit)");
        const driftExit = await pulumi(["preview", "--refresh", "--expect-no-changes"], { allowFailure: true });
        if (driftExit === 0) {
            throw new StepFailed("The out-of-band change of the volume was not detected as drift.");
        }
        console.log("Drift detected, as expected.");

        step("pulumi destroy");
        await pulumi(["destroy", "--yes"]);
        await pulumi(["stack", "rm", "--yes"]);
    } finally {
        await simulator.close();
        rmSync(work, { recursive: true, force: true });
        // Written by `stack init` beside Pulumi.yaml; left behind, its salt would not match the next run's passphrase.
        rmSync(join(program, "Pulumi.quickstart.yaml"), { force: true });
    }
}

function step(title) {
    console.log(`\n=== ${title}`);
}

/**
 * Runs a command to its end without blocking this process, which serves the simulator meanwhile;
 * resolves with its exit code.
 */
function run(command, args, { allowFailure = false, input, ...options } = {}) {
    return new Promise((resolvePromise, reject) => {
        const child = spawn(command, args, {
            stdio: [input === undefined ? "inherit" : "pipe", "inherit", "inherit"],
            ...options,
        });
        child.stdin?.end(input);
        child.on("error", reject);
        child.on("close", (code) => {
            if (!allowFailure && code !== 0) {
                reject(new StepFailed(`\`${command} ${args.join(" ")}\` failed with exit code ${code}`));
            } else {
                resolvePromise(code);
            }
        });
    });
}
