import { processRequests } from "../client/request-gate";
import { connectEngine } from "../engine-connection";

/** Time between the end of one check of the engine and the start of the next. */
const CHECK_INTERVAL_MS = 1000;
/** Longest wait for one check's answer: an engine too busy to answer sooner is still alive. */
const CHECK_DEADLINE_MS = 5000;
/** Checks in a row that found nothing listening at the engine's address before the engine counts as gone. */
const MISSES_TO_GONE = 2;

/**
 * The engine's address among a plugin's arguments: Pulumi passes its own flags first (`--logtostderr`, `-v=9`,
 * `--tracing <endpoint>`) and the address (`127.0.0.1:<port>`) last.
 */
export function engineAddress(args: readonly string[]): string | undefined {
  return [...args].reverse().find((arg) => /^(?:[\w.-]+|\[[\da-fA-F:]+\]):\d{1,5}$/.test(arg));
}

/**
 * Calls `onGone` once when the engine at `address` has stopped listening after it answered at least once: a gRPC
 * health check every second over the process's connection to the engine. Only a refused or dropped connection counts
 * as a miss: a slow answer is a busy engine. The timer does not keep the process alive. Returns what stops the watch.
 */
export function watchEngine(address: string, onGone: () => void): () => void {
  const engine = connectEngine(address);
  let answered = false;
  let misses = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const stop = (): void => {
    stopped = true;
    clearTimeout(timer);
    engine.release();
  };
  const check = async (): Promise<void> => {
    const health = await engine.checkHealth(Date.now() + CHECK_DEADLINE_MS);
    if (stopped) return;
    if (health === "answered") {
      answered = true;
      misses = 0;
    } else if (answered && health === "unreachable" && ++misses >= MISSES_TO_GONE) {
      stop();
      onGone();
      return;
    }
    timer = setTimeout(() => void check(), CHECK_INTERVAL_MS).unref();
  };
  void check();
  return stop;
}

let watched = false;

/**
 * In a process the Pulumi engine started (the provider plugin, the dynamic-provider host), watches the engine whose
 * address is among the process's arguments: once it is gone (a killed CLI), no request starts any more and the process
 * exits, instead of working on for a command that no longer exists while holding the keys. Elsewhere, and on a second
 * call, does nothing.
 */
export function exitWhenEngineGone(args: readonly string[] = process.argv.slice(2)): void {
  const address = engineAddress(args);
  if (watched || address === undefined) return;
  watched = true;
  watchEngine(address, () => {
    processRequests.close("the Pulumi engine that started this provider is gone (its CLI ended), so nothing was sent", {
      startedCallsFinish: false,
    });
    process.exit(1);
  });
}
