/** BENCH_QUICK=1: reduced sizes and fewer runs, for development on a shared machine. */
export const quick = process.env.BENCH_QUICK === "1";

/** The full-size value, or the reduced one under BENCH_QUICK=1. */
export function scaled<T>(full: T, reduced: T): T {
  return quick ? reduced : full;
}
