import type { z } from "zod";
import type { ClientOptions } from "./client";
import { SettingsError } from "./errors";
import { ClientSettings, SECRET_SETTINGS, inputIssues, parseClientSettings } from "./schemas";
import { numberBetween } from "./schemas/rules";
import { settingSources, type SettingName } from "./setting-sources";

export { settingSources, type SettingName } from "./setting-sources";

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

/**
 * The stack config as a failure names it: the engine passes the config the last `pulumi up` recorded to the providers
 * of `pulumi refresh`, `pulumi preview --refresh` and `pulumi destroy`, so a key or address changed since then is not
 * the one used unless the command runs the program.
 */
const STACK_CONFIG =
  "the stack config (as the last `pulumi up` recorded it, for `pulumi refresh`, `preview --refresh` and `destroy`: " +
  "run them with `--run-program` to use the current one)";

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
 * and timeout take the client's defaults. The options say where each key and address came from (`sources`) and name
 * the settings as the stack config does (`settingNames`), for the failures a wrong one causes.
 */
export function resolveSettings(configured: ConfiguredSettings, env: NodeJS.ProcessEnv = process.env): ClientOptions {
  const values: Record<string, string | number> = {};
  const texts: Record<string, string> = {};
  const sources: Partial<Record<SettingName, string>> = {};
  for (const name of Object.keys(settingSources) as SettingName[]) {
    const { configKey, envVar } = settingSources[name];
    // Values are trimmed: a key pasted into a CI secret store often ends with a newline.
    const fromConfig = configured[name] === undefined ? "" : String(configured[name]).trim();
    const value = fromConfig === "" ? (env[envVar] ?? "").trim() : fromConfig;
    sources[name] = fromConfig !== "" ? `${configKey} of ${STACK_CONFIG}` : value !== "" ? `environment variable ${envVar}` : undefined;
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
    sources: {
      apiKey: sources.apiKey,
      videoApiKey: sources.videoApiKey,
      baseUrl: sources.baseUrl ?? `the default of ${settingSources.baseUrl.configKey}`,
      videoUrl: sources.videoUrl ?? `the default of ${settingSources.videoUrl.configKey}`,
    },
    settingNames: {
      apiKey: { name: settingSources.apiKey.configKey, environmentVariable: settingSources.apiKey.envVar },
      videoApiKey: { name: settingSources.videoApiKey.configKey, environmentVariable: settingSources.videoApiKey.envVar },
      maxRetryDelay: { name: settingSources.maxRetryDelaySeconds.configKey },
    },
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
