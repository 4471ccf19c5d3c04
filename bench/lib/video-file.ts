import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { scaled } from "./scale";

const MiB = 1024 * 1024;

/** Size of the generated video file: 1 GiB, 128 MiB under BENCH_QUICK=1. */
export const videoFileBytes = scaled(1024 * MiB, 128 * MiB);

const videoFilePath = path.join(os.tmpdir(), `pulumi-cloudplatform-bench-video-${videoFileBytes / MiB}MiB.bin`);
let ready: Promise<string> | undefined;

async function generate(): Promise<string> {
  const existing = await fs.stat(videoFilePath).catch(() => undefined);
  if (existing?.isFile() && existing.size === videoFileBytes) {
    return videoFilePath;
  }
  const staging = `${videoFilePath}.${process.pid}`;
  const file = await fs.open(staging, "w");
  try {
    const block = randomBytes(MiB);
    for (let written = 0; written < videoFileBytes; written += MiB) {
      // A different first word per block, so that no two blocks are the same.
      block.writeUInt32BE(written / MiB, 0);
      await file.write(block, 0, MiB);
    }
  } finally {
    await file.close();
  }
  await fs.rename(staging, videoFilePath);
  return videoFilePath;
}

/** The path of the generated video file: made on first use, reused while it exists with the right size. */
export function videoFile(): Promise<string> {
  return (ready ??= generate());
}

/** Deletes the generated video file if this process made or used it. */
export async function removeVideoFile(): Promise<void> {
  if (ready !== undefined) {
    ready = undefined;
    await fs.rm(videoFilePath, { force: true });
  }
}
