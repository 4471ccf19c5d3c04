import { AsyncLocalStorage } from "node:async_hooks";
import { apiOperations, type ApiOperationName } from "../api/operations";
import type { CloudPlatformClient } from "../client";
import { ApiError } from "../errors";
import { numberBetween } from "../schemas/rules";
import { awaitDeployment } from "./deployment-wait";
import type { RowField } from "./row-fields";
import { filledPath, type callOperation } from "./row-operations";

/**
 * Where the API sets a row's object up in the background after its create (a shield zone): its reads answer a 2xx that
 * reports a failure until they show it (see `ResourceRow.readyWait`).
 */
export interface RowReadyWait {
  /** The status the reads answer meanwhile (the shield area's 202). */
  status: number;
  /** The input that holds the deadline, in seconds. */
  input: string;
  /** The deadline where the input is not set, and the most the input takes, in seconds. */
  defaultSeconds: number;
  maxSeconds: number;
  /** What the step waits for, as a passed deadline tells it ("the API to set up the shield zone"). */
  waitedFor: string;
}

/** The input that holds the deadline of `wait`: a number of seconds, no field of the API's. */
export function readyDeadlineInput(wait: RowReadyWait): RowField {
  return {
    api: wait.input,
    property: wait.input,
    required: false,
    schema: numberBetween(1, wait.maxSeconds, "seconds"),
    codec: { kind: "value" },
  };
}

/** The deadline of the step under way, in seconds, as its inputs or state give it. */
const stepDeadlines = new AsyncLocalStorage<number>();

/**
 * `call` for a row whose reads (`reads`) answer `wait.status` while the API sets the object up: such a read is made
 * again, less and less often, until it shows the object, within the deadline of the step under way; a passed deadline
 * fails naming the read and what was waited for.
 */
export function readyWaitingCall(
  wait: RowReadyWait | undefined,
  name: string,
  reads: readonly ApiOperationName[],
  call: typeof callOperation,
): typeof callOperation {
  if (wait === undefined) return call;
  return (client: CloudPlatformClient, operation: ApiOperationName, parameters: Record<string, unknown>) => {
    if (!reads.includes(operation)) return call(client, operation, parameters);
    const read = () =>
      call(client, operation, parameters).then(
        (answer) => ({ answer, pending: undefined }),
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === wait.status)) throw error;
          return { answer: undefined, pending: `${error.status} ${error.errorKey ?? error.apiMessage}` };
        },
      );
    const what = `${name} (\`${apiOperations[operation].method} ${filledPath(operation, parameters)}\`)`;
    const words = { still: "was still not shown", waitedFor: wait.waitedFor, setting: wait.input, once: "it shows" };
    const seconds = stepDeadlines.getStore() ?? wait.defaultSeconds;
    return awaitDeployment(
      read,
      ({ pending }) => (pending === undefined ? { done: true } : { done: false, status: pending }),
      what,
      seconds,
      undefined,
      words,
    ).then(({ answer }) => answer!);
  };
}

/** Runs `step` with `seconds` as the deadline of the waits of its reads. */
export function withinDeadline<T>(seconds: number, step: () => Promise<T>): Promise<T> {
  return stepDeadlines.run(seconds, step);
}
