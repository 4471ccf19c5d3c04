import { ResponseValidationError } from "../../src/client";
import { DEMO } from "../../src/simulator/demo-account";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;

beforeEach(async () => {
  api = await startSimulatedApi();
});

afterEach(async () => {
  await api.close();
});

// The generated operations name their answer's schema lazily (z.lazy); the client checks many answers with zod's
// compiled form of the schema it stands for.
test("a generated operation's answers read the same once its schema is compiled, and a bad answer fails with the same error", async () => {
  const registryId = DEMO.registry.id;
  const badAnswer = JSON.stringify({ id: registryId, displayName: 7 });
  const answers = async () => {
    api.sim.faults.add({ route: "containerRegistries.get", times: 1, body: badAnswer });
    const error = await rejection(api.client.containerRegistries.get({ registryId }));
    return { error, registry: await api.client.containerRegistries.get({ registryId }) };
  };
  const before = await answers();
  expect(before.error).toBeInstanceOf(ResponseValidationError);
  expect(before.error).toMatchObject({ field: "displayName", operation: "containerRegistries.get" });
  expect(before.registry).toMatchObject({ id: registryId, hostName: "ghcr.io" });

  for (let i = 0; i < 40; i++) expect(await api.client.containerRegistries.get({ registryId })).toEqual(before.registry);
  const after = await answers();
  expect(after.error).toBeInstanceOf(ResponseValidationError);
  expect(after.error.message).toBe(before.error.message);
  expect(after.registry).toEqual(before.registry);
});
