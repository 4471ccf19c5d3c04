import type { ApiOperationName } from "../../src/api/operations";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { AimedRequests, aimedOperations } from "../helpers/aimed-requests";
import { send, violations, type Answered } from "../helpers/table-requests";

// Every operation of the table sent as plain HTTP to the simulator, each answer judged by the OpenAPI referee (ajv over
// spec/ and its corrections), not by the generated schemas the simulator checks requests with.

let sim: RunningSimulator;
let requests: AimedRequests;

beforeAll(async () => {
  sim = await startSimulator();
  requests = new AimedRequests(sim);
});
afterAll(() => sim.close());

async function answersAsTheSpecSays(name: ApiOperationName): Promise<Answered> {
  const sent = requests.aimed(name);
  const answered = await send(sim, name, sent);
  const refused = answered.status >= 300 ? answered.body ?? "no body" : undefined;
  expect({ status: answered.status, refused, violations: violations(name, sent, answered) }).toEqual({ status: answered.status, refused: undefined, violations: [] });
  return answered;
}

const { creates, others, deletes } = aimedOperations;

describe("every operation of the table, as plain HTTP, judged by the referee", () => {
  it.each(creates)("%s creates an object", async (name) => {
    requests.remember(name, (await answersAsTheSpecSays(name)).body);
  });

  it.each(others)("%s answers what the spec allows", async (name) => {
    await answersAsTheSpecSays(name);
  });

  it.each(deletes)("%s deletes", async (name) => {
    await answersAsTheSpecSays(name);
  });
});
