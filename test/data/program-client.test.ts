import * as pulumi from "@pulumi/pulumi";
import {
  getBotDetectionMetrics,
  getBotDetectionMetricsOutput,
  getContainerTemplate,
  getContainerTemplateOutput,
  getPartnerContract,
  getPartnerContractOutput,
  getShieldEventLogs,
  getShieldEventLogsOutput,
  InputValidationError,
  SettingsError,
  UnauthorizedError,
  Volume,
} from "../../src";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { demoPartnerContract } from "../helpers/demo-partner-contract";

const apiKey = "wiring-data-account-key-4e5f6a7b";
const videoApiKey = "wiring-data-video-key-8c9d0e1f";

let sim: RunningSimulator;
let volumeRegistered: Promise<void> = Promise.resolve();
const results: unknown[] = [];

function useConfig(values: Record<string, string>): void {
  pulumi.runtime.setAllConfig(values, ["cloudplatform:apiKey", "cloudplatform:videoApiKey"]);
}

beforeAll(async () => {
  sim = await startSimulator({ apiKey, videoApiKey, eventLogPages: 3, eventLogPageSize: 10 });
  await pulumi.runtime.setMocks(
    {
      newResource: async (args) => {
        await volumeRegistered;
        return { id: `${args.name}-id`, state: args.inputs };
      },
      call: () => {
        throw new Error("the data functions make no provider function calls");
      },
    },
    "wiring",
    "test",
    false,
  );
});

beforeEach(() => {
  useConfig({
    "cloudplatform:apiKey": apiKey,
    "cloudplatform:baseUrl": sim.baseUrl,
    "cloudplatform:maxRetries": "0",
  });
  sim.resetStats();
});

afterAll(async () => {
  useConfig({});
  await sim.close();
});

function valueOf<T>(output: pulumi.Output<T>): Promise<T> {
  return new Promise((resolve) => output.apply(resolve));
}

