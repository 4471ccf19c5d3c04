import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { accessListConfigurationId } from "../../src/simulator/handlers/shield-access-lists";
import { operationKind } from "../../src/simulator/operation-kinds";
import { matchRoute, VIDEO_PATH_PREFIX } from "../../src/simulator/routes";
import { requiredQuery, sampleRequest, type Sent } from "./table-requests";

// Requests for every operation of the table aimed at objects of the simulator that exist: the demo account's, and
// the one each create made; in the order that makes them valid: creates, then the rest, then deletes.

/**
 * Left out, each with its reason: the event logs' first page leaves its token out of the path, a form the documents do
 * not list (the referee knows no such operation); the logs' pages are proven in test/simulator/handlers.
 */
const LEFT_OUT = new Set<ApiOperationName>(["shieldEventLogs.get"]);
const all = (Object.keys(apiOperations) as ApiOperationName[]).filter((name) => !LEFT_OUT.has(name));

/** The hostname the aimed addHostname adds to the demo zone and the aimed removeHostname removes. */
const AIMED_HOSTNAME = "aimed.example.com";

/** A stand-in PEM block of `label`, Base64 encoded. */
function pemBase64(label: string): string {
  return Buffer.from(`-----BEGIN ${label}-----\nMIIB\n-----END ${label}-----\n`).toString("base64");
}

/** Every operation but those left out: creates, deletes and the others. */
export const aimedOperations = {
  creates: all.filter((name) => operationKind(name).kind === "create"),
  deletes: all.filter((name) => operationKind(name).kind === "delete"),
  others: all.filter((name) => !["create", "delete"].includes(operationKind(name).kind)),
};

/** Hand-written routes that keep their objects in the table's store, as its generic routes do (the registries'). */
const OVER_THE_TABLE_STORE = new Set<ApiOperationName>(["containerRegistries.replace", "containerRegistries.delete"]);

/**
 * Hand-written routes whose calls go to the object the aimed create made: the app's whole writes replace its containers
 * and volumes, which the demo app keeps for the calls that name them.
 */
const ON_THE_CREATED = new Set<ApiOperationName>(["containerApps.replace", "containerApps.update", "containerApps.delete"]);

/**
 * Whether an operation's objects are the table store's: its generic route serves it, or a hand-written one over that
 * store, rather than one over the demo account's state.
 */
function servedByTable(name: ApiOperationName): boolean {
  if (OVER_THE_TABLE_STORE.has(name)) return true;
  const facts = apiOperations[name];
  const path = `${facts.host === "video" ? VIDEO_PATH_PREFIX : ""}${facts.path.replace(/\{\w+\}/g, "x")}`;
  const match = matchRoute(facts.method, path);
  return match.kind === "route" && match.route.name === name && match.route.tableName === undefined;
}

/** The id of an object answered (in `data` for the shield area), or undefined. */
export function idOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const data = (answer as { data?: unknown }).data;
  if (typeof data === "object" && data !== null) return idOf(data);
  const key = Object.keys(answer).find((candidate) => ["id", "guid"].includes(candidate.toLowerCase()) || /^shieldzoneid$/i.test(candidate));
  return key === undefined ? undefined : String((answer as Record<string, unknown>)[key]);
}

/** Sample requests of spec/ aimed at one simulator's objects. */
export class AimedRequests {
  /** The id each create answered, by its collection's path template. */
  readonly #created = new Map<string, string>();

  constructor(private readonly sim: RunningSimulator) {}

