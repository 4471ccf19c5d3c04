import * as pulumi from "@pulumi/pulumi";
import { Volume } from "../src/resources";
import { pausePromiseStacks, resumePromiseStacks } from "../src/promise-stacks";

const before = { limit: Error.stackTraceLimit, leaks: process.env.PULUMI_DEBUG_PROMISE_LEAKS };
afterEach(() => {
  Error.stackTraceLimit = before.limit;
  if (before.leaks === undefined) delete process.env.PULUMI_DEBUG_PROMISE_LEAKS;
  else process.env.PULUMI_DEBUG_PROMISE_LEAKS = before.leaks;
});

test("stacks stop while a resource registers and come back as deep as they were; kept where promise leaks are debugged", () => {
  delete process.env.PULUMI_DEBUG_PROMISE_LEAKS;
  Error.stackTraceLimit = 100;
  const limit = pausePromiseStacks();
  expect([limit, Error.stackTraceLimit]).toEqual([100, 0]);
  expect(new Error().stack).not.toContain("\n    at ");
  resumePromiseStacks(limit);
  expect(Error.stackTraceLimit).toBe(100);
  process.env.PULUMI_DEBUG_PROMISE_LEAKS = "1";
  expect(pausePromiseStacks()).toBe(100);
  expect(Error.stackTraceLimit).toBe(100);
});

describe("a resource class under Pulumi's mocks", () => {
  const registered: string[] = [];
  beforeAll(() =>
    pulumi.runtime.setMocks(
      {
        newResource: (args) => {
          registered.push(args.name);
          return { id: `${args.name}-id`, state: args.inputs };
        },
        call: () => ({}),
      },
      "project",
      "stack",
      false,
    ),
  );

  test("formats one stack while it registers, Pulumi's own for the source position, not one per property", () => {
    const original = Error.prepareStackTrace;
    let formatted = 0;
    Error.prepareStackTrace = (error, frames) => {
      if (frames.length > 0) formatted += 1;
      return original === undefined ? String(error) : original(error, frames);
    };
    try {
      new Volume("data", { appId: "app-1", volumeId: "vol-3", size: 10 });
    } finally {
      Error.prepareStackTrace = original;
    }
    expect(formatted).toBe(1);
  });

  test("registers with its inputs and leaves the stack limit as it found it, also when its registration throws", async () => {
    Error.stackTraceLimit = 42;
    const volume = new Volume("logs", { appId: "app-1", volumeId: "vol-1", size: 10 });
    expect(Error.stackTraceLimit).toBe(42);
    await new Promise<void>((resolve) => volume.size.apply((size) => resolve(expect(size).toBe(10))));
    expect(registered).toContain("logs");
    expect(() => new Volume("", { appId: "app-1", volumeId: "vol-2", size: 10 })).toThrow(/name/);
    expect(Error.stackTraceLimit).toBe(42);
  });
});
