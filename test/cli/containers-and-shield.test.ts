// A shop's containers and its Bunny Shield as an account holds them (a pull zone's shield zone with a custom WAF rule, a
// rate limit, an access list and its bot detection, upload scanning and API Guardian, taken over, and the settings
// of a managed access list, a bot category and a bot, adopted; a registry and an app with two containers, an endpoint,
// a volume and its log forwarding, restarted, stopped and deployed again), in TypeScript through the dynamic resources
// and in YAML through the plugin, under the real Pulumi CLI: up, a clean drift check, drift made through the API
// caught as exactly those updates, the repair, `pulumi import` (the plugin) and destroy in dependency order. The
// simulator holds each create of a rule in a shield zone open 40 ms and fails another one made in the same zone
// meanwhile, as the API does: the creates the CLI runs together must be made one at a time.
import path from "node:path";
import { CloudPlatformClient } from "../../src/client";
import { DEMO } from "../../src/simulator/demo-account";
import { leakedForms, plannedSteps, useSimulatedStack, type SimulatedStack } from "../helpers/cli-stack";
import { importIntoYamlProgram } from "./yaml-import";

const programs = path.join(__dirname, "programs", "containers-and-shield");
const simulatorOptions = { writeRaceMs: 40 };

/** The program's objects, by the ids its outputs give. */
interface ShopIds {
  pullZoneId: number;
  shieldZoneId: number;
  customRuleId: number;
  rateLimitId: number;
  accessListId: number;
  registryId: number;
  appId: string;
}

async function shopIds({ stack }: SimulatedStack): Promise<ShopIds> {
  const outputs = await stack.outputs();
  return {
    pullZoneId: Number(outputs.pullZoneId),
    shieldZoneId: Number(outputs.shieldZoneId),
    customRuleId: Number(outputs.customRuleId),
    rateLimitId: Number(outputs.rateLimitId),
    accessListId: Number(outputs.accessListId),
    registryId: Number(outputs.registryId),
    appId: String(outputs.appId),
  };
}

function clientOf({ simulator }: SimulatedStack): CloudPlatformClient {
  return new CloudPlatformClient({ baseUrl: simulator.baseUrl, videoUrl: simulator.videoUrl, apiKey: simulator.apiKey, readReuseSeconds: 0 });
}

/** The program's settings of elements of the zone's lists: an access list's configuration, a bot category's and a bot's action. */
const ELEMENT_SETTINGS = ["tor-block", "ai-scrapers", "googlebot"];

/** The zone's managed list of Tor exit nodes blocked, its AI scrapers' category blocked, Googlebot allowed. */
async function expectElementSettings(client: CloudPlatformClient, shieldZoneId: number): Promise<void> {
  const lists = await client.shieldZones.getAccessLists({ shieldZoneId });
  expect(lists.managedLists?.find((list) => list.configurationId === 9002)).toMatchObject({ isEnabled: true, action: 2 });
  const { categories } = await client.shieldZones.getBotCategorization({ shieldZoneId });
  expect(categories?.find((group) => group.category === 2)?.categoryAction).toBe(1);
  expect(categories?.flatMap((group) => group.bots ?? []).find((bot) => bot.botId === 101)?.action).toBe(2);
}

/** Each of the element settings changed through the API. */
async function driftElementSettings(client: CloudPlatformClient, shieldZoneId: number): Promise<void> {
  await client.shieldZones.updateAccessListsConfiguration({ shieldZoneId, configurationId: 9002, body: { isEnabled: false } });
  await client.shieldZones.replaceBotCategorizationCategory({ shieldZoneId, category: 2, body: { action: 0 } });
  await client.shieldZones.replaceBotCategorizationBot({ shieldZoneId, botId: 101, body: { action: 1 } });
}

