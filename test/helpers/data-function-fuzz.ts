// The argument validation of a data function, with 10,000 generated argument objects, called as a
// program calls it (settings from the environment) against a simulator over real HTTP. An invalid
// argument is refused with InputValidationError naming it and no request is made; valid arguments
// make requests whose raw path holds each id percent-encoded as one segment.
import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { ApiError, InputValidationError } from "../../src/client";
import { getBotDetectionMetrics, getContainerTemplate, getShieldEventLogs } from "../../src/index";
import { startSimulator, type OperationName, type RunningSimulator } from "../../src/simulator";
import { utcDay } from "../helpers/simulated-api";
import { ensure, ensureEqual, isValidId, isValidIntegerId, mostlyInvalid, pollutionKeys, prototypePolluted, topLevelProperty, validId, validIntegerId } from "../helpers/hostile-values";

const RUNS = 10_000;
const SETTINGS = ["CLOUDPLATFORM_API_KEY", "CLOUDPLATFORM_BASE_URL", "CLOUDPLATFORM_MAX_RETRIES", "CLOUDPLATFORM_TIMEOUT_SECONDS"] as const;

const required = (rule: (value: unknown) => boolean) => (value: unknown) => value !== undefined && rule(value);

/** A real MM-dd-yyyy calendar date, decided with the calendar of Date (no two-digit year mapping). */
function isCalendarDate(value: unknown): boolean {
  const match = typeof value === "string" ? /^(\d\d)-(\d\d)-(\d{4})$/.exec(value) : null;
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dates = fc.oneof(
  fc.constantFrom(utcDay(0), utcDay(1), utcDay(30), "02-29-2024", "02-29-2023", "02-30-2026", "13-01-2026", "00-10-2026", "12-31-0000", "1-1-2026", "2026-01-01", "01-01-26"),
  fc.date({ min: new Date(-5e13), max: new Date(3e13), noInvalidDate: true }).map((date) => {
    const iso = date.toISOString();
    return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
  }),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 })).map(([m, d, y]) =>
    `${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}-${String(y).padStart(4, "0")}`,
  ),
);

interface Subject {
  call(args: Record<string, unknown>): Promise<unknown>;
  rules: Record<string, (value: unknown) => boolean>;
  arbitraries: Record<string, fc.Arbitrary<unknown>>;
  route: OperationName;
  /** The raw path of the first request for valid arguments. */
  path(args: Record<string, unknown>): string;
}

const segment = (value: unknown) => encodeURIComponent(String(value));

/** A valid value one time in `1 + invalidWeight` at least: a valid call costs a real request, an invalid one almost nothing. */
const sometimesValid = (valid: fc.Arbitrary<unknown>, invalidWeight: number) =>
  fc.oneof({ weight: 1, arbitrary: valid }, { weight: invalidWeight, arbitrary: mostlyInvalid });

const subjects = {
  getContainerTemplate: {
    call: (args) => getContainerTemplate(args as never),
    rules: { appId: required(isValidId), containerId: required(isValidId) },
    arbitraries: {
      appId: sometimesValid(fc.oneof(validId, fc.constant("app-demo")), 1),
      containerId: sometimesValid(fc.oneof(validId, fc.constant("ctr-web")), 1),
    },
    route: "getContainerTemplate",
    path: (args) => `/mc/apps/${segment(args.appId)}/containers/${segment(args.containerId)}`,
  },
  getBotDetectionMetrics: {
    call: (args) => getBotDetectionMetrics(args as never),
    rules: { shieldZoneId: required(isValidIntegerId) },
    arbitraries: { shieldZoneId: sometimesValid(fc.oneof(validIntegerId, validId, fc.constant("12345")), 2) },
    route: "getBotDetectionMetrics",
    path: (args) => `/shield/metrics/shield-zone/${segment(args.shieldZoneId)}/bot-detection`,
  },
  getShieldEventLogs: {
    call: (args) => getShieldEventLogs(args as never),
    rules: {
      shieldZoneId: required(isValidIntegerId),
      date: (value) => value === undefined || isCalendarDate(value),
      maxPages: (value) => value === undefined || (Number.isSafeInteger(value) && (value as number) >= 1),
    },
    arbitraries: {
      shieldZoneId: sometimesValid(fc.oneof({ weight: 5, arbitrary: validIntegerId }, validId, fc.constant("12345")), 1),
      date: sometimesValid(dates, 1),
      maxPages: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: sometimesValid(fc.integer({ min: -2, max: 4 }), 1) }),
    },
    route: "getShieldEventLogs",
    path: (args) => `/shield/event-logs/${segment(args.shieldZoneId)}/${args.date ?? todayInUtc()}`,
  },
} satisfies Record<string, Subject>;

