import { wafRuleReviewProvider } from "../src/providers/waf-rule-review";
import { SettingsError } from "../src/errors";
import { resolveSettings } from "../src/settings";
import { startSimulator } from "../src/simulator";
import { configureRequest } from "./helpers/provider-config";

const secretKey = "settings-test-secret-key-d41f";

describe("resolveSettings", () => {
  it("prefers Pulumi config and falls back to the environment, empty values counting as unset", () => {
    const env = {
      CLOUDPLATFORM_API_KEY: "from-env",
      CLOUDPLATFORM_VIDEO_API_KEY: "video-from-env",
      CLOUDPLATFORM_BASE_URL: "http://127.0.0.1:9",
      CLOUDPLATFORM_MAX_RETRIES: "5",
      CLOUDPLATFORM_TIMEOUT_SECONDS: "",
    };
    const settings = resolveSettings({ apiKey: "from-config", videoApiKey: "", timeoutSeconds: "2.5" }, env);
    expect(settings).toMatchObject({
      apiKey: "from-config",
      videoApiKey: "video-from-env",
      baseUrl: "http://127.0.0.1:9",
      videoUrl: "https://video.bunnycdn.com",
      maxRetries: 5,
      timeoutSeconds: 2.5,
    });
  });

  it("trims values (a key pasted into a secret store with its newline) and takes numbers as given", () => {
    const settings = resolveSettings({ apiKey: " pasted-key\n", maxRetries: 5 as unknown as string }, { CLOUDPLATFORM_TIMEOUT_SECONDS: " 7 " });
    expect(settings).toMatchObject({ apiKey: "pasted-key", maxRetries: 5, timeoutSeconds: 7 });
    expect(() => resolveSettings({ apiKey: "   " }, {})).toThrow(/cloudplatform:apiKey.*is missing/);
  });

  it("names the settings in the client's failures as the stack config does", () => {
    expect(resolveSettings({ apiKey: "stack-key" }, {}).settingNames).toEqual({
      apiKey: { name: "cloudplatform:apiKey", environmentVariable: "CLOUDPLATFORM_API_KEY" },
      videoApiKey: { name: "cloudplatform:videoApiKey", environmentVariable: "CLOUDPLATFORM_VIDEO_API_KEY" },
      maxRetryDelay: { name: "cloudplatform:maxRetryDelaySeconds" },
    });
  });

  it("fails on a missing apiKey naming the config key and the environment variable", () => {
    expect(() => resolveSettings({}, {})).toThrow(SettingsError);
    expect(() => resolveSettings({}, {})).toThrow(/cloudplatform:apiKey.*CLOUDPLATFORM_API_KEY/);
  });

  it("reports a missing key together with the other wrong settings", () => {
    const error = (() => {
      try {
        resolveSettings({ maxRetries: "many" }, {});
      } catch (caught) {
        return caught as SettingsError;
      }
    })();
    expect(error!.issues.map((issue) => issue.field)).toEqual([
      "cloudplatform:apiKey (environment variable CLOUDPLATFORM_API_KEY)",
      "cloudplatform:maxRetries (environment variable CLOUDPLATFORM_MAX_RETRIES)",
    ]);
  });

  it("suggests setting the key from standard input, never with the key on the command line", () => {
    expect(() => resolveSettings({}, {})).toThrow("run `pulumi config set --secret cloudplatform:apiKey`, which with no value reads the key from standard input");
    expect(() => resolveSettings({}, {})).not.toThrow(/apiKey <key>/);
  });

  it("names the key, its environment variable and the rule of each invalid setting, never a key's value", () => {
    let error: SettingsError | undefined;
    try {
      resolveSettings({ apiKey: secretKey, maxRetries: "many", timeoutSeconds: "0", baseUrl: "ftp://example.com" }, {});
    } catch (caught) {
      error = caught as SettingsError;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect(error!.issues).toEqual([
      {
        field: "cloudplatform:baseUrl (environment variable CLOUDPLATFORM_BASE_URL)",
        rule: expect.stringContaining("must be an https:// URL"),
      },
      {
        field: "cloudplatform:maxRetries (environment variable CLOUDPLATFORM_MAX_RETRIES)",
        rule: 'must be an integer from 0 to 10 (got "many")',
      },
      {
        field: "cloudplatform:timeoutSeconds (environment variable CLOUDPLATFORM_TIMEOUT_SECONDS)",
        rule: 'must be a number of seconds above 0 and at most 86400 (got "0")',
      },
    ]);
    expect(error!.message).not.toContain(secretKey);
  });
});

describe("configure", () => {
  it("reads the namespaced keys of the stack config the host passes", async () => {
    const sim = await startSimulator({ apiKey: secretKey, videoApiKey: "settings-test-video-key-77aa" });
    try {
      await wafRuleReviewProvider.configure(
        configureRequest({
          "cloudplatform:apiKey": secretKey,
          "cloudplatform:baseUrl": sim.baseUrl,
          "cloudplatform:maxRetries": "0",
          "other:apiKey": "not-ours",
        }),
      );
      await wafRuleReviewProvider.create({ shieldZoneId: "12345", ruleId: "942100", action: "ignore" });
      expect(sim.requests.map((request) => request.accessKeyValid)).toEqual([true]);
    } finally {
      await sim.close();
    }
  });

  it("an invalid setting fails every call that needs the API, and no call that does not", async () => {
    const invalid = configureRequest({ "cloudplatform:apiKey": secretKey, "cloudplatform:maxRetries": "-1" });
    await expect(wafRuleReviewProvider.configure(invalid)).resolves.toBeUndefined();
    await expect(wafRuleReviewProvider.check({}, { shieldZoneId: "12345", ruleId: "942100", action: "ignore" })).rejects.toBeInstanceOf(SettingsError);
    const error = await wafRuleReviewProvider
      .create({ shieldZoneId: "12345", ruleId: "942100", action: "ignore" })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.message).toBe(
      "invalid cloudplatform settings: cloudplatform:maxRetries (environment variable CLOUDPLATFORM_MAX_RETRIES): must be an integer from 0 to 10 (got \"-1\")",
    );
    await expect(wafRuleReviewProvider.delete("12345/942100", { shieldZoneId: "12345", ruleId: "942100", action: "ignore" })).resolves.toBeUndefined();
  });
});
