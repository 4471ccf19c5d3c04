import { AsyncLocalStorage } from "node:async_hooks";
import { RequestNotSentError, type RequestTarget } from "../errors";

/** Why a gate no longer lets requests start, and whether a call that already sent one may finish. */
interface Closure {
  reason: string;
  startedCallsFinish: boolean;
}

/** One call of the engine to a provider (an Update, a Create): its gate, and whether it has sent a request. */
interface EngineCall {
  gate: RequestGate;
  sentRequest: boolean;
}

const engineCalls = new AsyncLocalStorage<EngineCall>();

/**
 * Whether requests may still start. A provider closes its gate when the engine cancels the command (the calls that
 * already sent a request finish, so that the engine records what they did; the others send nothing) and the process's
 * gate when the engine is gone (nothing starts any more). A request refused here fails with a RequestNotSentError.
 */
export class RequestGate {
  #closure: Closure | undefined;

  /**
   * Runs `work` as one call of the engine under this gate: once the gate is closed with `startedCallsFinish`, its
   * requests still start if it had sent one before.
   */
  engineCall<T>(work: () => Promise<T>): Promise<T> {
    return engineCalls.run({ gate: this, sentRequest: false }, work);
  }

  /** Lets no new request start, for `reason`; a closure that lets fewer through replaces one that lets more. */
  close(reason: string, { startedCallsFinish }: { startedCallsFinish: boolean }): void {
    if (this.#closure === undefined || (this.#closure.startedCallsFinish && !startedCallsFinish)) {
      this.#closure = { reason, startedCallsFinish };
    }
  }

  /** Why a request of `call` (undefined outside an engine call) may not start, or undefined if it may. */
  refusal(call: EngineCall | undefined): string | undefined {
    const closure = this.#closure;
    if (closure === undefined || (closure.startedCallsFinish && call?.gate === this && call.sentRequest)) return undefined;
    return closure.reason;
  }
}

/** The gate of the whole process: closed when the engine that started it is gone. */
export const processRequests = new RequestGate();

/**
 * Called as a request is about to go on the wire: throws a RequestNotSentError naming it when the process's gate, or
 * the gate of the engine call it belongs to, is closed to it; otherwise records that the call sent a request.
 */
export function startRequest(target: RequestTarget): void {
  const call = engineCalls.getStore();
  const refusal = processRequests.refusal(call) ?? call?.gate.refusal(call);
  if (refusal !== undefined) throw new RequestNotSentError(target, refusal);
  if (call !== undefined) call.sentRequest = true;
}
