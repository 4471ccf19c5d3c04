/**
 * A process that does nothing but one upload with CloudPlatformClient.uploadVideo, so that its peak RSS is the
 * client's. Arguments: videoUrl libraryId videoId filePath; keys in BENCH_API_KEY and BENCH_VIDEO_API_KEY;
 * BENCH_KNOWN_CONTENT, the file's knownContent as JSON, as the providers pass it (without it, the client hashes what it
 * sends). With BENCH_LOAD_ONLY=1 it stops after loading its modules. Prints one JSON line: ClientUploadReport.
 */
import { performance } from "node:perf_hooks";
import { CloudPlatformClient } from "../../src/client";
import { environment } from "../lib/environment";
import type { KnownContent } from "../../src/types";

export interface ClientUploadReport {
  /** Duration of the uploadVideo call; 0 with BENCH_LOAD_ONLY=1. */
  ms: number;
  /** Peak resident set size of the process, as the kernel accounts it. */
  maxRssKiB: number;
  /** Whether this process loaded the TypeScript compiler (its memory would then not be the client's alone). */
  compilerLoaded: boolean;
}

const { compilerLoaded } = require("../../scripts/register") as { compilerLoaded(): boolean };

async function main(): Promise<void> {
  let ms = 0;
  if (process.env.BENCH_LOAD_ONLY !== "1") {
    const [videoUrl, libraryId, videoId, filePath] = process.argv.slice(2);
    const client = new CloudPlatformClient({
      apiKey: environment("BENCH_API_KEY"),
      videoApiKey: environment("BENCH_VIDEO_API_KEY"),
      videoUrl,
      maxRetries: 0,
    });
    const known = process.env.BENCH_KNOWN_CONTENT;
    const knownContent = known === undefined ? undefined : (JSON.parse(known) as KnownContent);
    const started = performance.now();
    const result = await client.uploadVideo(libraryId, videoId, { filePath, ...(knownContent && { knownContent }) });
    ms = performance.now() - started;
    await client.close();
    if (!result.success || (knownContent !== undefined && result.sha256 !== knownContent.sha256)) {
      throw new Error(`upload answered ${JSON.stringify(result)}`);
    }
  }
  const report: ClientUploadReport = { ms, maxRssKiB: process.resourceUsage().maxRSS, compilerLoaded: compilerLoaded() };
  process.stdout.write(JSON.stringify(report));
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
