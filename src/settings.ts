import type { ClientOptions } from "./client";
import { SettingsError } from "./errors";
import { ClientSettings, SECRET_SETTINGS, inputIssues } from "./schemas";

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
} as const;

/** Name of a setting, as in `settingSources`. */
export type SettingName = keyof typeof settingSources;

/** Setting values read from Pulumi config; a missing or empty value falls back to the environment. */
export type ConfiguredSettings = Partial<Record<SettingName, string | undefined>>;

const numericSettings: ReadonlySet<SettingName> = new Set(["maxRetries", "timeoutSeconds"]);

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
  const parsed = ClientSettings.safeParse(values);
  if (!parsed.success) {
    // A refused value is shown as it was written (a number setting's text, not NaN), a key never.
    throw new SettingsError(
      inputIssues(parsed.error, { input: texts, secret: SECRET_SETTINGS }).map((issue) => ({
        field: issue.field in settingSources ? describe(issue.field as SettingName) : issue.field,
        rule: issue.field === "apiKey" && values.apiKey === undefined ? MISSING_KEY_RULE : issue.rule,
      })),
    );
  }
  return parsed.data;
}

function describe(name: SettingName): string {
  const { configKey, envVar } = settingSources[name];
  return `${configKey} (environment variable ${envVar})`;
}
