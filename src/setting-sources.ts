/**
 * The package's settings: the Pulumi config key of each (namespace
 * `cloudplatform`) and the environment variable read when the key is not set.
 * Providers read the keys from the stack config the engine sends to
 * `configure`; data functions from `new pulumi.Config("cloudplatform")`. Apart from the settings' rules (settings.ts),
 * so that a program that only declares resources tells its keys apart without loading zod.
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
