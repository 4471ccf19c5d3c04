/**
 * While a resource registers, `@pulumi/pulumi` gives each promise of its properties the formatted stack of its creation,
 * which it prints only when `PULUMI_DEBUG_PROMISE_LEAKS` is set. Where a TypeScript program runs with its source maps
 * (ts-node maps every frame, and TypeScript raises the frame limit to 100), formatting those stacks is most of the CPU
 * a program spends declaring its resources. The registration's own source position is unaffected: Pulumi reads it with
 * a limit of its own.
 */

/** Stops stacks from being captured, unless promise leaks are being debugged; gives the limit to restore. */
export function pausePromiseStacks(): number {
  const limit = Error.stackTraceLimit;
  if (process.env.PULUMI_DEBUG_PROMISE_LEAKS === undefined) Error.stackTraceLimit = 0;
  return limit;
}

/** Captures stacks again, as deep as before {@link pausePromiseStacks}. */
export function resumePromiseStacks(limit: number): void {
  Error.stackTraceLimit = limit;
}
