import { DEMO } from "../../simulator/demo-account";
import { paragraph } from "../documentation-lines";
import { objectOf, outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/** What every sensitivity of bot detection takes, by name. */
const SENSITIVITIES = "`Off`, `Low`, `Medium` or `High`";

/**
 * What the rows of a shield zone's settings objects share, the settings called `what` ("bot detection"): settings every
 * shield zone has, read and written at a path below the zone and answered in the shield area's `data` envelope, which
 * the API neither creates nor deletes. `owned` says what of them the resource manages, `besides` (a paragraph of its
 * own) what the read answers that it does not.
 */
function shieldZoneSettings(what: string, owned: string, besides?: string) {
  return {
    owns: [
      ...paragraph(
      `${owned}; those the program leaves out stay as the API has them, and are never sent. Every shield zone has its ` +
        `${what}, so the resource is adopted, never created: its create reads the zone's settings and writes the ` +
        "declared ones. The API cannot remove them, so destroying the resource forgets it: the zone keeps its " +
        `${what} as the program last applied it. A shield zone's writes, this resource's among them, are made one at a time.`,
      ),
      ...(besides === undefined ? [] : ["", ...paragraph(besides)]),
    ],
    lookupExample: { shieldZoneId: String(DEMO.shieldZone.id) },
    settingsOf: "ShieldZone",
    updateStyle: "partial",
    id: "{shieldZoneId}",
    idField: "shieldZoneId",
    objectList: { kind: "shieldZones" },
    naturalKey: { none: `a shield zone has one ${what}, which the API makes with the zone; nothing is ever created` },
  } satisfies Partial<ResourceRow>;
}

/** The description of a shield zone settings resource's `shieldZoneId`, for the settings called `what`. */
function zoneIdDescription(what: string): string {
  return (
    `Id of the shield zone whose ${what} this is, a number kept as its string; also the resource's id. With the ` +
    "package's TypeScript classes, give the zone's `id`."
  );
}

/** A shield zone's bot detection, read and written at the zone's `bot-detection` path. */
export const shieldBotDetectionRow: ResourceRow = {
  name: "ShieldBotDetection",
  description: "The bot detection of a shield zone: how hard it looks for automated clients, and what it does with them.",
  ...shieldZoneSettings("bot detection", "The bot detection settings of one shield zone that the program declares"),
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
  read: "shieldZones.getBotDetection",
  update: "shieldZones.updateBotDetection",
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
  descriptions: {
    shieldZoneId: zoneIdDescription("bot detection"),
    executionMode:
      "What bot detection does with a client it takes for a bot: log the request and let it through (`LogOnly`), or " +
      "make the client pass a challenge first (`Challenge`).",
    requestIntegrity: "The check of each request's consistency, and how strict it is.",
    ipAddress: "The check of the client's address, and how strict it is.",
    browserFingerprint: "The check of the browser's fingerprint: how strict, how far it goes, and whether the deeper check runs.",
  },
};

/** What each scanner of upload scanning takes, by name. */
const SCANNER_MODES = "`Disabled`, `Log` (the upload goes through, the finding logged) or `Block`";

/** A shield zone's upload scanning, read and written at the zone's `upload-scanning` path. */
export const shieldUploadScanningRow: ResourceRow = {
  name: "ShieldUploadScanning",
  description: "The upload scanning of a shield zone: whether the files clients upload are scanned, and what each scanner does.",
  ...shieldZoneSettings("upload scanning", "The upload scanning settings of one shield zone that the program declares"),
  example: {
    resources: [
      {
        name: "uploads",
        type: "ShieldUploadScanning",
        comment: "Scan the files uploaded through the shield zone 12345, blocking abuse material and malware alike.",
        properties: { shieldZoneId: "12345", isEnabled: true, csamScanningMode: "Block", antivirusScanningMode: "Block" },
      },
    ],
    exports: { uploadsScanned: outputOf("uploads", "isEnabled") },
  },
  read: "shieldZones.getUploadScanning",
  update: "shieldZones.updateUploadScanning",
  descriptions: {
    shieldZoneId: zoneIdDescription("upload scanning"),
    isEnabled: "Whether the files clients upload through the zone are scanned at all.",
    csamScanningMode: `What the scan for child sexual abuse material does with a match: ${SCANNER_MODES}.`,
    antivirusScanningMode: `What the malware scan does with an infected file: ${SCANNER_MODES}.`,
  },
};

/** What API Guardian does with a request it does not let through, as each action takes it. */
const GUARDIAN_ACTIONS = "`Block`, `Log` (the request goes through, the finding logged) or `Ignore`";

/**
 * A shield zone's API Guardian, read and written at the zone's `api-guardian` path. Its read answers the
 * configuration beside the endpoints the zone's OpenAPI document made; the write takes and answers the configuration.
 * The document has calls of its own: a POST gives a zone its first, a PATCH replaces it; no read answers its text.
 */
export const shieldApiGuardianRow: ResourceRow = {
  name: "ShieldApiGuardian",
  description:
    "The API Guardian of a shield zone: whether requests to the zone's API are checked against its OpenAPI document, " +
    "and what a failed check does.",
  ...shieldZoneSettings(
    "API Guardian",
    "The API Guardian configuration of one shield zone that the program declares (whether it runs, and what it does " +
      "with a request that fails a check)",
    "The endpoints API Guardian checks, each made from the zone's OpenAPI document, are no part of this resource: " +
      "they are `ShieldApiGuardianEndpoint` resources'. The document itself may be declared here, as its text " +
      "(`openApiDocument`, with `enforceAuthorizationValidation`); undeclared, the zone keeps the document it has. The " +
      "document's title and version, as the API found them in it, and the limits of the zone's plan, are outputs.",
  ),
  example: {
    resources: [
      {
        name: "guardian",
        type: "ShieldApiGuardian",
        comment: "Block requests that break the API's contract on the shield zone 12345, and log those to unknown paths.",
        properties: { shieldZoneId: "12345", isEnabled: true, executionMode: "Block", unmatchedPathAction: "Log" },
      },
    ],
    exports: { documentVersion: outputOf("guardian", "version") },
  },
  read: "shieldZones.getApiGuardian",
  update: "shieldZones.updateApiGuardian",
  envelope: { answer: "data", within: "configuration" },
  ownedElsewhere: { endpoints: "ShieldApiGuardianEndpoint" },
  writeOnlyCall: {
    operation: "shieldZones.updateApiGuardianSpec",
    first: { operation: "shieldZones.createApiGuardianSpec", heldWhenSet: "title" },
    secret: false,
    inputNames: { content: "openApiDocument" },
  },
  descriptions: {
    shieldZoneId: zoneIdDescription("API Guardian"),
    isEnabled: "Whether API Guardian checks the zone's requests at all.",
    executionMode: "What a request that fails a check meets: `Log` (it goes through, the failure logged) or `Block`.",
    bodyLimitAction: `What API Guardian does with a request whose body is over the size it can check: ${GUARDIAN_ACTIONS}.`,
    unmatchedPathAction: `What API Guardian does with a request to a path no endpoint of the document has: ${GUARDIAN_ACTIONS}.`,
    openApiDocument:
      "The text of the OpenAPI document (JSON or YAML) API Guardian checks the zone's requests against; the API makes " +
      "the zone's endpoints from it. Only its title and version can be read back, so a change made elsewhere is not seen.",
    enforceAuthorizationValidation:
      "Whether the endpoints made from `openApiDocument` check each request's authorization as the document's security " +
      "schemes require; sent with the document.",
    title: "The title of the OpenAPI document the zone's API Guardian checks against; unset before one is given.",
    version: "The version of that OpenAPI document, as the document states it.",
    maxEndpoints: "The most endpoints the zone's plan lets API Guardian check.",
    maxFieldsPerType: "The most fields one schema of the document may have.",
    maxNestingDepth: "The deepest a schema of the document may nest.",
    maxTotalSchemaNodes: "The most schema nodes the whole document may have.",
    maxTotalRegexLength: "The most characters the document's patterns may have in all.",
    createdAt: "When the zone's API Guardian configuration was made (UTC, ISO 8601).",
    updatedAt: "When it last changed (UTC, ISO 8601); unset if it never has.",
  },
};
