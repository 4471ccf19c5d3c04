// `npm run example`: the quickstart stack against the embedded simulator, from `pulumi up` through drift detection
// to the repair and `pulumi destroy`. With the Pulumi CLI on PATH, or built already by engine/build.sh, the CLI runs
// it; without it (or with `-- --without-cli`), @pulumi/pulumi's own dynamic-provider host does. Exits 0 when every
// step behaves as expected.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ExampleFailed, allStepsPassed } from "./example/quickstart";
import { runWithCli } from "./example/with-cli";
import { runWithoutCli } from "./example/without-cli";

/** The folder of a `pulumi` that engine/build.sh has built already (it builds nothing here), or undefined. */
function builtCliFolder(): string | undefined {
  const found = spawnSync("bash", [path.join(__dirname, "..", "engine", "build.sh")], {
    env: { ...process.env, PULUMI_ENGINE_BUILD: "cached" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

const cliOnPath = spawnSync("pulumi", ["version"]).error === undefined;
const builtCli = cliOnPath ? undefined : builtCliFolder();
if (builtCli !== undefined) process.env.PATH = `${builtCli}${path.delimiter}${process.env.PATH}`;
const withoutCli = process.argv.includes("--without-cli") || (!cliOnPath && builtCli === undefined);

(withoutCli ? runWithoutCli() : runWithCli()).then(() => console.log(`\n${allStepsPassed}`)).catch((error: Error) => {
  console.error(error instanceof ExampleFailed ? `\nerror: ${error.message}` : error.stack);
  process.exitCode = 1;
});