  /** The demo account's objects that the hand-written routes serve, by the path parameter that names them. */
  #demoIds(): Record<string, string> {
    const libraryId = [...this.sim.state.videoLibraries.keys()][0];
    const pullZoneId = [...this.sim.state.pullZones.keys()][0];
    return {
      pullZoneId,
      shieldZoneId: [...this.sim.state.shieldZones.keys()][0],
      appId: "app-demo",
      volumeId: "vol-data",
      containerId: "ctr-web",
      libraryId,
      videoId: [...this.sim.state.videoLibraries.get(libraryId)!.videos.keys()][0],
      srclang: DEMO.caption.srclang,
      edgeRuleId: String((this.sim.state.pullZones.get(pullZoneId)!.fields!.EdgeRules as { Guid: string }[])[0].Guid),
      configurationId: String(accessListConfigurationId(DEMO.accessList.id)),
      category: String(DEMO.botCategorization.blockedCategory),
      botId: String(DEMO.botCategorization.allowedBotId),
      endpointId: String(DEMO.apiGuardianEndpoint.id),
    };
  }

  /**
   * A sample request of the operation, its ids (in the path and in the body) those of objects that exist, asking for
   * the first page of a list.
   */
  aimed(name: ApiOperationName): Sent {
    const sent = sampleRequest(name);
    const body = typeof sent.body === "object" && sent.body !== null ? (sent.body as Record<string, unknown>) : {};
    for (const [parameter, id] of Object.entries(this.#demoIds())) {
      if (parameter in sent.path) sent.path[parameter] = id;
      if (parameter in body) body[parameter] = typeof body[parameter] === "number" ? Number(id) : id;
    }
    for (const parameter of ["page", "perPage", "itemsPerPage", "limit", "nextCursor", "continuationToken", "ContinuationToken"]) {
      delete sent.query[parameter];
      delete sent.path[parameter];
    }
    // A list that must be asked for a page (the pull zone list) asks for the first.
    if (requiredQuery(name).includes("page")) sent.query.page = "1";
    // A hostname call names the demo's custom hostname, whose DNS points at the CDN; addHostname adds a new one, which
    // removeHostname (after it in the table) removes; a certificate is sent as the API takes it, Base64 of its PEM text.
    const hostname = name === "pullZones.addHostname" || name === "pullZones.removeHostname" ? AIMED_HOSTNAME : "cdn.example.com";
    if (typeof sent.body === "object" && sent.body !== null && "Hostname" in sent.body) sent.body = { ...sent.body, Hostname: hostname };
    if ("hostname" in sent.query) sent.query.hostname = hostname;
    if (name === "pullZones.addCertificate") sent.body = { ...(sent.body as object), Certificate: pemBase64("CERTIFICATE"), CertificateKey: pemBase64("PRIVATE KEY") };
    // Captions are sent as the API takes them, Base64 of their text.
    if (name === "videos.updateCaptions") sent.body = { ...(sent.body as object), captionsFile: Buffer.from("WEBVTT\n").toString("base64") };
    // A thumbnail is fetched from the address of an image, an http or https URL.
    if (name === "videos.createThumbnail") sent.query.thumbnailUrl = "https://images.example.com/poster.jpg";
    // So is a video the library fetches.
    if (name === "videos.fetch") sent.body = { ...(sent.body as object), url: "https://media.example.com/trailer.mp4" };
    if (name === "shieldWaf.updateRulesReviewTriggered") {
      const [ruleId] = this.sim.state.shieldZones.get(sent.path.shieldZoneId)!.triggeredRuleIds;
      sent.body = { ...(sent.body as object), ruleId };
    }
    // A zone's wildcard certificate and its record scan name the demo zone, the scan by its id alone: the API refuses
    // a scan that names the zone both ways, as the sample body does.
    if (name === "dnsZones.issueCertificate") sent.path.zoneId = String(DEMO.dnsZone.id);
    if (name === "dnsZones.scanRecords") sent.body = { ZoneId: DEMO.dnsZone.id };
    // An API Guardian document is an OpenAPI document, as JSON; it keeps the demo endpoint, which later calls name.
    if (name === "shieldZones.createApiGuardianSpec" || name === "shieldZones.updateApiGuardianSpec") {
      const { method, path } = DEMO.apiGuardianEndpoint;
      const content = JSON.stringify({ openapi: "3.0.0", info: { title: "Orders", version: "1.0.0" }, paths: { [path]: { [method.toLowerCase()]: {} } } });
      sent.body = { ...(sent.body as object), content };
    }
    // A pull zone holds one shield zone: each create of one is aimed at a pull zone that has none.
    if (name === "shieldZones.create" || name === "shieldZones.createUnderAttack") {
      sent.body = { ...(sent.body as object), pullZoneId: this.#pullZoneWithoutShield() };
    }
    // An app holds one log forwarding configuration: the create names the app the aimed app create made, which has none.
    if (name === "containerLogForwarding.create") sent.body = { ...(sent.body as object), app: this.#created.get("mc/apps") ?? DEMO.app.id };
    const kind = operationKind(name);
    const collection = "collection" in kind ? kind.collection.join("/") : "";
    // A member is deleted from the demo object that has it; any other call on an item goes to the one created.
    const onTheCreated = servedByTable(name) || ON_THE_CREATED.has(name);
    if ("idParameter" in kind && kind.kind !== "delete-member" && onTheCreated && this.#created.has(collection)) {
      sent.path[kind.idParameter] = this.#created.get(collection)!;
    }
    // A log forwarding's PUT names its app in the body as in the path.
    if (name === "containerLogForwarding.replace") sent.body = { ...(sent.body as object), app: sent.path.appId };
    return sent;
  }

  /** A pull zone of the account without a shield zone: a copy of the first pull zone, under a new id, when all have one. */
  #pullZoneWithoutShield(): number {
    const shielded = new Set([...this.sim.state.shieldZones.values()].map((zone) => zone.pullZoneId));
    const free = [...this.sim.state.pullZones.keys()].find((id) => !shielded.has(Number(id)));
    if (free !== undefined) return Number(free);
    const [first] = this.sim.state.pullZones.values();
    const id = Math.max(...[...this.sim.state.pullZones.keys()].map(Number)) + 1;
    this.sim.state.pullZones.set(String(id), structuredClone(first));
    return id;
  }

  /** Keeps the id a create answered, for the later requests on its collection. */
  remember(create: ApiOperationName, answer: unknown): void {
    const kind = operationKind(create);
    // A log forwarding configuration is named by its app's id, not its own.
    const id = create === "containerLogForwarding.create" ? (answer as { app?: string }).app : idOf(answer);
    if ("collection" in kind && id !== undefined) this.#created.set(kind.collection.join("/"), id);
  }
}
