import * as cloudplatform from "pulumi-cloudplatform";

// The shop's pull zone, under Bunny Shield: a custom WAF rule, a rate limit on its login page and an access list.
const web = new cloudplatform.PullZone("web", { name: "shop-web", originUrl: "https://origin.shop.example" });
const shield = new cloudplatform.ShieldZone("shield", {
  pullZoneId: web.id,
  planType: "Advanced",
  wafEnabled: true,
  wafExecutionMode: "Block",
  dDoSShieldSensitivity: "Medium",
});
const adminRule = new cloudplatform.ShieldCustomWafRule("admin-from-offices", {
  shieldZoneId: shield.id,
  ruleName: "Admin from the offices only",
  ruleDescription: "The admin pages, from outside the office networks",
  ruleConfiguration: {
    actionType: "Block",
    variableTypes: { REQUEST_URI: "" },
    operatorType: "BEGINSWITH",
    severityType: "WARNING",
    value: "/admin",
    chainedRuleConditions: [{ variableTypes: { REMOTE_ADDR: "" }, operatorType: "WITHIN", value: "198.51.100.0/24", isNegated: true }],
  },
});
const loginLimit = new cloudplatform.ShieldRateLimit("login-limit", {
  shieldZoneId: shield.id,
  ruleName: "Login attempts",
  ruleDescription: "Logins from one address",
  ruleConfiguration: {
    actionType: "RateLimit",
    variableTypes: { REQUEST_URI: "" },
    operatorType: "BEGINSWITH",
    severityType: "NOTICE",
    value: "/login",
    requestCount: 20,
    counterKeyType: "IP",
    timeframe: "PerOneMinute",
    blockTime: "ForFiveMinutes",
  },
});
const offices = new cloudplatform.ShieldAccessList("offices", {
  shieldZoneId: shield.id,
  name: "Office networks",
  type: "CIDR",
  content: "198.51.100.0/24\n203.0.113.0/24",
});

// The page the shield zone shows to a request it blocks, in place of bunny.net's.
new cloudplatform.ShieldCustomResponsePage("block-page", {
  shieldZoneId: shield.id,
  pageType: "block",
  html: "<!doctype html><title>Blocked</title><p>The shop blocked this request.</p>",
});

// The shop's images, and the app that runs them: a web container behind the CDN with an uploads volume, and a worker.
const images = new cloudplatform.ContainerRegistry("images", { displayName: "Shop images", type: "dockerHub" });
const shop = new cloudplatform.ContainerApp("shop", {
  name: "shop",
  runtimeType: "shared",
  autoScaling: { min: 1, max: 3 },
  regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"] },
  containerTemplates: [
    {
      name: "web",
      imageRegistryId: images.id,
      imageNamespace: "shop",
      imageName: "web",
      imageTag: "2.0.1",
      environmentVariables: [{ name: "MODE", value: "production" }],
      endpoints: [{ displayName: "site", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] } }],
      volumeMounts: [{ name: "uploads", mountPath: "/srv/uploads" }],
    },
    { name: "worker", imageRegistryId: images.id, imageNamespace: "shop", imageName: "worker", imageTag: "2.0.1" },
  ],
  volumes: [{ name: "uploads", size: 10 }],
});

// The shop's logs, sent to its log server over syslog.
new cloudplatform.ContainerLogForwarding("shop-logs", {
  appId: shop.id,
  type: "SyslogTcp",
  endpoint: "logs.shop.example",
  port: 6514,
  format: "SyslogRfc5424",
  enabled: true,
});
// The bot detection every shield zone has, taken over: suspect clients challenged, browsers fingerprinted strictly.
new cloudplatform.ShieldBotDetection("bots", {
  shieldZoneId: shield.id,
  executionMode: "Challenge",
  browserFingerprint: { sensitivity: "High", complexEnabled: true },
});
// The app's instances restarted on the first up, and again whenever its image registry is replaced.
new cloudplatform.ContainerAppRestart("shop-restart", { appId: shop.id, triggers: [images.id] });
// On the same triggers every instance stops, and then the app is deployed again: it ends running.
const shopStop = new cloudplatform.ContainerAppUndeploy("shop-stop", { appId: shop.id, triggers: [images.id] });
new cloudplatform.ContainerAppDeploy("shop-start", { appId: shop.id, triggers: [images.id] }, { dependsOn: [shopStop] });

// Settings the zone keeps for each of its lists' elements, taken over: requests from Tor exit nodes (a managed access
// list, its configuration 9002) blocked, the AI scrapers (bot category 2) blocked, Googlebot (bot 101) let through.
new cloudplatform.ShieldAccessListConfiguration("tor-block", { shieldZoneId: shield.id, configurationId: "9002", isEnabled: true, action: "Block" });
new cloudplatform.ShieldBotCategoryAction("ai-scrapers", { shieldZoneId: shield.id, category: "2", categoryAction: "Block" });
new cloudplatform.ShieldBotAction("googlebot", { shieldZoneId: shield.id, botId: "101", action: "Allow" });
// The zone's upload scanning and API Guardian, taken over as its bot detection is: uploads scanned with malware blocked;
// the API's requests checked against its document, those that fail blocked and those to unknown paths logged.
new cloudplatform.ShieldUploadScanning("uploads", { shieldZoneId: shield.id, isEnabled: true, antivirusScanningMode: "Block" });
new cloudplatform.ShieldApiGuardian("guardian", {
  shieldZoneId: shield.id,
  isEnabled: true,
  executionMode: "Block",
  unmatchedPathAction: "Log",
});

export const pullZoneId = web.pullZoneId;
export const shieldZoneId = shield.shieldZoneId;
export const customRuleId = adminRule.customRuleId;
export const rateLimitId = loginLimit.rateLimitId;
export const accessListId = offices.accessListId;
export const registryId = images.registryId;
export const appId = shop.appId;
export const appStatus = shop.status;
export const appAddress = shop.address;
