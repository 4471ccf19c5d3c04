// A stack written by the previous release of the package, then upgraded to this one (as `npm install` of the new
// version), under the real Pulumi CLI: the refresh and the preview show no change, and the next up makes no write.
import path from "node:path";
import { packageRoot } from "../helpers/installed-package";
import { useSimulatedStack } from "../helpers/cli-stack";
import { buildCheckout, checkoutDir, hasCommit, previousRelease, warnCommitMissing } from "./previous-release";

const typescript = ["typescript", "@types/node"];
const previous = checkoutDir(previousRelease);

if (!hasCommit(previousRelease)) warnCommitMissing(previousRelease);

(hasCommit(previousRelease) ? describe : describe.skip)(`a stack written by the package at ${previousRelease.slice(0, 7)}, then upgraded`, () => {
  beforeAll(() => buildCheckout(previousRelease), 180_000);
  const current = useSimulatedStack(path.join(previous, "examples", "quickstart"), {
    extraPackages: typescript,
    packageDir: previous,
  });

  test("pulumi up with the previous release", async () => {
    await current.stack.pulumi(["up", "--yes"]);
  }, 300_000);

  test("after the upgrade, pulumi preview --refresh --expect-no-changes passes and up makes no write", async () => {
    await current.stack.installPackage(packageRoot, typescript);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    current.simulator.resetStats();
    await current.stack.pulumi(["up", "--refresh", "--yes", "--expect-no-changes"]);
    expect(current.simulator.requests.filter((request) => request.method !== "GET")).toEqual([]);
  }, 300_000);
});
