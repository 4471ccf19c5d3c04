// Two accounts (two simulators) in one YAML program through the plugin under the real Pulumi CLI: each resource
// reaches only its own account, and a video with retainOnDelete outlives `pulumi destroy`.
import path from "node:path";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { volumeOf } from "../../scripts/example/quickstart";
import { leakedForms, useSimulatedStack } from "../helpers/cli-stack";

describe("two accounts and retainOnDelete under the real Pulumi CLI", () => {
  let second: RunningSimulator;
  beforeAll(async () => {
    second = await startSimulator();
  });
  afterAll(() => second?.close());
  const current = useSimulatedStack(path.join(__dirname, "programs", "two-accounts"));

  test("each resource reaches only its own account", async () => {
    await current.stack.pulumi(["config", "set", "secondBaseUrl", second.baseUrl]);
    await current.stack.pulumi(["config", "set", "secondVideoUrl", second.videoUrl]);
    await current.stack.pulumi(["config", "set", "--secret", "secondApiKey"], { input: second.apiKey });
    await current.stack.pulumi(["config", "set", "--secret", "secondVideoApiKey"], { input: second.videoApiKey });
    await current.stack.pulumi(["up", "--yes"]);
    expect(volumeOf(current.simulator).size).toBe(20);
    expect(volumeOf(second).size).toBe(30);
    const keptVideoId = String((await current.stack.outputs()).keptVideoId);
    expect(second.state.videoLibraries.get("4242")!.videos.get(keptVideoId)?.title).toBe("Kept on destroy");
    expect(current.simulator.requests.filter((request) => request.route === "createVideo")).toEqual([]);
    for (const simulator of [current.simulator, second]) {
      expect(simulator.requests.every((request) => request.accessKeyValid)).toBe(true);
    }
  }, 300_000);

  test("pulumi destroy keeps the video marked retainOnDelete", async () => {
    const keptVideoId = String((await current.stack.outputs()).keptVideoId);
    await current.stack.pulumi(["destroy", "--yes"]);
    expect(second.requests.filter((request) => request.route === "deleteVideo")).toEqual([]);
    expect(second.state.videoLibraries.get("4242")!.videos.has(keptVideoId)).toBe(true);
  }, 300_000);

  test("no command printed a key of either account", () => {
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey, second.apiKey, second.videoApiKey]) {
      for (const form of leakedForms(key)) expect(current.stack.printed()).not.toContain(form);
    }
  });
});