/** Today in UTC as MM-dd-yyyy, from the ISO form of the date. */
function todayInUtc(): string {
  const [year, month, day] = new Date().toISOString().slice(0, 10).split("-");
  return `${month}-${day}-${year}`;
}

/** Registers the fuzz test of one data function, with its own simulator and settings in the environment. */
export function fuzzDataFunctionArguments(name: keyof typeof subjects): void {
  const subject: Subject = subjects[name];
  let sim: RunningSimulator;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    sim = await startSimulator({ apiKey: "fuzz-args-account-key-9d3c", videoApiKey: "fuzz-args-video-key-51fa", eventLogPages: 2, eventLogPageSize: 1 });
    for (const setting of SETTINGS) saved[setting] = process.env[setting];
    Object.assign(process.env, {
      CLOUDPLATFORM_API_KEY: sim.apiKey,
      CLOUDPLATFORM_BASE_URL: sim.baseUrl,
      CLOUDPLATFORM_MAX_RETRIES: "0",
      CLOUDPLATFORM_TIMEOUT_SECONDS: "5",
    });
  });

  afterAll(async () => {
    for (const setting of SETTINGS) {
      if (saved[setting] === undefined) delete process.env[setting];
      else process.env[setting] = saved[setting];
    }
    await sim?.close();
  });

  test(`${RUNS} generated arguments: invalid ones refused before any request, naming the argument; valid ones sent with encoded ids`, async () => {
    const tally = { valid: 0, tooLong: 0, invalid: 0, requests: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.record(subject.arbitraries, { requiredKeys: [] }), fc.boolean(), async (declared, withPollutionKeys) => {
        const args = { ...(withPollutionKeys ? pollutionKeys() : {}), ...declared };
        const invalid = Object.keys(subject.rules)
          .filter((argument) => !subject.rules[argument](declared[argument]))
          .sort();
        const before = sim.requests.length;
        const error = await subject.call(args).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        const made = sim.requests.slice(before);
        tally.requests += made.length;

        if (invalid.length > 0) {
          tally.invalid += 1;
          ensure(error instanceof InputValidationError, () => `expected InputValidationError for ${invalid.join(", ")}, got ${String(error)}`);
          const issues = (error as InputValidationError).issues;
          ensureEqual([...new Set(issues.map((issue) => topLevelProperty(issue.field)))].sort(), invalid, "arguments named");
          for (const argument of invalid) ensure((error as Error).message.includes(argument), () => `"${(error as Error).message}" does not name ${argument}`);
          ensureEqual(made.length, 0, "requests made");
        } else if (made.length === 0) {
          // An id of many kilobytes: the HTTP server refuses the request line before any route sees it.
          tally.tooLong += 1;
          ensure(error instanceof ApiError && error.status === 431 && error.operation === subject.route, () => `expected a 431 ApiError, got ${String(error)}`);
          ensure(subject.path(declared).length > 8 * 1024, () => `no request reached the simulator for ${subject.path(declared)}`);
        } else {
          tally.valid += 1;
          ensure(!(error instanceof InputValidationError), () => `valid arguments refused: ${String(error)}`);
          ensure(made.every((request) => request.route === subject.route), () => `requests went to ${made.map((request) => request.route).join(", ")}`);
          ensureEqual(made[0].path, subject.path(declared), "raw path");
        }
        ensure(!prototypePolluted(), () => "Object.prototype was polluted");
      }),
      { numRuns: RUNS },
    );
    console.log(`${name} argument fuzz (${RUNS} runs): ${tally.valid} valid (${tally.requests} requests), ${tally.tooLong} valid but too long for the server (431), ${tally.invalid} invalid, ${(performance.now() - started).toFixed(0)} ms`);
    expect(tally.valid).toBeGreaterThan(RUNS / 20);
    expect(tally.invalid).toBeGreaterThan(RUNS / 5);
    // Ten thousand calls take about 40 s on an idle 2-core machine; a loaded one may take several times that.
  }, 300_000);
}