function eventLogDate(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}-${day.getUTCFullYear()}`;
}

describe("data functions", () => {
  it("getContainerTemplate reads the template with the key from the secret config", async () => {
    const template = await getContainerTemplate({ appId: "app-demo", containerId: "ctr-web" });
    results.push(template);
    expect(template).toMatchObject({ id: "ctr-web", imagePullPolicy: expect.any(String) });
    expect(template.endpoints).toHaveLength(3);
    expect(template.probes?.liveness).toBeDefined();
    expect(sim.requests.map((request) => [request.path, request.accessKeyValid])).toEqual([
      ["/mc/apps/app-demo/containers/ctr-web", true],
    ]);
  });

  it("getContainerTemplateOutput takes inputs and waits for dependsOn", async () => {
    await getContainerTemplate({ appId: "app-demo", containerId: "ctr-web" });
    sim.resetStats();
    let release!: () => void;
    volumeRegistered = new Promise((resolve) => (release = resolve));
    const volume = new Volume("awaited", { appId: "app-demo", volumeId: "vol-data" });
    const template = getContainerTemplateOutput(
      { appId: pulumi.output("app-demo"), containerId: Promise.resolve("ctr-web") },
      { dependsOn: [volume] },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sim.requests).toHaveLength(0);
    release();
    expect((await valueOf(template)).id).toBe("ctr-web");
    expect(sim.requests).toHaveLength(1);
  });

  it("getPartnerContract decodes the contract; the Output form gives the same", async () => {
    const contract = await getPartnerContract();
    results.push(contract);
    expect(contract).toEqual(demoPartnerContract);
    expect(await valueOf(getPartnerContractOutput())).toEqual(contract);
  });

  it("getBotDetectionMetrics returns the data object for a numeric zone id", async () => {
    const metrics = await getBotDetectionMetrics({ shieldZoneId: 12345 });
    results.push(metrics);
    const days = Object.values(metrics.overviewPastTwentyEightDays ?? {});
    expect(days).toHaveLength(28);
    expect(metrics.totalLoggedRequests).toBe(days.reduce((sum, day) => sum + day.loggedRequests, 0));
    expect(await valueOf(getBotDetectionMetricsOutput({ shieldZoneId: pulumi.output("12345") }))).toEqual(metrics);
    expect(sim.requests.map((request) => request.path)).toEqual([
      "/shield/metrics/shield-zone/12345/bot-detection",
      "/shield/metrics/shield-zone/12345/bot-detection",
    ]);
  });

  it("getShieldEventLogs reads every page in order, or up to maxPages", async () => {
    const date = eventLogDate(1);
    const all = await getShieldEventLogs({ shieldZoneId: "12345", date });
    results.push(all);
    expect(all.pages).toBe(3);
    expect(all.logs).toHaveLength(30);
    expect(new Set(all.logs.map((entry) => entry.logId)).size).toBe(30);
    const firstTwo = await valueOf(getShieldEventLogsOutput({ shieldZoneId: "12345", date, maxPages: 2 }));
    expect(firstTwo.pages).toBe(2);
    expect(firstTwo.logs).toEqual(all.logs.slice(0, 20));
  });

  it("a date outside the kept window fails with the API's error key", async () => {
    const error = await getShieldEventLogs({ shieldZoneId: "12345", date: eventLogDate(10) }).catch((caught) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toContain("invalid_datetime_window.event_logs");
    expect(error.message).not.toContain(apiKey);
  });

  it("invalid arguments fail before any request, naming the field and the rule", async () => {
    const error = await getShieldEventLogs({ shieldZoneId: "12345", date: "02-30-2026", maxPages: 0 }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error.issues).toEqual([
      { field: "date", rule: 'must be a calendar date formatted MM-dd-yyyy (got "02-30-2026")' },
      { field: "maxPages", rule: "must be a positive integer (got 0)" },
    ]);
    expect(error.message).toBe(
      'getShieldEventLogs: invalid input: date: must be a calendar date formatted MM-dd-yyyy (got "02-30-2026"); ' +
        "maxPages: must be a positive integer (got 0)",
    );
    await expect(getContainerTemplate({ appId: "..", containerId: "ctr-web" })).rejects.toThrow(
      'appId: must not be "." or ".."',
    );
    expect(sim.requests).toHaveLength(0);
  });

  describe("invoke options", () => {
    /** A provider of the plugin, as a generated SDK declares it. */
    class OtherAccount extends pulumi.ProviderResource {
      constructor(name: string) {
        super("cloudplatform", name, {});
      }
    }
    const refusal = (name: string, option: string) =>
      `opts.${option}: is refused: this function calls the API with the program's cloudplatform settings and cannot use a provider; ` +
      `to read another account, call the plugin's function cloudplatform:index:${name}, which takes a provider, or a ` +
      "CloudPlatformClient (pulumi-cloudplatform/client) with that account's keys";

    it("provider and providers are refused before any request, saying what to do instead", async () => {
      const other = new OtherAccount("other-account");
      const error = await getContainerTemplate({ appId: "app-demo", containerId: "ctr-web" }, { provider: other }).catch((caught) => caught);
      expect(error).toBeInstanceOf(InputValidationError);
      expect(error.message).toBe(`getContainerTemplate: invalid input: ${refusal("getContainerTemplate", "provider")}`);
      const both = await getPartnerContract({ provider: other, providers: [other] } as pulumi.InvokeOptions).catch((caught) => caught);
      expect(both.issues.map((issue: { field: string }) => issue.field)).toEqual(["opts.provider", "opts.providers"]);
      const withArguments = await getShieldEventLogs({ shieldZoneId: "zone-1" }, { provider: other }).catch((caught) => caught);
      expect(withArguments.message).toBe(
        `getShieldEventLogs: invalid input: shieldZoneId: must be a whole number (digits only) (got \"zone-1\"); ${refusal("getShieldEventLogs", "provider")}`,
      );
      expect(sim.requests).toHaveLength(0);
    });

    it("parent, version, pluginDownloadURL and async are accepted", async () => {
      const parent = new Volume("options-parent", { appId: "app-demo", volumeId: "vol-data" });
      const opts = { parent, version: "1.2.3", pluginDownloadURL: "https://example.com/plugins", async: true };
      expect(await getContainerTemplate({ appId: "app-demo", containerId: "ctr-web" }, opts)).toMatchObject({ id: "ctr-web" });
      expect(await valueOf(getPartnerContractOutput({ ...opts, dependsOn: [parent] }))).toEqual(demoPartnerContract);
      expect(sim.requests).toHaveLength(2);
    });
  });

  it("falls back to the environment, and names config key and variable when the key is missing", async () => {
    useConfig({});
    process.env.CLOUDPLATFORM_API_KEY = apiKey;
    process.env.CLOUDPLATFORM_BASE_URL = sim.baseUrl;
    try {
      expect((await getBotDetectionMetrics({ shieldZoneId: "12345" })).totalLoggedRequests).toBeGreaterThan(0);
      delete process.env.CLOUDPLATFORM_API_KEY;
      const error = await getPartnerContract().catch((caught) => caught);
      expect(error).toBeInstanceOf(SettingsError);
      expect(error.message).toContain("cloudplatform:apiKey");
      expect(error.message).toContain("CLOUDPLATFORM_API_KEY");
    } finally {
      delete process.env.CLOUDPLATFORM_API_KEY;
      delete process.env.CLOUDPLATFORM_BASE_URL;
    }
  });

  it("with no key set, bad arguments are reported first, and the missing key with them; good ones meet the missing key", async () => {
    useConfig({ "cloudplatform:baseUrl": sim.baseUrl });
    const bothWrong = await getShieldEventLogs({ shieldZoneId: "zone-1", date: "02-30-2026" }).catch((caught) => caught);
    expect(bothWrong).toBeInstanceOf(InputValidationError);
    expect(bothWrong.issues.map((issue: { field: string }) => issue.field)).toEqual(["shieldZoneId", "date"]);
    expect(bothWrong.settingsIssues).toEqual([
      { field: "cloudplatform:apiKey (environment variable CLOUDPLATFORM_API_KEY)", rule: expect.stringContaining("is missing") },
    ]);
    expect(bothWrong.message).toMatch(
      /^getShieldEventLogs: invalid input: shieldZoneId: .*; date: .*; also invalid cloudplatform settings: cloudplatform:apiKey .*is missing/,
    );
    const argumentsRight = await getShieldEventLogs({ shieldZoneId: "12345", date: "02-27-2026" }).catch((caught) => caught);
    expect(argumentsRight).toBeInstanceOf(SettingsError);
    expect(argumentsRight.message).not.toContain("invalid input");
    expect(sim.requests).toHaveLength(0);
  });

  it("no result holds a key", () => {
    const text = JSON.stringify(results);
    expect(text).toContain("ctr-web");
    expect(text).not.toContain(apiKey);
  });
});
