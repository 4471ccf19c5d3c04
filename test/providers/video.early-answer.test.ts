// A proxy in front of the video API that answers 200 to an upload before the file was sent whole: the Video is
// recorded without its file, and the next `pulumi up` uploads it again.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { dynamicProvider } from "../../src/providers/dynamic-provider";
import { PartiallyAppliedError } from "../../src/providers/partially-applied-error";
import { videoDefinition, type VideoOutputs } from "../../src/providers/video";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { configureRequest, simulatorConfig } from "../helpers/provider-config";
import { rejection } from "../helpers/simulated-api";

const library = "4242";
const FILE_BYTES = 8 * 1024 * 1024;

let sim: RunningSimulator;
let front: Server;
let frontUrl: string;
let answerUploadsEarly = true;
let dir: string;

/** Forwards every request to the simulator, except uploads while `answerUploadsEarly`: those get 200 at their first bytes. */
function startFront(): Promise<void> {
  const simulator = new URL(sim.videoUrl);
  front = createServer((request, response) => {
    if (request.method === "PUT" && answerUploadsEarly) {
      request.once("data", () => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: true, message: "OK", statusCode: 200 }));
      });
      return;
    }
    const upstream = forward({ host: simulator.hostname, port: simulator.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) =>
    front.listen(0, "127.0.0.1", () => {
      frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}${simulator.pathname}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  sim = await startSimulator({ apiKey: "early-answer-account-key-2b8e", videoApiKey: "early-answer-video-key-6d1f" });
  await startFront();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-early-answer-"));
});

afterAll(async () => {
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await sim.close();
  await fs.rm(dir, { recursive: true, force: true });
});

test("a 200 before the file was sent whole records the video without its file; the next up uploads it", async () => {
  const provider = dynamicProvider(videoDefinition);
  await provider.configure(configureRequest(simulatorConfig(sim, { "cloudplatform:videoUrl": frontUrl })));
  const content = Buffer.alloc(FILE_BYTES, 7);
  const filePath = path.join(dir, "clip.mp4");
  await fs.writeFile(filePath, content);
  const { inputs } = await provider.check({}, { libraryId: library, title: "Early", filePath });

  const error = await rejection(provider.create(inputs!));
  expect(error).toBeInstanceOf(PartiallyAppliedError);
  const { id, properties } = error as PartiallyAppliedError;
  const videoId = properties.videoId as string;
  expect(id).toBe(`${library}/${videoId}`);
  expect(error.message).toMatch(
    new RegExp(
      `^video ${videoId} in library ${library} is recorded without its file, which the next \`pulumi up\` uploads: uploadVideo failed: ` +
        `PUT /video/library/${library}/videos/${videoId} -> UPLOAD_ANSWERED_EARLY: the server answered 200 before the whole content was sent ` +
        `\\(\\d+ of ${FILE_BYTES} bytes sent\\), so the upload is not taken as done$`,
    ),
  );
  expect(properties).toMatchObject({ sha256: "", status: "created" });
  expect(sim.state.videoLibraries.get(library)!.videos.get(videoId)!.upload).toBeUndefined();

  answerUploadsEarly = false;
  const recorded = properties as unknown as VideoOutputs;
  expect(await provider.diff(id, recorded, inputs!)).toMatchObject({ changes: true, replaces: [] });
  const { outs } = await provider.update(id, recorded, inputs!);
  const sha256 = createHash("sha256").update(content).digest("hex");
  expect(outs).toMatchObject({ sha256, bytes: FILE_BYTES, status: "finished" });
  expect(sim.state.videoLibraries.get(library)!.videos.get(videoId)!.upload).toMatchObject({ sha256 });
});
