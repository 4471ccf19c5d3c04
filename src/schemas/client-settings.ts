import { z } from "zod";
import { integerBetween, numberBetween, rule } from "./rules";

export const DEFAULT_BASE_URL = "https://api.bunny.net";
export const DEFAULT_VIDEO_URL = "https://video.bunnycdn.com";

const ADDRESS_RULE =
  "must be an https:// URL without credentials, query or fragment (http:// only for a loopback host: 127.0.0.0/8, ::1, localhost)";

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function parseAddress(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isAcceptableAddress(value: string): boolean {
  const url = parseAddress(value);
  if (url === undefined || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return false;
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}

/** Base address of an API area; the result has no trailing slash. */
export const ApiAddress = z
  .string(rule(ADDRESS_RULE))
  .refine(isAcceptableAddress, ADDRESS_RULE)
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  });
export type ApiAddress = z.output<typeof ApiAddress>;

const TIMEOUT_RULE = "must be a number of seconds above 0 and at most 86400";

const RATE_RULE = "must be a number of requests per second above 0 and at most 10000";

const SOURCE_RULE = "must be a text saying where the setting came from";

const NAME_RULE = "must be a non-empty text";
const settingName = z.string(rule(NAME_RULE)).min(1, NAME_RULE);
const named = (name: string) => z.strictObject({ name: settingName, environmentVariable: settingName.optional() }).default({ name });

const KEY_RULE = "must be a non-empty string of printable ASCII characters without spaces";
const apiKey = z.string(rule(KEY_RULE)).regex(/^[\x21-\x7e]+$/, KEY_RULE);

/** The settings whose values are keys: never shown in an error. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set(["apiKey", "videoApiKey"]);

/** Options of the client with their defaults applied; also the rule set of the provider configuration. */
export const ClientSettings = z
  .strictObject({
    apiKey,
    videoApiKey: apiKey.optional(),
    baseUrl: ApiAddress.default(DEFAULT_BASE_URL),
    videoUrl: ApiAddress.default(DEFAULT_VIDEO_URL),
    maxRetries: integerBetween(0, 10).default(3),
    timeoutSeconds: z
      .number(rule(TIMEOUT_RULE))
      .gt(0, TIMEOUT_RULE)
      .max(86400, TIMEOUT_RULE)
      .default(60),
    minRetryDelayMs: numberBetween(0, 600000, "milliseconds").default(500),
    maxRetryDelayMs: numberBetween(0, 600000, "milliseconds").default(30000),
    callTimeoutSeconds: z
      .number(rule(TIMEOUT_RULE))
      .gt(0, TIMEOUT_RULE)
      .max(86400, TIMEOUT_RULE)
      .optional(),
    maxConnectionsPerOrigin: integerBetween(1, 1024).default(16),
    maxResponseBytes: integerBetween(1024, 2 ** 31 - 1).default(64 * 1024 * 1024),
    pageLimit: integerBetween(1, 1_000_000).default(10_000),
    readReuseSeconds: numberBetween(0, 300, "seconds").default(0),
    maxRequestsPerSecond: z
      .number(rule(RATE_RULE))
      .gt(0, RATE_RULE)
      .max(10_000, RATE_RULE)
      .optional(),
    sources: z
      .strictObject({
        apiKey: z.string(rule(SOURCE_RULE)).optional(),
        videoApiKey: z.string(rule(SOURCE_RULE)).optional(),
        baseUrl: z.string(rule(SOURCE_RULE)).optional(),
        videoUrl: z.string(rule(SOURCE_RULE)).optional(),
      })
      .optional(),
    settingNames: z
      .strictObject({ apiKey: named("apiKey"), videoApiKey: named("videoApiKey"), maxRetryDelay: named("maxRetryDelayMs") })
      .default({ apiKey: { name: "apiKey" }, videoApiKey: { name: "videoApiKey" }, maxRetryDelay: { name: "maxRetryDelayMs" } }),
  })
  .refine((settings) => settings.minRetryDelayMs <= settings.maxRetryDelayMs, {
    path: ["maxRetryDelayMs"],
    message: "must be at least minRetryDelayMs",
  });
export type ClientSettings = z.output<typeof ClientSettings>;

/** The settings {@link parseClientSettings} returned, frozen: parsed already, they are taken as they are. */
const parsedSettings = new WeakSet<object>();

/**
 * `ClientSettings.safeParse`, made once per value: settings this function returned (the providers resolve them before
 * they build a client) are not parsed again.
 */
export function parseClientSettings(input: unknown): z.ZodSafeParseResult<ClientSettings> {
  if (typeof input === "object" && input !== null && parsedSettings.has(input)) return { success: true, data: input as ClientSettings };
  const result = ClientSettings.safeParse(input);
  if (result.success) parsedSettings.add(Object.freeze(result.data));
  return result;
}
