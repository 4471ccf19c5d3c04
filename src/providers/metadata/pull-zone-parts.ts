import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/** What an edge rule's `actionType` and each of its extra actions' means, shared by both descriptions. */
const ACTION_PARAMETERS =
  "what the action takes, depending on its type: a URL for `Redirect` or `OriginUrl`, seconds for a cache time, a header name";

/**
 * An edge rule of a pull zone, read from its zone's answer, which lists the zone's rules. The create and the update
 * are one call: told the rule's `Guid`, it changes that rule, else it adds one.
 */
export const pullZoneEdgeRuleRow: ResourceRow = {
  name: "PullZoneEdgeRule",
  description: "One edge rule of a pull zone: what requests it matches, and what the CDN does with them.",
  owns: [
    "The rule is owned by this resource alone: the pull zone's other rules, added in the dashboard or by another stack,",
    "stay as they are. A rule deleted outside Pulumi is reported gone by a refresh, and the next `pulumi up` adds it",
    "again. Triggers and extra actions are compared by the properties the program gives them.",
  ],
  example: {
    resources: [
      {
        name: "legacy",
        type: "PullZoneEdgeRule",
        comment: "An edge rule of the pull zone 310245 that redirects its matching requests.",
        properties: {
          pullZoneId: "310245",
          actionType: "Redirect",
          actionParameter1: "https://www.example.com/",
          description: "Send old paths to the new site",
          enabled: true,
        },
      },
    ],
    exports: { ruleGuid: outputOf("legacy", "guid") },
  },
  lookupExample: { pullZoneId: String(DEMO.pullZone.id), guid: DEMO.edgeRules.forceSsl },
  create: "pullZones.addOrUpdateEdgeRules",
  read: "pullZones.get",
  readFrom: "EdgeRules",
  update: "pullZones.addOrUpdateEdgeRules",
  updateIdField: "Guid",
  updateStyle: "whole",
  delete: "pullZones.deleteEdgeRule",
  id: "{pullZoneId}/{guid}",
  idField: "Guid",
  objectList: { kind: "pullZones" },
  setByApi: ["Guid", "ReadOnly"],
  objectTypes: {
    Trigger: {
      name: "PullZoneEdgeRuleTrigger",
      description: "A condition of an edge rule: what part of a request (or answer) it looks at, and the patterns it matches.",
      descriptions: {
        type: "What the trigger looks at: `Url`, `RequestHeader`, `CountryCode`, `RemoteIP`, `StatusCode` and the other kinds.",
        patternMatches: "The patterns the value is matched against; `*` stands for any text.",
        patternMatchingType:
          "Whether the trigger holds when any (`MatchAny`), all (`MatchAll`) or none (`MatchNone`) of the patterns match.",
        parameter1: "What the trigger's kind needs besides its patterns, such as the name of the header it reads.",
        parameter2: "A second value the trigger's kind needs besides its patterns, where it takes one.",
      },
    },
    EdgeRuleV2ActionModel: {
      name: "PullZoneEdgeRuleAction",
      description: "An action an edge rule takes besides its first one.",
      descriptions: {
        actionType: "What the action does, by name, as `actionType` of the rule.",
        actionParameter1: `First parameter of the action: ${ACTION_PARAMETERS}.`,
        actionParameter2: "Second parameter of the action, such as the value of a header it sets.",
        actionParameter3: "Third parameter of the action, where its type takes one.",
      },
    },
  },
  naturalKey: {
    none:
      "an edge rule has no field that names it among its zone's rules. Look for the rule in the pull zone's edge rules " +
      "(the dashboard, or `getPullZone`) and import it as `{pullZoneId}/{guid}`, or delete it, before the next `pulumi up` " +
      "adds it again",
  },
  descriptions: {
    pullZoneId:
      "Id of the pull zone that holds the rule; a number is turned into its string. With the package's TypeScript classes, " +
      "give the zone's `id`.",
    guid: "Id the API gave the rule in its pull zone.",
    actionType: "What the rule does to a matching request, by name: `ForceSSL`, `Redirect`, `OriginUrl`, `BlockRequest` and the others.",
    actionParameter1: `First parameter of the action: ${ACTION_PARAMETERS}.`,
    actionParameter2: "Second parameter of the action, such as the value of a header it sets.",
    actionParameter3: "Third parameter of the action, where its type takes one.",
    triggers: "The conditions a request is matched against.",
    extraActions: "Actions the rule takes besides its first one, in order.",
    triggerMatchingType: "Whether the rule applies when any (`MatchAny`), all (`MatchAll`) or none (`MatchNone`) of its triggers hold.",
    description: "A note kept with the rule.",
    enabled: "Whether the rule is applied.",
    orderIndex: "Place of the rule among its zone's rules: lower ones run first.",
  },
};

