// A Video and a VideoUpload whose `pulumi up` is cut short under the real Pulumi CLI: the CLI killed, Ctrl+C twice,
// the provider killed, each while the video's create is under way (the API makes the video after the cut) and after
// the upload of the VideoUpload landed. The next `pulumi up` finishes: one video per round, holding the file, and the
// uploaded file recorded without a second upload.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { mediaFolder, useSimulatedStack } from "../helpers/cli-stack";
import type { Cut } from "../helpers/cut-command";
import { processesIn, until } from "../helpers/processes";

const program = path.join(__dirname, "programs", "interrupted-videos");
const library = "4242";
const demoVideo = (n: number) => `5f3b6c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("videos after an interrupted pulumi up, under the real Pulumi CLI", () => {
  const current = useSimulatedStack(program, { extraPackages: ["typescript", "@types/node"], siblings: [mediaFolder] });
  const videos = () => current.simulator.state.videoLibraries.get(library)!.videos;
  const titled = (title: string) => [...videos()].filter(([, video]) => video.title === title);
  const received = (route: string) => current.simulator.requests.some((request) => request.route === route);
  let sample: string;

  beforeAll(async () => {
    sample = createHash("sha256").update(await fs.readFile(path.join(mediaFolder, "sample-video.mp4"))).digest("hex");
  });

  afterAll(async () => {
    // A provider the CLI left behind when it was killed: ended here, once its calls are done.
    for (const leftover of await processesIn(current.stack.programDir)) process.kill(leftover.pid, "SIGKILL");
  });

  /** The dynamic-provider host that the `pulumi up` process `cli` started. */
  async function providerOf(cli: number): Promise<number> {
    const found = await processesIn(current.stack.programDir);
    const provider = found.find((p) => p.parent === cli && p.argv.some((arg) => arg.endsWith("dynamic-provider/index.js")));
    if (!provider) throw new Error(`no provider of pulumi up among ${JSON.stringify(found.map((p) => p.argv))}`);
    return provider.pid;
  }

  /**
   * Round `round`: a `pulumi up` cut as `cut` says while the video's create is held by the API for 4 s and after the
   * upload landed (the read that follows it is held too), then a `pulumi up` that must finish.
   */
  async function interruptedRound(round: number, cut: Omit<Cut, "when">, before: string[][] = []) {
    await current.stack.pulumi(["config", "set", "round", String(round)]);
    await current.stack.pulumi(["config", "set", "videoId", demoVideo(round)]);
    current.simulator.resetStats();
    current.simulator.faults.add({ route: "createVideo", delayMs: 4000, times: 1 });
    current.simulator.faults.add({ route: "getVideo", delayMs: 4000, times: 1 });
    const running = current.stack.pulumiCut(["up", "--yes", "--skip-preview"], {
      ...cut,
      when: () => received("createVideo") && received("getVideo"),
    });
    expect(await running.cutAt).toBeDefined();
    expect((await running.ended).code).not.toBe(0);
    // The API makes the video once its create is let through, whoever waits for the answer.
    await until(`the video of round ${round}`, () => titled(`Clip ${round}`).length === 1);
    expect(videos().get(demoVideo(round))!.upload!.sha256).toBe(sample);
    current.simulator.faults.clear();

    for (const command of before) await current.stack.pulumi(command);
    await current.stack.pulumi(["up", "--yes", "--skip-preview"]);
    const clips = titled(`Clip ${round}`);
    expect(clips).toHaveLength(1);
    expect(clips[0][1].upload!.sha256).toBe(sample);
    const outputs = await current.stack.outputs();
    expect(outputs).toMatchObject({ clipVideoId: clips[0][0], uploadSha256: sample });
    // In the whole round, one create and one file stored per video: nothing made or sent twice. (The video's own file
    // goes either from a provider that outlived its killed CLI, or from the next `pulumi up`.)
    const made = (route: string) => current.simulator.requests.filter((request) => request.route === route && request.status === 200);
    expect(made("createVideo")).toHaveLength(1);
    const videoPath = (videoId: string) => `/video/library/${library}/videos/${videoId}`;
    expect(made("uploadVideo").map((request) => request.path).sort()).toEqual([videoPath(clips[0][0]), videoPath(demoVideo(round))].sort());
  }

  test("the CLI killed (SIGKILL), then its lock cleared with pulumi cancel", async () => {
    // A killed CLI leaves the file backend's lock: `pulumi cancel` clears it.
    await interruptedRound(1, { signals: ["SIGKILL"] }, [["cancel", "--yes"]]);
  });

  test("Ctrl+C twice", async () => {
    await interruptedRound(2, { signals: ["SIGINT", "SIGINT"] });
  });

  test("the provider killed (SIGKILL)", async () => {
    await interruptedRound(3, { signals: ["SIGKILL"], target: providerOf });
  });
});