/** The steps every program shows: up, the clean check, drift through the API, the repair. */
function describeShop(current: SimulatedStack): void {
  test("pulumi up makes the objects related as declared, the rules of one zone one at a time, and the refreshed preview is clean", async () => {
    await current.stack.pulumi(["up", "--yes"]);
    const ids = await shopIds(current);
    const client = clientOf(current);
    try {
      const shield = await client.shieldZones.getByPullZone({ pullZoneId: ids.pullZoneId });
      expect(shield.data).toMatchObject({ shieldZoneId: ids.shieldZoneId, planType: 1, wafEnabled: true, wafExecutionMode: 1, dDoSShieldSensitivity: 2 });
      expect(await client.shieldWaf.getCustomRule({ customRuleId: ids.customRuleId })).toMatchObject({
        shieldZoneId: ids.shieldZoneId,
        ruleName: "Admin from the offices only",
      });
      expect(await client.shieldRateLimits.get({ rateLimitId: ids.rateLimitId })).toMatchObject({
        shieldZoneId: ids.shieldZoneId,
        ruleName: "Login attempts",
      });
      const list = await client.shieldZones.getAccessList({ shieldZoneId: ids.shieldZoneId, accessListId: ids.accessListId });
      expect(list.data).toMatchObject({ name: "Office networks", content: "198.51.100.0/24\n203.0.113.0/24" });
      const bots = await client.shieldZones.getBotDetection({ shieldZoneId: ids.shieldZoneId });
      expect(bots.data).toMatchObject({ executionMode: 1, browserFingerprint: { sensitivity: 3, complexEnabled: true } });
      expect(await client.containerRegistries.get({ registryId: ids.registryId })).toMatchObject({ displayName: "Shop images" });
      const app = await client.containerApps.get({ appId: ids.appId });
      expect(app).toMatchObject({ name: "shop", autoScaling: { min: 1, max: 3 } });
      const containers = app.containerTemplates ?? [];
      expect(containers.map(({ name, imageRegistryId, imageName }) => ({ name, imageRegistryId, imageName })).sort((a, b) => a.name!.localeCompare(b.name!))).toEqual([
        { name: "web", imageRegistryId: String(ids.registryId), imageName: "web" },
        { name: "worker", imageRegistryId: String(ids.registryId), imageName: "worker" },
      ]);
      expect((await current.stack.outputs()).appAddress).toBe(app.displayEndpoint?.address);
      const web = containers.find((container) => container.name === "web");
      expect(web?.endpoints?.map((endpoint) => endpoint.displayName)).toEqual(["site"]);
      expect(app.volumes?.map(({ name, size }) => ({ name, size }))).toEqual([{ name: "uploads", size: 10 }]);
      expect(await client.containerLogForwarding.get({ appId: ids.appId })).toMatchObject({
        app: ids.appId,
        endpoint: "logs.shop.example",
        port: 6514,
        enabled: true,
      });
      await expectElementSettings(client, ids.shieldZoneId);
    } finally {
      await client.close();
    }
    // Three creates in one zone, which the CLI starts together: any two that overlapped would have failed the up.
    const creates = current.simulator.requests.filter((request) => request.method === "POST" && request.path.startsWith("/shield/") && request.path !== "/shield/shield-zone");
    expect(creates.map((request) => request.status)).toEqual([200, 200, 200]);
    // The app's status, which the stop and the start changed since its create, is the API's: the refresh plans nothing.
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    const running = clientOf(current);
    try {
      expect((await running.containerApps.get({ appId: ids.appId })).status).toBe("active");
    } finally {
      await running.close();
    }
  }, 300_000);

  test("drift made through the API on ten objects is caught as exactly their updates, and up --refresh repairs it", async () => {
    const ids = await shopIds(current);
    const client = clientOf(current);
    try {
      await client.shieldZones.update({ body: { shieldZoneId: ids.shieldZoneId, shieldZone: { wafExecutionMode: 0 } } });
      await client.shieldWaf.updateCustomRule({ customRuleId: ids.customRuleId, body: { ruleName: "Renamed in the dashboard" } });
      await client.shieldRateLimits.update({ rateLimitId: ids.rateLimitId, body: { ruleName: "Renamed in the dashboard" } });
      await client.shieldZones.updateAccessList({ shieldZoneId: ids.shieldZoneId, accessListId: ids.accessListId, body: { content: "192.0.2.0/24" } });
      await client.containerRegistries.replace({ registryId: ids.registryId, body: { displayName: "Renamed in the dashboard" } });
      await client.containerApps.update({ appId: ids.appId, body: { autoScaling: { min: 2, max: 5 } } });
      await client.shieldZones.updateBotDetection({ shieldZoneId: ids.shieldZoneId, body: { executionMode: 0 } });
      await driftElementSettings(client, ids.shieldZoneId);
    } finally {
      await client.close();
    }
    const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
    expect(drift.code).not.toBe(0);
    expect(plannedSteps(drift.stdout)).toEqual(
      [
        "update admin-from-offices",
        "update bots",
        "update images",
        "update login-limit",
        "update offices",
        "update shield",
        "update shop",
        ...ELEMENT_SETTINGS.map((name) => `update ${name}`),
      ].sort(),
    );
    await current.stack.pulumi(["up", "--refresh", "--yes"]);
    await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    const client2 = clientOf(current);
    try {
      expect((await client2.containerApps.get({ appId: ids.appId })).autoScaling).toMatchObject({ min: 1, max: 3 });
      expect((await client2.shieldZones.getAccessList({ shieldZoneId: ids.shieldZoneId, accessListId: ids.accessListId })).data).toMatchObject({
        content: "198.51.100.0/24\n203.0.113.0/24",
      });
      expect((await client2.shieldZones.getBotDetection({ shieldZoneId: ids.shieldZoneId })).data).toMatchObject({ executionMode: 1 });
      await expectElementSettings(client2, ids.shieldZoneId);
    } finally {
      await client2.close();
    }
  }, 300_000);

  test("the app was restarted, stopped and then deployed once each, by the first up: neither the drift repair nor an up with no change runs them", async () => {
    const { appId } = await shopIds(current);
    const runs = (actions: string[]) =>
      current.simulator.requests
        .filter((request) => request.method === "POST" && actions.some((action) => request.path === `/mc/apps/${appId}/${action}`))
        .map((request) => `${request.path.split("/").pop()} ${request.status}`);
    const expected = () => {
      expect(runs(["restart"])).toEqual(["restart 200"]);
      expect(runs(["undeploy", "deploy"])).toEqual(["undeploy 200", "deploy 200"]);
    };
    expected();
    await current.stack.pulumi(["up", "--yes"]);
    expected();
  }, 300_000);
}

