import { performance } from "node:perf_hooks";

/** Median, minimum and maximum of repeated measurements. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) {
    throw new Error("no samples to summarize");
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/**
 * The ratios of samples measured one after the other, `values[i] / references[i]` (as {@link interleave} takes them):
 * a change of load on the machine hits both sides of a pair alike, where it would shift a ratio of two medians.
 */
export function pairedRatios(values: readonly number[], references: readonly number[]): Summary {
  if (values.length !== references.length) {
    throw new Error(`${values.length} samples paired with ${references.length} references`);
  }
  return summarize(values.map((value, i) => value / references[i]));
}

/** The same summary with every value passed through `f` (a unit conversion; a decreasing `f` swaps min and max). */
export function mapSummary(summary: Summary, f: (value: number) => number): Summary {
  const [a, b] = [f(summary.min), f(summary.max)];
  return { median: f(summary.median), min: Math.min(a, b), max: Math.max(a, b), runs: summary.runs };
}

/** Milliseconds taken by `action`. */
export async function timeMs(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** Milliseconds per call of `action`, averaged over `calls` synchronous calls. */
export function timePerCallMs(calls: number, action: () => unknown): number {
  const started = performance.now();
  for (let i = 0; i < calls; i++) {
    action();
  }
  return (performance.now() - started) / calls;
}

/**
 * Runs `measures` in turn, `runs` times each, alternating between them so that a change of load on the machine hits
 * every series alike; returns the samples of each.
 */
export async function interleave<Name extends string>(
  runs: number,
  measures: Record<Name, () => Promise<number>>,
): Promise<Record<Name, number[]>> {
  const names = Object.keys(measures) as Name[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let run = 0; run < runs; run++) {
    for (const name of run % 2 === 0 ? names : [...names].reverse()) {
      samples[name].push(await measures[name]());
    }
  }
  return samples;
}