/**
 * A hostname of a pull zone, read from its zone's answer, which lists the zone's hostnames. Every call names the
 * hostname in its body (or, for the free certificate, its query), never by a numeric id; the zone's own `*.b-cdn.net`
 * hostname and the hostnames other products manage are the API's, adopted rather than added.
 */
export const pullZoneHostnameRow: ResourceRow = {
  name: "PullZoneHostname",
  description: "One hostname of a pull zone: a name visitors reach the zone by, with its certificate and its redirect to HTTPS.",
  owns: [
    "The hostname is owned by this resource alone: the zone's other hostnames stay as they are. Declaring the zone's own",
    "`<name>.b-cdn.net` hostname (or a `*.bunny.run` hostname a container app manages) takes it over to set its options;",
    "destroying it then leaves it on the zone. A free certificate needs the hostname's DNS to point at the zone first: if",
    "it is refused, the hostname is recorded and the next `pulumi up` asks for the certificate again.",
  ],
  example: {
    resources: [
      {
        name: "www",
        type: "PullZoneHostname",
        comment: "A hostname of the pull zone 310245, with a free certificate, whose visitors are sent to HTTPS.",
        properties: { pullZoneId: "310245", hostname: "www.example.com", hasCertificate: true, forceSSL: true },
      },
    ],
    exports: { certificateProvisionType: outputOf("www", "certificateProvisionType") },
  },
  lookupExample: { pullZoneId: String(DEMO.pullZone.id), hostname: DEMO.pullZone.customHostname },
  create: "pullZones.addHostname",
  read: "pullZones.get",
  readFrom: "Hostnames",
  updateStyle: "partial",
  delete: "pullZones.removeHostname",
  id: "{pullZoneId}/{hostname}",
  idField: "Value",
  objectField: "Hostname",
  objectList: { kind: "pullZones" },
  adopt: {
    when: ["IsSystemHostname", "IsManagedHostname"],
    reason: "the platform made the hostname with its zone or its container app, and refuses to remove it",
  },
  switches: {
    HasCertificate: { on: "pullZones.loadFreeCertificate", off: "pullZones.removeCertificate" },
    ForceSSL: { on: "pullZones.setForceSsl", off: "pullZones.setForceSsl" },
  },
  setBy: { CertificateKeyType: "pullZones.updatePrivateKeyType" },
  writeOnlyCall: {
    operation: "pullZones.addCertificate",
    remove: "pullZones.removeCertificate",
    secret: true,
    encoding: "pem-as-base64",
    turnsOn: "HasCertificate",
  },
  leftOut: {
    Id: "the hostname's number in the API, which no call takes: every call names the hostname itself",
  },
  naturalKey: ["Value"],
  descriptions: {
    pullZoneId:
      "Id of the pull zone the hostname points at; a number is turned into its string. With the package's TypeScript " +
      "classes, give the zone's `id`.",
    hostname: "The hostname, such as `www.example.com`; also the last part of the resource id.",
    hasCertificate:
      "Whether the hostname serves HTTPS with a certificate. Declared `true` without `certificate`, a free certificate is " +
      "issued once the hostname's DNS points at the zone; `false` takes the certificate off. The zone's own hostname " +
      "always has one.",
    certificate:
      "A certificate of your own for the hostname, as PEM text (the certificate, then any intermediate ones), given with " +
      "`certificateKey`. Declared, the hostname serves it instead of a free certificate; held as a secret, and never " +
      "read back from the API.",
    certificateKey:
      "The private key of `certificate`, as PEM text; given with it, held as a secret, and never read back from the API.",
    forceSSL: "Whether visitors who come over HTTP are redirected to HTTPS on this hostname.",
    isSystemHostname: "Whether this is the zone's own `<name>.b-cdn.net` hostname, which the platform made with the zone.",
    isManagedHostname: "Whether another product of the platform manages the hostname, such as a container app's `*.bunny.run`.",
    certificateKeyType: "The kind of private key (`Ecdsa` or `Rsa`) the platform generates when it issues the hostname a free certificate.",
    certificateProvisionType:
      "How the hostname's certificate came to be: `Http01` or `Dns01` for a free one, `Custom` for one of the account's, " +
      "`Managed` for the platform's own, `Unknown` while it has none.",
  },
};
