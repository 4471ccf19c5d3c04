import { ApiError, CloudPlatformClient } from "../../src/client";
import { startSimulator, type RunningSimulator } from "../../src/simulator";

// The container-apps area reports a refused save or an in-use remove in a 2xx result object: the client's call fails.

let sim: RunningSimulator;
let client: CloudPlatformClient;
beforeEach(async () => {
  sim = await startSimulator();
  client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
});
afterEach(() => sim.close());

const body = { displayName: "GitHub", type: "gitHub" as const, passwordCredentials: { userName: "bot", password: "ghp_wrong" } };

test("a create answered 201 with a status other than saved fails with the status and the API's error text", async () => {
  sim.faults.add({
    route: "containerRegistries.create",
    status: 201,
    body: JSON.stringify({ id: null, status: "secretsValidationFailed", error: "The credentials were refused by the registry" }),
  });
  const failed = client.containerRegistries.create({ body });
  await expect(failed).rejects.toBeInstanceOf(ApiError);
  await expect(failed).rejects.toMatchObject({ errorKey: "secretsValidationFailed", apiMessage: "The credentials were refused by the registry" });
});

test("a saved create answers its result", async () => {
  await expect(client.containerRegistries.create({ body })).resolves.toEqual({ id: expect.any(Number), status: "saved", error: null });
});

test("a remove answered 200 inUse fails naming the applications; notFound is nothing to remove", async () => {
  sim.faults.add({ route: "containerRegistries.delete", times: 1, body: JSON.stringify({ status: "inUse", applications: ["shop", "api"] }) });
  await expect(client.containerRegistries.delete({ registryId: 424242 })).rejects.toMatchObject({
    errorKey: "inUse",
    apiMessage: "in use by applications: shop, api",
  });
  await expect(client.containerRegistries.delete({ registryId: 424242 })).resolves.toEqual({ status: "notFound", applications: null });
});