/** The block page both programs declare for the shield zone. */
const BLOCK_PAGE = "<!doctype html><title>Blocked</title><p>The shop blocked this request.</p>";

/** The steps of the shield zone's block page: up wrote it, and drift of it made through the API is caught and repaired. */
function describeBlockPage(current: SimulatedStack): void {
  test("the shield zone's block page is the declared HTML; written over through the API, it is caught as its update and repaired", async () => {
    const { shieldZoneId } = await shopIds(current);
    const client = clientOf(current);
    try {
      expect(await client.shieldZones.getCustomPage({ shieldZoneId, pageType: "block" })).toBe(BLOCK_PAGE);
      await client.shieldZones.replaceCustomPage({ shieldZoneId, pageType: "block", body: "<p>Written in the dashboard</p>" });
      const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
      expect(drift.code).not.toBe(0);
      expect(plannedSteps(drift.stdout)).toEqual(["update block-page"]);
      await current.stack.pulumi(["up", "--refresh", "--yes"]);
      expect(await client.shieldZones.getCustomPage({ shieldZoneId, pageType: "block" })).toBe(BLOCK_PAGE);
    } finally {
      await client.close();
    }
  }, 300_000);
}

/**
 * The steps of the zone's upload scanning and API Guardian, taken over: as declared after up, and their drift made
 * through the API caught as exactly their updates and repaired. Destroying them makes no call (expectShopDeletes).
 */
