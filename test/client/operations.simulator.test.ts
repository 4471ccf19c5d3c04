import { apiOperations, type ApiOperationName } from "../../src/api/operations";
import { CloudPlatformClient, NotFoundError } from "../../src/client";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { AimedRequests, aimedOperations } from "../helpers/aimed-requests";
import { clientParameters } from "../helpers/client-parameters";

// Every operation of the table called through the client against the simulator: each request the client sends is
// one the simulator takes (it checks requests against the spec), and each answer one the client accepts (it checks
// answers against the spec's models); then a DNS zone's life through the client, as the API rewrites what it stores.

let sim: RunningSimulator;
let client: CloudPlatformClient;
let requests: AimedRequests;

beforeAll(async () => {
  sim = await startSimulator();
  client = new CloudPlatformClient({ apiKey: sim.apiKey, videoApiKey: sim.videoApiKey, baseUrl: sim.baseUrl, videoUrl: sim.videoUrl, maxRetries: 0 });
  requests = new AimedRequests(sim);
});
afterAll(() => sim.close());

type Method = (parameters: unknown) => Promise<unknown>;

function methodOf(name: ApiOperationName): Method | undefined {
  const [group, method] = name.split(".");
  const groups = client as unknown as Record<string, Record<string, Method> | undefined>;
  return groups[group]?.[method]?.bind(groups[group]);
}

/** The operations that answer a file are not methods of the client (it reads JSON). */
const called = (names: ApiOperationName[]) => names.filter((name) => apiOperations[name].answer !== "file");

/**
 * The client's parameters of the spec's sample, with the ids, texts of the query, first page and body of the request
 * aimed at the simulator.
 */
async function call(name: ApiOperationName): Promise<unknown> {
  const sent = requests.aimed(name);
  const parameters = clientParameters(name);
  for (const [parameter, value] of Object.entries(parameters)) {
    if (parameter in sent.path) parameters[parameter] = typeof value === "number" ? Number(sent.path[parameter]) : sent.path[parameter];
    else if (parameter in sent.query && typeof value === "string") parameters[parameter] = sent.query[parameter];
    else if (parameter !== "body" && !(parameter in sent.query) && !(parameter in sent.path)) delete parameters[parameter];
  }
  if (!sent.binary && sent.body !== undefined) parameters.body = sent.body;
  return methodOf(name)!(parameters);
}

describe("every operation of the table, through the client, against the simulator", () => {
  it.each(called(aimedOperations.creates))("%s creates an object", async (name) => {
    requests.remember(name, await call(name));
  });

  it.each(called(aimedOperations.others))("%s is answered as the spec allows", async (name) => {
    await expect(call(name)).resolves.not.toThrow();
  });

  it.each(called(aimedOperations.deletes))("%s deletes", async (name) => {
    await expect(call(name)).resolves.not.toThrow();
  });
});

describe("a DNS zone and its records through the client", () => {
  it("stores what the API would, lists it, and after its deletion reads the API's own 404", async () => {
    const zone = await client.dnsZones.create({ body: { Domain: "client-scenario.example" } });
    const zoneId = zone.Id!;
    await client.dnsZones.setRecords({ zoneId, body: { Type: 2, Name: "@", Value: "target.example.com.", Ttl: 300 } });
    const read = await client.dnsZones.get({ dnsZoneId: zoneId });
    expect(read.Records).toEqual([expect.objectContaining({ Name: "", Value: "target.example.com" })]);
    const listed = await client.dnsZones.listAll({ search: "client-scenario" });
    expect(listed.map((item) => item.Id)).toEqual([zoneId]);
    await client.dnsZones.delete({ dnsZoneId: zoneId });
    await expect(client.dnsZones.get({ dnsZoneId: zoneId })).rejects.toBeInstanceOf(NotFoundError);
  });
});
