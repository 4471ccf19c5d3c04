/** What a read of an object that deploys tells of its deployment. */
export type DeploymentState = { done: true } | { done: false; status: string } | { failed: string };

/** How long to wait between reads: from `firstMs`, doubling, at most `longestMs`. */
export interface DeploymentPace {
  firstMs: number;
  longestMs: number;
}

/** Reads every 250 ms at first, then less often, at least every 5 s. */
const PACE: DeploymentPace = { firstMs: 250, longestMs: 5_000 };

/**
 * What a passed deadline says: what the object still was, what the step waited for, the setting that raises the
 * deadline, and when to run `pulumi up` again.
 */
export interface WaitWords {
  still: string;
  waitedFor: string;
  setting: string;
  once: string;
}

/** The words of a deployment's wait. */
const DEPLOYMENT: WaitWords = {
  still: "was still deploying",
  waitedFor: "its deployment to end",
  setting: "deploymentTimeoutSeconds",
  once: "the deployment has ended",
};

/**
 * Reads the object until its deployment ends, within `timeoutSeconds`, and answers the last read. A failed deployment
 * throws its reason; a deadline passed throws what was waited for and the status last read, in `words`. `what` names
 * the object in both messages.
 */
export async function awaitDeployment<T>(
  read: () => Promise<T>,
  state: (answer: T) => DeploymentState,
  what: string,
  timeoutSeconds: number,
  pace: DeploymentPace = PACE,
  words: WaitWords = DEPLOYMENT,
): Promise<T> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let pause = pace.firstMs;
  for (;;) {
    const answer = await read();
    const seen = state(answer);
    if ("failed" in seen) throw new Error(`${what} failed its deployment: ${seen.failed}`);
    if (seen.done) return answer;
    if (Date.now() + pause > deadline) {
      throw new Error(
        `${what} ${words.still} after ${timeoutSeconds} s (status "${seen.status}"): the step waited for ${words.waitedFor}. ` +
          `Raise ${words.setting}, or run \`pulumi up\` again once ${words.once}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, pace.longestMs);
  }
}