function describeShieldSettings(current: SimulatedStack): void {
  test("the zone's upload scanning and API Guardian are as declared; their drift is caught as their updates and repaired", async () => {
    const { shieldZoneId } = await shopIds(current);
    const client = clientOf(current);
    try {
      expect((await client.shieldZones.getUploadScanning({ shieldZoneId })).data).toMatchObject({ isEnabled: true, antivirusScanningMode: 2 });
      const guardian = (await client.shieldZones.getApiGuardian({ shieldZoneId })).data!;
      expect(guardian.configuration).toMatchObject({ isEnabled: true, executionMode: 1, unmatchedPathAction: 1 });
      await client.shieldZones.updateUploadScanning({ shieldZoneId, body: { antivirusScanningMode: 1 } });
      await client.shieldZones.updateApiGuardian({ shieldZoneId, body: { executionMode: 0 } });
    } finally {
      await client.close();
    }
    const drift = await current.stack.pulumi(["preview", "--refresh", "--expect-no-changes", "--json"], { allowFailure: true });
    expect(drift.code).not.toBe(0);
    expect(plannedSteps(drift.stdout)).toEqual(["update guardian", "update uploads"]);
    await current.stack.pulumi(["up", "--refresh", "--yes"]);
    const repaired = clientOf(current);
    try {
      expect((await repaired.shieldZones.getUploadScanning({ shieldZoneId })).data).toMatchObject({ antivirusScanningMode: 2 });
      expect((await repaired.shieldZones.getApiGuardian({ shieldZoneId })).data!.configuration).toMatchObject({ executionMode: 1 });
    } finally {
      await repaired.close();
    }
  }, 300_000);
}

/** The writes of the destroy, in order, after the stats were reset. */
async function destroyWrites(current: SimulatedStack): Promise<string[]> {
  current.simulator.resetStats();
  await current.stack.pulumi(["destroy", "--yes"]);
  return current.simulator.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);
}

/**
 * The deletes of the program's objects: each rule and the list before the pull zone, the app's log forwarding before
 * the app, the app before its registry; the shield zone and its bot detection, which the API cannot delete, are left to
 * the pull zone with no call.
 */
function expectShopDeletes(writes: string[], ids: ShopIds, alsoDeleted: string[]): void {
  const rule = `DELETE /shield/waf/custom-rule/${ids.customRuleId}`;
  const rateLimit = `DELETE /shield/rate-limit/${ids.rateLimitId}`;
  const accessList = `DELETE /shield/shield-zone/${ids.shieldZoneId}/access-lists/${ids.accessListId}`;
  const pullZone = `DELETE /pullzone/${ids.pullZoneId}`;
  const app = `DELETE /mc/apps/${ids.appId}`;
  const logForwarding = `DELETE /mc/log/forwarding/${ids.appId}`;
  const registry = `DELETE /mc/registries/${ids.registryId}`;
  const blockPage = `DELETE /shield/shield-zone/${ids.shieldZoneId}/custom-page/block`;
  expect([...writes].sort()).toEqual([rule, rateLimit, accessList, pullZone, logForwarding, app, registry, blockPage, ...alsoDeleted].sort());
  const before = (first: string, second: string) => expect(writes.indexOf(first)).toBeLessThan(writes.indexOf(second));
  before(rule, pullZone);
  before(rateLimit, pullZone);
  before(accessList, pullZone);
  before(blockPage, pullZone);
  before(logForwarding, app);
  before(app, registry);
}

describe("the containers and shield program in TypeScript (dynamic resources) under the real Pulumi CLI", () => {
  const current = useSimulatedStack(path.join(programs, "typescript"), { extraPackages: ["typescript", "@types/node"], simulator: simulatorOptions });

  describeShop(current);
  describeBlockPage(current);
  describeShieldSettings(current);

  test("pulumi destroy deletes each object after those that depend on it, and forgets the shield zone", async () => {
    const ids = await shopIds(current);
    expectShopDeletes(await destroyWrites(current), ids, []);
    expect((await current.stack.exportState()).deployment.resources ?? []).toEqual([]);
  }, 300_000);
});

