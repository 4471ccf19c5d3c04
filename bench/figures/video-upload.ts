import type { ChildProcess } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { BareUploadReport } from "../processes/bare-upload";
import type { ClientUploadReport } from "../processes/client-upload";
import { libraryId, videoId, type ReceivedUpload, type VideoSimulatorAddress } from "../processes/video-simulator";
import type { Figure } from "../lib/figure";
import { runCommand, runScript, startScript } from "../lib/processes";
import { scaled } from "../lib/scale";
import { mapSummary, pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, ratio, verdict } from "../lib/table";
import { videoFile } from "../lib/video-file";
import { fileFingerprint } from "../../src/providers/file-fingerprint";
import type { KnownContent } from "../../src/types";

const runs = scaled(5, 2);
const curl = "/usr/bin/curl";
const rssLimitMB = 128;
const MiB = 1024 * 1024;
const processes = path.join(__dirname, "..", "processes");

/** The simulator process: its address, and the uploads it received. */
class SimulatorProcess {
  private readonly lines: AsyncIterator<string>;

  private constructor(private readonly child: ChildProcess) {
    this.lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  }

  static start(): SimulatorProcess {
    return new SimulatorProcess(startScript(path.join(processes, "video-simulator.ts")));
  }

  async nextLine<T>(): Promise<T> {
    const { value, done } = await this.lines.next();
    if (done) {
      throw new Error("the simulator process ended");
    }
    return JSON.parse(value) as T;
  }

  /** The upload the benchmark's video received since the last call. */
  received(): Promise<ReceivedUpload | null> {
    this.child.stdin!.write(`${videoId}\n`);
    return this.nextLine();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.stdin!.end();
      await exited;
    }
  }
}

/** `curl -T` of the file to the video's URL; milliseconds as curl measured them. */
async function curlUpload(url: string, file: string, videoApiKey: string): Promise<number> {
  const { stdout } = await runCommand(curl, [
    "-sS",
    "-T",
    file,
    "-H",
    `AccessKey: ${videoApiKey}`,
    "-H",
    "Content-Type: application/octet-stream",
    "-w",
    "\n%{http_code} %{time_total}",
    url,
  ]);
  const [body, status] = stdout.split("\n");
  const [code, seconds] = status.split(" ");
  if (code !== "200" || JSON.parse(body).success !== true) {
    throw new Error(`curl upload answered ${code} ${body}`);
  }
  return Number(seconds) * 1000;
}

/**
 * The file's known content as the providers' check records it. A file written less than the racy window before its
 * hash gets none: the generated file is hashed again once that window has passed.
 */
async function knownContentOf(file: string): Promise<KnownContent> {
  for (let tries = 0; tries < 2; tries++) {
    const { knownContent } = await fileFingerprint(file, {});
    if (knownContent !== undefined) {
      return knownContent;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_100));
  }
  throw new Error(`${file} stays racily clean: its modification time is ahead of the clock`);
}

/**
 * 1. Streamed video upload by the client vs curl, to the simulator running in its own process: the client called as
 * the providers call it (with check's known content, so that it does not hash what it sends), and by default (hashing
 * what it sends) beside it.
 */
