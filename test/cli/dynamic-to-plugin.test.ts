// A TypeScript program moves a video from the dynamic `Video` (`pulumi-nodejs:dynamic/cloudplatform:Video`) to the
// plugin's `cloudplatform:index:Video` under the real Pulumi CLI, without deleting and recreating it: the dynamic
// resource leaves the state (`pulumi state delete`, which calls no provider), the plugin's resource adopts the video
// by id (the `import` resource option), and the update makes no write to the API.
import { promises as fs } from "node:fs";
import path from "node:path";
import { mediaFolder, plannedSteps, useSimulatedStack } from "../helpers/cli-stack";
import { installNodeSdk } from "../helpers/node-sdk";

describe("a video moved from the dynamic Video to the plugin's Video under the real Pulumi CLI", () => {
  const current = useSimulatedStack(path.join(__dirname, "programs", "dynamic-to-plugin"), {
    extraPackages: ["typescript", "@types/node"],
    siblings: [mediaFolder],
  });

  test("state delete of the dynamic resource, then the import option: the same video, no write", async () => {
    await current.stack.pulumi(["up", "--yes"]);
    const videoId = String((await current.stack.outputs()).trailerVideoId);
    const before = await current.stack.exportState();
    const dynamic = before.deployment.resources.find((resource) => resource.urn.endsWith("::trailer"))!;
    expect(dynamic.type).toBe("pulumi-nodejs:dynamic/cloudplatform:Video");

    await installNodeSdk(current.stack);
    await fs.rename(path.join(current.stack.programDir, "plugin.ts"), path.join(current.stack.programDir, "index.ts"));
    await current.stack.pulumi(["state", "delete", dynamic.urn, "--yes"]);
    await current.stack.pulumi(["config", "set", "trailerImportId", `4242/${videoId}`]);
    current.simulator.resetStats();
    const preview = await current.stack.pulumi(["preview", "--json"]);
    expect(plannedSteps(preview.stdout)).toEqual(["import trailer"]);
    await current.stack.pulumi(["up", "--yes"]);
    expect(current.simulator.requests.filter((request) => request.method !== "GET")).toEqual([]);

    const after = await current.stack.exportState();
    const moved = after.deployment.resources.find((resource) => resource.urn.endsWith("::trailer"))!;
    expect(moved.type).toBe("cloudplatform:index:Video");
    expect(moved.id).toBe(`4242/${videoId}`);
    expect((await current.stack.outputs()).trailerVideoId).toBe(videoId);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);

    await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
    current.simulator.resetStats();
    await current.stack.pulumi(["destroy", "--yes"]);
    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([`DELETE /video/library/4242/videos/${videoId}`]);
  }, 600_000);
});
