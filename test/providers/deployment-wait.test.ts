import { awaitDeployment, type DeploymentState } from "../../src/providers/deployment-wait";

const pace = { firstMs: 5, longestMs: 20 };

/** A read that answers `states` in turn, the last one again once they run out, counting its calls. */
function reads(states: DeploymentState[]) {
  let calls = 0;
  return {
    read: async () => states[Math.min(calls++, states.length - 1)],
    calls: () => calls,
  };
}

test("reads until the deployment has ended and answers the last read", async () => {
  const answers = reads([{ done: false, status: "progressing" }, { done: false, status: "progressing" }, { done: true }]);
  await expect(awaitDeployment(answers.read, (state) => state, "app a-1", 10, pace)).resolves.toEqual({ done: true });
  expect(answers.calls()).toBe(3);
});

test("a failed deployment throws its reason, naming the object, without reading again", async () => {
  const answers = reads([{ done: false, status: "progressing" }, { failed: "its read shows the status `failing`" }, { done: true }]);
  await expect(awaitDeployment(answers.read, (state) => state, "app a-1", 10, pace)).rejects.toThrow(
    "app a-1 failed its deployment: its read shows the status `failing`",
  );
  expect(answers.calls()).toBe(2);
});

test("a deadline passed throws what was waited for, the deadline and the status last read", async () => {
  const answers = reads([{ done: false, status: "progressing" }]);
  await expect(awaitDeployment(answers.read, (state) => state, "app a-1", 0.05, pace)).rejects.toThrow(
    /app a-1 was still deploying after 0\.05 s \(status "progressing"\).*deploymentTimeoutSeconds/,
  );
  expect(answers.calls()).toBeGreaterThan(1);
});
