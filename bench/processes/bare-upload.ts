/**
 * A process that does nothing but one upload as bare undici: a PUT of the file's read stream, read as the client reads
 * it, with no client around it. Arguments: url filePath; the video key in BENCH_VIDEO_API_KEY. Prints one JSON line:
 * BareUploadReport.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { UPLOAD_READ_BYTES } from "../../src/client/file-reads";
import { environment } from "../lib/environment";

export interface BareUploadReport {
  /** Duration of the request, from its start to the answer's last byte. */
  ms: number;
}

async function main(): Promise<void> {
  const [url, filePath] = process.argv.slice(2);
  const videoApiKey = environment("BENCH_VIDEO_API_KEY");
  const { size } = await stat(filePath);
  const { origin, pathname } = new URL(url);
  const pool = new Pool(origin, { connections: 1 });
  const started = performance.now();
  const response = await pool.request({
    method: "PUT",
    path: pathname,
    headers: { AccessKey: videoApiKey, "content-type": "application/octet-stream", "content-length": String(size) },
    body: createReadStream(filePath, { highWaterMark: UPLOAD_READ_BYTES }),
  });
  const answer = await response.body.text();
  const ms = performance.now() - started;
  await pool.close();
  if (response.statusCode !== 200) {
    throw new Error(`the bare upload answered ${response.statusCode} ${answer}`);
  }
  const report: BareUploadReport = { ms };
  process.stdout.write(JSON.stringify(report));
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
