// `npm run example`: the quickstart stack against the embedded simulator, from `pulumi up` through drift detection
// to the repair and `pulumi destroy`. With the Pulumi CLI on PATH the CLI runs it; without it (or with
// `-- --without-cli`), @pulumi/pulumi's own dynamic-provider host does. Exits 0 when every step behaves as expected.
import { spawnSync } from "node:child_process";
import { ExampleFailed } from "./example/quickstart";
import { runWithCli } from "./example/with-cli";
import { runWithoutCli } from "./example/without-cli";

const withoutCli = process.argv.includes("--without-cli") || spawnSync("pulumi", ["version"]).error !== undefined;

(withoutCli ? runWithoutCli() : runWithCli()).catch((error: Error) => {
  console.error(error instanceof ExampleFailed ? `\nerror: ${error.message}` : error.stack);
  process.exitCode = 1;
});