describe("the containers and shield program in YAML (the plugin) under the real Pulumi CLI", () => {
  const current = useSimulatedStack(path.join(programs, "yaml"), { simulator: simulatorOptions });
  const shieldZoneId = String(DEMO.shieldZone.id);
  const imports = [
    { type: "cloudplatform:index:ShieldZone", name: "demo-shield", id: shieldZoneId },
    { type: "cloudplatform:index:ShieldBotDetection", name: "demo-bots", id: shieldZoneId },
    {
      type: "cloudplatform:index:ShieldAccessListConfiguration",
      name: "demo-vpn",
      id: `${shieldZoneId}/${DEMO.managedAccessList.configurationId}`,
    },
    { type: "cloudplatform:index:ShieldBotCategoryAction", name: "demo-ai-scrapers", id: `${shieldZoneId}/${DEMO.botCategorization.blockedCategory}` },
    { type: "cloudplatform:index:ShieldBotAction", name: "demo-googlebot", id: `${shieldZoneId}/${DEMO.botCategorization.allowedBotId}` },
    // The program's new zone has no OpenAPI document, so no endpoint: the demo zone's one is imported instead.
    { type: "cloudplatform:index:ShieldApiGuardianEndpoint", name: "demo-orders", id: `${shieldZoneId}/${DEMO.apiGuardianEndpoint.id}` },
    { type: "cloudplatform:index:ShieldCustomWafRule", name: "demo-admin-rule", id: `${shieldZoneId}/${DEMO.customWafRule.id}` },
    { type: "cloudplatform:index:ShieldRateLimit", name: "demo-login-limit", id: `${shieldZoneId}/${DEMO.rateLimit.id}` },
    { type: "cloudplatform:index:ShieldAccessList", name: "demo-offices", id: `${shieldZoneId}/${DEMO.accessList.id}` },
    { type: "cloudplatform:index:ContainerRegistry", name: "demo-registry", id: String(DEMO.registry.id) },
    { type: "cloudplatform:index:ContainerApp", name: "demo-app", id: DEMO.app.id },
  ];

  describeShop(current);
  describeBlockPage(current);
  describeShieldSettings(current);

  test("pulumi import of a shield zone, its bot detection and element settings, a rule, a rate limit, a list, a registry and an app: the code it writes, added to the program, shows no change", async () => {
    const resources = await importIntoYamlProgram(current.stack, imports);
    // The code names the imported registry and shield zone by reference where the app and the rules hold their ids, so
    // the destroy orders their deletes.
    expect(resources).toContain('imageRegistryId: ${["demo-registry"].id}');
    expect(resources).toContain('shieldZoneId: ${["demo-shield"].id}');
    const preview = await current.stack.pulumi(["preview", "--expect-no-changes", "--json"]);
    expect(plannedSteps(preview.stdout)).toEqual([]);
    // The up that changes nothing records what the import could not: which resource refers to which.
    await current.stack.pulumi(["up", "--expect-no-changes", "--yes"]);
    await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
  }, 300_000);

  test("pulumi destroy deletes each object after those that depend on it, the imported ones too, and forgets both shield zones", async () => {
    const ids = await shopIds(current);
    const writes = await destroyWrites(current);
    const demoApp = `DELETE /mc/apps/${DEMO.app.id}`;
    const demoRegistry = `DELETE /mc/registries/${DEMO.registry.id}`;
    expectShopDeletes(writes, ids, [
      `DELETE /shield/waf/custom-rule/${DEMO.customWafRule.id}`,
      `DELETE /shield/rate-limit/${DEMO.rateLimit.id}`,
      `DELETE /shield/shield-zone/${shieldZoneId}/access-lists/${DEMO.accessList.id}`,
      demoApp,
      demoRegistry,
    ]);
    expect(writes.indexOf(demoApp)).toBeLessThan(writes.indexOf(demoRegistry));
    expect((await current.stack.exportState()).deployment.resources ?? []).toEqual([]);
  }, 300_000);

  test("no command printed a key", () => {
    for (const form of leakedForms(current.simulator.apiKey)) expect(current.stack.printed()).not.toContain(form);
  });
});
