import type { z } from "zod";
import type { ClientOptions } from "./client";
import { SettingsError } from "./errors";
import { ClientSettings, SECRET_SETTINGS, inputIssues, parseClientSettings } from "./schemas";
import { numberBetween } from "./schemas/rules";

/**
 * The package's settings: the Pulumi config key of each (namespace
 * `cloudplatform`) and the environment variable read when the key is not set.
 * Providers read the keys from the stack config the engine sends to
 * `configure`; data functions from `new pulumi.Config("cloudplatform")`.
 */
export const settingSources = {
  apiKey: {
    configKey: "cloudplatform:apiKey",
    envVar: "CLOUDPLATFORM_API_KEY",
    secret: true,
    description: "The account's API key, sent in the `AccessKey` header.",
  },
  videoApiKey: {
    configKey: "cloudplatform:videoApiKey",
    envVar: "CLOUDPLATFORM_VIDEO_API_KEY",
    secret: true,
    description: "The video library's API key; defaults to `apiKey`.",
  },
  baseUrl: {
    configKey: "cloudplatform:baseUrl",
    envVar: "CLOUDPLATFORM_BASE_URL",
    secret: false,
    description: "Address of the API, default `https://api.bunny.net`.",
  },
  videoUrl: {
    configKey: "cloudplatform:videoUrl",
    envVar: "CLOUDPLATFORM_VIDEO_URL",
    secret: false,
    description: "Address of the video API, default `https://video.bunnycdn.com`.",
  },
  maxRetries: {
    configKey: "cloudplatform:maxRetries",
    envVar: "CLOUDPLATFORM_MAX_RETRIES",
    secret: false,
    description: "Retries of a retryable call, 0 to 10, default 3.",
  },
  timeoutSeconds: {
    configKey: "cloudplatform:timeoutSeconds",
    envVar: "CLOUDPLATFORM_TIMEOUT_SECONDS",
    secret: false,
    description: "Seconds a request may take, default 60; for uploads it bounds inactivity, not the whole transfer.",
  },
  callTimeoutSeconds: {
    configKey: "cloudplatform:callTimeoutSeconds",
    envVar: "CLOUDPLATFORM_CALL_TIMEOUT_SECONDS",
    secret: false,
    description:
      "Seconds a whole call other than an upload may take, retries and waits included; 429s are retried until then. " +
      "Default twice timeoutSeconds, at least 120.",
  },
  maxRetryDelaySeconds: {
    configKey: "cloudplatform:maxRetryDelaySeconds",
    envVar: "CLOUDPLATFORM_MAX_RETRY_DELAY_SECONDS",
    secret: false,
    description: "Longest wait before a retry, 1 to 600, default 30; a 429 whose Retry-After asks for more fails at once.",
  },
  readReuseSeconds: {
    configKey: "cloudplatform:readReuseSeconds",
    envVar: "CLOUDPLATFORM_READ_REUSE_SECONDS",
    secret: false,
    description:
      "Seconds for which a provider process shares the answer of a read among the resources that read the same object, " +
      "0 to 300, default 10; 0 makes every read.",
  },
  maxRequestsPerSecond: {
    configKey: "cloudplatform:maxRequestsPerSecond",
    envVar: "CLOUDPLATFORM_MAX_REQUESTS_PER_SECOND",
    secret: false,
    description: "Paces the requests of each process to each address to at most this many a second; unset by default.",
  },
} as const;

/** Name of a setting, as in `settingSources`. */
export type SettingName = keyof typeof settingSources;

/** Setting values read from Pulumi config; a missing or empty value falls back to the environment. */
export type ConfiguredSettings = Partial<Record<SettingName, string | undefined>>;

const numericSettings: ReadonlySet<SettingName> = new Set([
  "maxRetries",
  "timeoutSeconds",
  "callTimeoutSeconds",
  "maxRetryDelaySeconds",
  "readReuseSeconds",
  "maxRequestsPerSecond",
]);

/** The one setting whose client option has another unit: the client takes `maxRetryDelayMs`. */
const MaxRetryDelaySeconds = numberBetween(1, 600, "seconds").default(30);

/** What the providers share unless told otherwise: reads of the same object within 10 s. */
const DEFAULT_READ_REUSE_SECONDS = 10;

/** The rule a setting's value must follow (with its default), as the client options' rules give it. */
export function settingRule(name: SettingName): z.ZodType {
  if (name === "maxRetryDelaySeconds") return MaxRetryDelaySeconds;
  if (name === "readReuseSeconds") return ClientSettings.shape.readReuseSeconds.unwrap().default(DEFAULT_READ_REUSE_SECONDS);
  return ClientSettings.shape[name];
}

/** The rule a missing `apiKey` breaks, with the way to set it that keeps the key out of the shell history. */
export const MISSING_KEY_RULE =
  "is missing: run `pulumi config set --secret cloudplatform:apiKey`, which with no value reads the key from " +
  "standard input and keeps it out of the shell history, or set CLOUDPLATFORM_API_KEY";

/**
 * Resolves the client options from Pulumi config values with the environment as fallback, and checks them with the
 * client's own rules before any call is made, reporting every wrong or missing setting at once. Unset URLs, retries
 * and timeout take the client's defaults.
 */
export function resolveSettings(configured: ConfiguredSettings, env: NodeJS.ProcessEnv = process.env): ClientOptions {
  const values: Record<string, string | number> = {};
  const texts: Record<string, string> = {};
  for (const name of Object.keys(settingSources) as SettingName[]) {
    // Values are trimmed: a key pasted into a CI secret store often ends with a newline.
    const fromConfig = configured[name] === undefined ? "" : String(configured[name]).trim();
    const value = fromConfig === "" ? (env[settingSources[name].envVar] ?? "").trim() : fromConfig;
    if (value !== "") {
      values[name] = numericSettings.has(name) ? Number(value) : value;
      texts[name] = value;
    }
  }
  const { maxRetryDelaySeconds, ...clientValues } = values;
  const delay = MaxRetryDelaySeconds.safeParse(maxRetryDelaySeconds);
  const parsed = parseClientSettings({
    readReuseSeconds: DEFAULT_READ_REUSE_SECONDS,
    ...clientValues,
    ...(delay.success && { maxRetryDelayMs: delay.data * 1000 }),
  });
  const issues = [
    ...(delay.success
      ? []
      : inputIssues(delay.error, { input: texts.maxRetryDelaySeconds }).map((issue) => ({ ...issue, field: "maxRetryDelaySeconds" }))),
    ...(parsed.success ? [] : inputIssues(parsed.error, { input: texts, secret: SECRET_SETTINGS })),
  ];
  if (issues.length > 0) {
    throw new SettingsError(
      issues.map((issue) => ({
        field: issue.field in settingSources ? describe(issue.field as SettingName) : issue.field,
        rule: issue.field === "apiKey" && values.apiKey === undefined ? MISSING_KEY_RULE : issue.rule,
      })),
    );
  }
  return parsed.data!;
}

function describe(name: SettingName): string {
  const { configKey, envVar } = settingSources[name];
  return `${configKey} (environment variable ${envVar})`;
}
