// What every program of the quickstart through the plugin shows under the real Pulumi CLI, whatever its language.
import { promises as fs } from "node:fs";
import path from "node:path";
import { changeOutOfBand, outOfBandSize, volumeOf } from "../../scripts/example/quickstart";
import { mediaFolder, plannedSteps, type SimulatedStack } from "./cli-stack";

/** `pulumi up` creates every resource and calls every function; then the refreshed preview is clean. */
export async function expectQuickstartUp({ stack }: SimulatedStack): Promise<void> {
  await stack.pulumi(["up", "--yes"]);
  expect(await stack.outputs()).toMatchObject({
    volumeName: "data",
    volumeSize: 20,
    wafAction: "logOnly",
    videoBytes: (await fs.stat(path.join(mediaFolder, "sample-video.mp4"))).size,
    trailerStatus: "finished",
    containerImage: "ghcr.io/example/web:1.4.2",
    eventLogPages: 5,
  });
  await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
}

/** A change made outside Pulumi is caught by the refreshed preview, recorded by refresh and repaired by up. */
export async function expectDriftCaughtAndRepaired({ stack, simulator }: SimulatedStack): Promise<void> {
  changeOutOfBand(simulator);
  const drift = await stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
  expect(drift.code).not.toBe(0);
  expect(plannedSteps(drift.stdout)).toEqual(["update data", "update sqli-log-only"]);
  await stack.pulumi(["refresh", "--yes"]);
  const { deployment } = await stack.exportState();
  expect(deployment.resources.find((resource) => resource.urn.endsWith("::data"))?.outputs?.size).toBe(outOfBandSize);
  await stack.pulumi(["up", "--yes"]);
  expect(volumeOf(simulator).size).toBe(20);
  await stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
}
