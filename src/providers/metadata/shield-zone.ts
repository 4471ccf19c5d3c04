import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * A pull zone's shield zone: its WAF, DDoS and plan settings, written one level down in the bodies (`shieldZone`) and
 * answered in `data`. A pull zone has at most one, which the dashboard may have made already; the API deletes none.
 */
export const shieldZoneRow: ResourceRow = {
  name: "ShieldZone",
  description: "The Bunny Shield of a pull zone: its plan, its web application firewall and its DDoS protection.",
  owns: [
    "The shield zone's plan, WAF and DDoS settings that the program declares; the settings it leaves out stay as the API",
    "has them. A pull zone has at most one shield zone: when the dashboard (or the under-attack mode) has already made",
    "one, the create takes it over and applies the declared settings, instead of failing or making a second one. The",
    "API cannot delete a shield zone, so destroying the resource forgets it: the zone keeps the settings the program",
    "last applied, and nothing is reset. Bot detection, upload scanning and the access lists' settings, which the",
    "create's body also carries, belong to resources of their own. The API sets a new shield zone up in the",
    "background, its read answering 202 meanwhile: a create, an adoption, an update and a refresh read again until the",
    "zone shows, within `readyTimeoutSeconds`; a create that passes it records the zone, and the next `pulumi up` goes on.",
  ],
  example: {
    resources: [
      {
        name: "shield",
        type: "ShieldZone",
        comment: "Bunny Shield on the pull zone 310247, its WAF blocking and its DDoS protection at medium sensitivity.",
        properties: {
          pullZoneId: "310247",
          planType: "Advanced",
          wafEnabled: true,
          wafExecutionMode: "Block",
          dDoSShieldSensitivity: "Medium",
        },
      },
    ],
    exports: { shieldZoneId: outputOf("shield", "shieldZoneId") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id) },
  create: "shieldZones.create",
  read: "shieldZones.get",
  list: "shieldZones.list",
  update: "shieldZones.update",
  updateStyle: "partial",
  updateIdField: "shieldZoneId",
  id: "{shieldZoneId}",
  idField: "shieldZoneId",
  envelope: { body: "shieldZone", answer: "data" },
  adoptBy: {
    read: "shieldZones.getByPullZone",
    field: "pullZoneId",
    reason: "the dashboard's Shield tab and its under-attack mode make a pull zone's shield zone outside any program",
  },
  readyWait: {
    status: 202,
    input: "readyTimeoutSeconds",
    defaultSeconds: 300,
    maxSeconds: 3600,
    waitedFor: "the API to set the shield zone up (its read answers 202 until then)",
  },
  objectList: { kind: "shieldZones" },
  setByApi: ["shieldZoneId"],
  ownedElsewhere: {
    accessLists: "ShieldAccessListConfiguration",
    botDetectionExecutionMode: "ShieldBotDetection",
    csamScanningMode: "ShieldUploadScanning",
    antivirusScanningMode: "ShieldUploadScanning",
  },
  leftOut: {
    wafEngineConfig: "the WAF engine's variables, each a name and an encoded value, which no property takes",
  },
  naturalKey: ["pullZoneId"],
  uniqueKey: "pullZoneId",
  descriptions: {
    shieldZoneId: "Id of the shield zone; also the resource id.",
    readyTimeoutSeconds:
      "Seconds a step waits, at most, for the API to set up a new shield zone, whose read answers 202 until it shows: " +
      "300 by default. A setting of this resource's steps, not of the zone; changing it makes no call.",
    pullZoneId:
      "Id of the pull zone the shield zone protects; a number is turned into its string. With the package's TypeScript " +
      "classes, give the zone's `id`.",
    premiumPlan:
      "The older way to ask for a paid plan, which `planType` replaced; sent as declared and never read back, so a " +
      "refresh shows no drift of it.",
    planType: "The Bunny Shield plan: `Basic` (free), `Advanced`, `Business` or `Enterprise`; it sets the rule allowances.",
    learningMode: "Whether the WAF only learns the zone's traffic, blocking nothing, while it tunes itself.",
    learningModeUntil: "When learning mode ends, as an ISO 8601 date and time.",
    wafEnabled: "Whether the web application firewall inspects the zone's requests.",
    wafExecutionMode: "What the WAF does with a request that matches a rule: `Log` it only, or `Block` it.",
    wafDisabledRules: "Ids of the managed WAF rules that never act on this zone.",
    wafLogOnlyRules: "Ids of the managed WAF rules that only log their matches on this zone, blocking nothing.",
    wafCustomRuleOrder: "Ids of the zone's custom WAF rules, in the order the WAF tries them.",
    wafRequestHeaderLoggingEnabled: "Whether the WAF's event logs record the headers of the requests it acts on.",
    requestBodyLoggingEnabled: "Whether the WAF's event logs record the bodies of the requests it acts on.",
    wafRequestIgnoredHeaders: "Names of request headers the WAF's event logs leave out, such as `Authorization`.",
    wafRealtimeThreatIntelligenceEnabled: "Whether the WAF also blocks addresses that the platform's live threat feeds report.",
    wafProfileId: "Id of the WAF profile (a set of managed rules made for one kind of site) the zone uses.",
    wafRequestBodyLimitAction: "What the WAF does with a request whose body is too large to inspect: `Block`, `Log` or `Ignore`.",
    wafResponseBodyLimitAction: "What the WAF does with a response whose body is too large to inspect: `Block`, `Log` or `Ignore`.",
    dDoSShieldSensitivity:
      "How readily the DDoS protection acts on a surge of traffic: `Off`, `Low`, `Medium`, `High`, or `Challenge` to " +
      "challenge every visitor.",
    dDoSChallengeWindow: "Seconds a visitor who passed a DDoS challenge is let through before being challenged again.",
    dDoSExecutionMode: "What the DDoS protection does with traffic it flags: `Log` it only, or `Block` it; the API sets it.",
    whitelabelResponsePages: "Whether the block and challenge pages visitors see carry no bunny.net branding.",
    rateLimitRulesLimit: "How many rate limit rules the zone's plan allows.",
    customWafRulesLimit: "How many custom WAF rules the zone's plan allows.",
  },
};