export const videoUpload: Figure = {
  name: "upload",
  async measure() {
    const file = await videoFile();
    const { size } = await stat(file);
    const sim = SimulatorProcess.start();
    try {
      const address = await sim.nextLine<VideoSimulatorAddress>();
      const knownContent = JSON.stringify(await knownContentOf(file));
      const clientUpload = (env: Record<string, string> = {}) =>
        runScript<ClientUploadReport>(path.join(processes, "client-upload.ts"), [address.videoUrl, libraryId, videoId, file], {
          env: { BENCH_API_KEY: address.apiKey, BENCH_VIDEO_API_KEY: address.videoApiKey, ...env },
        });
      const hashes = new Set<string>();
      const expectReceived = async (by: string) => {
        const upload = await sim.received();
        if (upload?.bytes !== size) {
          throw new Error(`after the ${by} upload the simulator holds ${upload?.bytes} bytes, not ${size}`);
        }
        hashes.add(upload.sha256);
      };

      // The first process transpiles and caches the modules; the measured ones then never load the compiler.
      await clientUpload({ BENCH_LOAD_ONLY: "1" });
      const loaded = await clientUpload({ BENCH_LOAD_ONLY: "1" });

      const clientMs: number[] = [];
      const clientRssKiB: number[] = [];
      const defaultMs: number[] = [];
      const curlMs: number[] = [];
      const byClient = (env: Record<string, string>, times: number[]) => async () => {
        const report = await clientUpload(env);
        if (report.compilerLoaded) {
          throw new Error("the upload process loaded the TypeScript compiler: its memory is not the client's");
        }
        times.push(report.ms);
        clientRssKiB.push(report.maxRssKiB);
        await expectReceived("client");
      };
      const asProviders = byClient({ BENCH_KNOWN_CONTENT: knownContent }, clientMs);
      const byDefault = byClient({}, defaultMs);
      const videoUrl = `${address.videoUrl}/library/${libraryId}/videos/${videoId}`;
      const byCurl = async () => {
        curlMs.push(await curlUpload(videoUrl, file, address.videoApiKey));
        await expectReceived("curl");
      };
      const bareMs: number[] = [];
      const byBareUndici = async () => {
        const report = await runScript<BareUploadReport>(path.join(processes, "bare-upload.ts"), [videoUrl, file], {
          env: { BENCH_VIDEO_API_KEY: address.videoApiKey },
        });
        bareMs.push(report.ms);
        await expectReceived("bare undici");
      };
      for (let run = 0; run < runs; run++) {
        const order = [byBareUndici, asProviders, byCurl, byDefault];
        for (const upload of run % 2 === 0 ? order : [...order].reverse()) {
          await upload();
        }
      }
      if (hashes.size !== 1) {
        throw new Error(`the simulator received ${hashes.size} different contents`);
      }

      const toMiBps = (ms: number) => size / MiB / (ms / 1000);
      const toMB = (kib: number) => (kib * 1024) / 1e6;
      const client = mapSummary(summarize(clientMs), toMiBps);
      const hashing = mapSummary(summarize(defaultMs), toMiBps);
      const reference = mapSummary(summarize(curlMs), toMiBps);
      const bare = mapSummary(summarize(bareMs), toMiBps);
      const rss = mapSummary(summarize(clientRssKiB), toMB);
      // Throughput of the client over curl's, upload by upload: curl's time over the client's.
      const paired = pairedRatios(curlMs, clientMs);
      const pairedDefault = pairedRatios(curlMs, defaultMs);
      const pairedBare = pairedRatios(curlMs, bareMs);
      const baseline = toMB(loaded.maxRssKiB);
      const sizeLabel = `${number(size / MiB, 0)} MiB`;
      return [
        {
          figure: `1. video upload ${sizeLabel}, client throughput as the providers call it (knownContent)`,
          value: measured(client, "MiB/s", 0),
          reference: `curl -T: ${measured(reference, "MiB/s", 0)}`,
          ratio: pairedRatio(paired),
          goal: ">= 0.95x curl (median of the run-by-run ratios)",
          verdict: verdict(paired.median >= 0.95),
        },
        {
          figure: `1. video upload ${sizeLabel}, client throughput by default (hashing what it sends)`,
          value: measured(hashing, "MiB/s", 0),
          reference: `curl -T: ${measured(reference, "MiB/s", 0)}`,
          ratio: pairedRatio(pairedDefault),
          goal: "for information: the SHA-256 of the bytes sent",
          verdict: "info",
        },
        {
          figure: `1. video upload ${sizeLabel}, bare undici (a PUT of the file's read stream, read as the client reads it)`,
          value: measured(bare, "MiB/s", 0),
          reference: `curl -T: ${measured(reference, "MiB/s", 0)}`,
          ratio: pairedRatio(pairedBare),
          goal: "for information: Node's own pace for this upload, without the client",
          verdict: "info",
        },
        {
          figure: `1. video upload ${sizeLabel}, uploader peak RSS`,
          value: measured(rss, "MB", 0),
          reference: `same process, modules loaded, no upload: ${number(baseline, 0)} MB`,
          ratio: ratio(rss.median, baseline),
          goal: `< ${rssLimitMB} MB`,
          verdict: verdict(rss.max < rssLimitMB),
        },
      ];
    } finally {
      await sim.stop();
    }
  },
};
