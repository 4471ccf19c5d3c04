import { DEMO } from "../../simulator/demo-account";
import { objectOf, outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/** What every sensitivity of bot detection takes, by name. */
const SENSITIVITIES = "`Off`, `Low`, `Medium` or `High`";

/**
 * A shield zone's bot detection: settings every shield zone has, read and written at the zone's `bot-detection`
 * path and answered in the shield area's `data` envelope. The API neither creates nor deletes them.
 */
export const shieldBotDetectionRow: ResourceRow = {
  name: "ShieldBotDetection",
  description: "The bot detection of a shield zone: how hard it looks for automated clients, and what it does with them.",
  owns: [
    "The bot detection settings of one shield zone that the program declares; those it leaves out stay as the API has",
    "them, and are never sent. Every shield zone has its bot detection, so the resource is adopted, never created: its",
    "create reads the zone's settings and writes the declared ones. The API cannot remove them, so destroying the",
    "resource forgets it: the zone keeps its bot detection as the program last applied it. A shield zone's writes,",
    "this resource's among them, are made one at a time.",
  ],
  example: {
    resources: [
      {
        name: "bots",
        type: "ShieldBotDetection",
        comment: "Challenge suspect clients of the shield zone 12345, with a strict browser fingerprint check.",
        properties: {
          shieldZoneId: "12345",
          executionMode: "Challenge",
          browserFingerprint: objectOf({ sensitivity: "High", complexEnabled: true }),
        },
      },
    ],
    exports: { ipAddressCheck: outputOf("bots", "ipAddress") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getBotDetection",
  update: "shieldZones.updateBotDetection",
  updateStyle: "partial",
  id: "{shieldZoneId}",
  idField: "shieldZoneId",
  objectList: { kind: "shieldZones" },
  objectTypes: {
    RequestIntegrityConfiguration: {
      name: "ShieldBotDetectionRequestIntegrity",
      description: "The check of a request's own consistency (its headers against the client it claims to be).",
      descriptions: { sensitivity: `How strict the check is: ${SENSITIVITIES}.` },
    },
    IpAddressConfiguration: {
      name: "ShieldBotDetectionIpAddress",
      description: "The check of the client's address against what is known of addresses that bots use.",
      descriptions: { sensitivity: `How strict the check is: ${SENSITIVITIES}.` },
    },
    BrowserFingerprintConfiguration: {
      name: "ShieldBotDetectionBrowserFingerprint",
      description: "The check of the fingerprint a browser leaves, which tells a real browser from a scripted one.",
      descriptions: {
        sensitivity: `How strict the check is: ${SENSITIVITIES}.`,
        aggression: "How far the check goes to take a fingerprint: `Low`, `Medium`, `High`, or `Custom`; `Unknown` where none is set.",
        complexEnabled: "Whether the deeper fingerprint check runs, which costs the browser more work.",
      },
    },
  },
  naturalKey: { none: "a shield zone has one bot detection, which the API makes with the zone; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose bot detection this is, a number kept as its string; also the resource's id. With the " +
      "package's TypeScript classes, give the zone's `id`.",
    executionMode:
      "What bot detection does with a client it takes for a bot: log the request and let it through (`LogOnly`), or " +
      "make the client pass a challenge first (`Challenge`).",
    requestIntegrity: "The check of each request's consistency, and how strict it is.",
    ipAddress: "The check of the client's address, and how strict it is.",
    browserFingerprint: "The check of the browser's fingerprint: how strict, how far it goes, and whether the deeper check runs.",
  },
};
