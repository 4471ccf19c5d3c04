/**
 * `npm run bench [-- <figure name>...]`: measures the figures against the embedded simulator on loopback and prints
 * one table. BENCH_QUICK=1 uses reduced sizes and fewer runs.
 */
import os from "node:os";
import { bigStack } from "./figures/big-stack";
import { cliBigStack } from "./figures/cli";
import { containerTemplateParse } from "./figures/container-template";
import { eventLogs } from "./figures/event-logs";
import { importCost } from "./figures/import-cost";
import { providerPlugin } from "./figures/plugin";
import { providerHost } from "./figures/provider-host";
import { smallCall } from "./figures/small-call";
import { stateSize } from "./figures/state-size";
import { videoCheck } from "./figures/video-check";
import { videoUpload } from "./figures/video-upload";
import type { Figure } from "./lib/figure";
import { quick } from "./lib/scale";
import { formatTable, type Row } from "./lib/table";
import { removeVideoFile } from "./lib/video-file";

const figures: Figure[] = [
  videoUpload,
  eventLogs,
  providerHost,
  stateSize,
  importCost,
  containerTemplateParse,
  videoCheck,
  providerPlugin,
  bigStack,
  cliBigStack,
  smallCall,
];

function selected(names: string[]): Figure[] {
  if (names.length === 0) {
    return figures;
  }
  const unknown = names.filter((name) => !figures.some((figure) => figure.name === name));
  if (unknown.length > 0) {
    throw new Error(`unknown figure ${unknown.join(", ")}; figures: ${figures.map((figure) => figure.name).join(", ")}`);
  }
  return figures.filter((figure) => names.includes(figure.name));
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const started = Date.now();
  try {
    for (const figure of selected(process.argv.slice(2))) {
      process.stderr.write(`measuring ${figure.name}...\n`);
      const figureStarted = Date.now();
      try {
        rows.push(...(await figure.measure()));
      } catch (error) {
        const message = (error as Error).message.split("\n")[0];
        rows.push({ figure: figure.name, value: `error: ${message}`, reference: "", ratio: "", goal: "", verdict: "FAIL" });
        process.stderr.write(`${(error as Error).stack}\n`);
      }
      process.stderr.write(`  ${figure.name}: ${((Date.now() - figureStarted) / 1000).toFixed(1)} s\n`);
    }
  } finally {
    await removeVideoFile();
  }
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  process.stdout.write(
    `${formatTable(rows)}\n\n${os.cpus().length} x ${cpu}, Node ${process.version}` +
      `${quick ? ", BENCH_QUICK=1 (reduced sizes)" : ""}; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  if (rows.some((row) => row.verdict === "FAIL")) {
    process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
