import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { operationKind } from "../../src/simulator/operation-kinds";
import { matchRoute, VIDEO_PATH_PREFIX } from "../../src/simulator/routes";
import { sampleRequest, send, violations, type Answered, type Sent } from "../helpers/table-requests";

// Every operation of the table sent as plain HTTP to the simulator, each answer judged by the OpenAPI referee (ajv over
// spec/ and its corrections), not by the generated schemas the simulator checks requests with.

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

/** The demo account's objects that the hand-written routes serve, by the path parameter that names them. */
function demoIds(): Record<string, string> {
  const libraryId = [...sim.state.videoLibraries.keys()][0];
  const pullZoneId = [...sim.state.pullZones.keys()][0];
  return {
    pullZoneId,
    shieldZoneId: [...sim.state.shieldZones.keys()][0],
    appId: "app-demo",
    volumeId: "vol-data",
    containerId: "ctr-web",
    libraryId,
    videoId: [...sim.state.videoLibraries.get(libraryId)!.videos.keys()][0],
    edgeRuleId: String((sim.state.pullZones.get(pullZoneId)!.fields!.EdgeRules as { Guid: string }[])[0].Guid),
  };
}

/** The id each create answered, by its collection's path template. */
const created = new Map<string, string>();

function idOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const data = (answer as { data?: unknown }).data;
  if (typeof data === "object" && data !== null) return idOf(data);
  const key = Object.keys(answer).find((candidate) => ["id", "guid"].includes(candidate.toLowerCase()) || /^shieldzoneid$/i.test(candidate));
  return key === undefined ? undefined : String((answer as Record<string, unknown>)[key]);
}

/** Whether the table's generic route serves an operation, rather than a hand-written one over the demo account's state. */
function servedByTable(name: ApiOperationName): boolean {
  const facts = apiOperations[name];
  const path = `${facts.host === "video" ? VIDEO_PATH_PREFIX : ""}${facts.path.replace(/\{\w+\}/g, "x")}`;
  const match = matchRoute(facts.method, path);
  return match.kind === "route" && match.route.name === name && match.route.tableName === undefined;
}

/** A sample request aimed at objects that exist: the demo account's, and the one each create made. */
function aimedRequest(name: ApiOperationName): Sent {
  const sent = sampleRequest(name);
  for (const [parameter, id] of Object.entries(demoIds())) if (parameter in sent.path) sent.path[parameter] = id;
  // The first page, as a caller asks for it; paging is proven per collection below.
  for (const parameter of ["page", "perPage", "itemsPerPage", "limit", "nextCursor", "continuationToken", "ContinuationToken"]) {
    delete sent.query[parameter];
    delete sent.path[parameter];
  }
  if (typeof sent.body === "object" && sent.body !== null && "Hostname" in sent.body) sent.body = { ...sent.body, Hostname: "cdn.example.com" };
  const kind = operationKind(name);
  const collection = "collection" in kind ? kind.collection.join("/") : "";
  // A member is deleted from the demo object that has it; any other call on an item goes to the one created.
  if ("idParameter" in kind && kind.kind !== "delete-member" && servedByTable(name) && created.has(collection)) {
    sent.path[kind.idParameter] = created.get(collection)!;
  }
  return sent;
}

async function answersAsTheSpecSays(name: ApiOperationName): Promise<Answered> {
  const sent = aimedRequest(name);
  const answered = await send(sim, name, sent);
  const refused = answered.status >= 300 ? answered.body ?? "no body" : undefined;
  expect({ status: answered.status, refused, violations: violations(name, sent, answered) }).toEqual({ status: answered.status, refused: undefined, violations: [] });
  return answered;
}

/**
 * Left out, each with its reason: the event logs' first page leaves its token out of the path, a form the documents do
 * not list (the referee knows no such operation); the logs' pages are proven in test/simulator/handlers. The deletion
 * of a video's captions needs captions to delete, and no demo video has any.
 */
const LEFT_OUT = new Set<ApiOperationName>(["shieldEventLogs.get", "videos.deleteCaptions"]);
const all = (Object.keys(apiOperations) as ApiOperationName[]).filter((name) => !LEFT_OUT.has(name));

const creates = all.filter((name) => operationKind(name).kind === "create");
const deletes = all.filter((name) => operationKind(name).kind === "delete");
const others = all.filter((name) => !creates.includes(name) && !deletes.includes(name));

describe("every operation of the table, as plain HTTP, judged by the referee", () => {
  it.each(creates)("%s creates an object", async (name) => {
    const answered = await answersAsTheSpecSays(name);
    const kind = operationKind(name);
    const id = idOf(answered.body);
    if ("collection" in kind && id !== undefined) created.set(kind.collection.join("/"), id);
  });

  it.each(others)("%s answers what the spec allows", async (name) => {
    await answersAsTheSpecSays(name);
  });

  it.each(deletes)("%s deletes", async (name) => {
    await answersAsTheSpecSays(name);
  });
});
