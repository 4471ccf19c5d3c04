import { stat } from "node:fs/promises";
import { videoUploadProvider } from "../../src/providers/video-upload";
import { configureRequest } from "../../test/helpers/provider-config";
import type { Figure } from "../lib/figure";
import { runCommand } from "../lib/processes";
import { scaled } from "../lib/scale";
import { interleave, mapSummary, summarize, timeMs } from "../lib/stats";
import { measured, number, ratio, verdict } from "../lib/table";
import { videoFile } from "../lib/video-file";

const hashRuns = scaled(3, 2);
const unchangedRuns = 50;
const limitMs = 50;
const MiB = 1024 * 1024;

interface Fingerprinted {
  sha256: string;
  bytes: number;
  mtimeMs: number;
}

async function check(olds: Record<string, unknown>, filePath: string): Promise<Fingerprinted> {
  const news = { libraryId: "4242", videoId: "5f3b6c1e-0000-4000-8000-000000000001", filePath };
  const result = await videoUploadProvider.check(olds, news);
  if (result.failures?.length || result.inputs === undefined) {
    throw new Error(`check failed: ${JSON.stringify(result.failures)}`);
  }
  return result.inputs;
}

/** 7. VideoUpload's check of a 1 GiB file: the first hash, and the unchanged file of every later preview. */
export const videoCheck: Figure = {
  name: "video-check",
  async measure() {
    // Check makes no API call, but it refuses to run without settings, as a stack without a key would.
    await videoUploadProvider.configure(configureRequest({ "cloudplatform:apiKey": "bench-key-never-sent" }));
    const file = await videoFile();
    const { size } = await stat(file);

    let first: Fingerprinted | undefined;
    let sha256sum = "";
    const hashes = await interleave(hashRuns, {
      provider: () => timeMs(async () => (first = await check({}, file))),
      sha256sum: async () => {
        const { stdout, ms } = await runCommand("sha256sum", [file]);
        sha256sum = stdout.split(" ")[0];
        return ms;
      },
    });
    if (first === undefined || first.sha256 !== sha256sum || first.bytes !== size) {
      throw new Error(`check fingerprinted ${JSON.stringify(first)}; sha256sum says ${sha256sum}, size ${size}`);
    }

    // A later preview: the stored state carries the fingerprint of the unchanged file.
    const olds = { libraryId: "4242", videoId: "5f3b6c1e-0000-4000-8000-000000000001", filePath: file, ...first };
    const unchangedMs: number[] = [];
    const statMs: number[] = [];
    for (let run = 0; run < unchangedRuns; run++) {
      let again: Fingerprinted | undefined;
      unchangedMs.push(await timeMs(async () => (again = await check(olds, file))));
      statMs.push(await timeMs(() => stat(file)));
      if (again?.sha256 !== first.sha256) {
        throw new Error(`check of the unchanged file answered ${JSON.stringify(again)}`);
      }
    }

    const toMiBps = (ms: number) => size / MiB / (ms / 1000);
    const hashed = mapSummary(summarize(hashes.provider), toMiBps);
    const reference = mapSummary(summarize(hashes.sha256sum), toMiBps);
    const unchanged = summarize(unchangedMs);
    const statMedian = summarize(statMs).median;
    const sizeLabel = `${number(size / MiB, 0)} MiB`;
    return [
      {
        figure: `7. VideoUpload check, unchanged ${sizeLabel} file`,
        value: measured(unchanged, "ms", 2),
        reference: `fs.stat: ${number(statMedian, 3)} ms`,
        ratio: ratio(unchanged.median, statMedian),
        goal: `< ${limitMs} ms`,
        verdict: verdict(unchanged.max < limitMs),
      },
      {
        figure: `7. VideoUpload check, first hash of ${sizeLabel}`,
        value: measured(hashed, "MiB/s", 0),
        reference: `sha256sum: ${measured(reference, "MiB/s", 0)}`,
        ratio: ratio(hashed.median, reference.median),
        goal: "",
        verdict: "info",
      },
    ];
  },
};
