/**
 * The simulator on its own, in its own process, for the upload figure. Its video library allows re-uploads. It
 * prints its address and keys as one JSON line (VideoSimulatorAddress), then answers each line `<videoId>` read on
 * stdin with the upload the video received (`{bytes, sha256}`, or `null` when none) and forgets that upload, so that
 * every answer is about a new one.
 */
import { createInterface } from "node:readline";
import { startSimulator } from "../../src/simulator";

export const libraryId = "4242";
export const videoId = "5f3b6c1e-0000-4000-8000-000000000001";

export interface VideoSimulatorAddress {
  baseUrl: string;
  videoUrl: string;
  apiKey: string;
  videoApiKey: string;
}

export interface ReceivedUpload {
  bytes: number;
  sha256: string;
}

async function main(): Promise<void> {
  const sim = await startSimulator();
  const library = sim.state.videoLibraries.get(libraryId);
  if (library === undefined) {
    throw new Error(`the simulator has no video library ${libraryId}`);
  }
  library.allowReupload = true;
  const address: VideoSimulatorAddress = {
    baseUrl: sim.baseUrl,
    videoUrl: sim.videoUrl,
    apiKey: sim.apiKey,
    videoApiKey: sim.videoApiKey,
  };
  process.stdout.write(`${JSON.stringify(address)}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    const video = library.videos.get(line.trim());
    const received: ReceivedUpload | null = video?.upload ? { bytes: video.upload.bytes, sha256: video.upload.sha256 } : null;
    delete video?.upload;
    process.stdout.write(`${JSON.stringify(received)}\n`);
  }
  await sim.close();
}

if (require.main === module) {
  main().catch((error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exitCode = 1;
  });
}
