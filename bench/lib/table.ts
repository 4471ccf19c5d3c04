import type { Summary } from "./stats";

export type Verdict = "PASS" | "FAIL" | "info";

/** One line of the results table. */
export interface Row {
  figure: string;
  value: string;
  reference: string;
  ratio: string;
  goal: string;
  verdict: Verdict;
}

const columns: { key: keyof Row; title: string }[] = [
  { key: "figure", title: "figure" },
  { key: "value", title: "value" },
  { key: "reference", title: "reference" },
  { key: "ratio", title: "ratio" },
  { key: "goal", title: "goal" },
  { key: "verdict", title: "verdict" },
];

export function verdict(met: boolean): Verdict {
  return met ? "PASS" : "FAIL";
}

/** `value` with `digits` decimals (fewer for large values). */
export function number(value: number, digits = 1): string {
  return value.toFixed(Math.abs(value) >= 100 ? 0 : digits);
}

/** "median unit (min–max, n runs)". */
export function measured(summary: Summary, unit: string, digits = 1): string {
  const median = `${number(summary.median, digits)} ${unit}`;
  if (summary.runs === 1) {
    return median;
  }
  return `${median} (${number(summary.min, digits)}–${number(summary.max, digits)}, n=${summary.runs})`;
}

export function ratio(value: number, reference: number): string {
  return `${value / reference >= 10 ? (value / reference).toFixed(0) : (value / reference).toFixed(2)}x`;
}

/** The median of paired ratios with their range: "1.04x (0.98–1.10x, n=5)". */
export function pairedRatio(summary: Summary): string {
  const text = (value: number) => value.toFixed(2);
  return summary.runs === 1 ? `${text(summary.median)}x` : `${text(summary.median)}x (${text(summary.min)}–${text(summary.max)}x, n=${summary.runs})`;
}

export function bytes(count: number): string {
  return `${Math.round(count)} B`;
}

/** The rows as a Markdown table, columns padded to line up in a terminal. */
export function formatTable(rows: readonly Row[]): string {
  const widths = columns.map(({ key, title }) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(columns.map(({ title }) => title)),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map(({ key }) => row[key]))),
  ].join("\n");
}
