// confirmApiAddress: the read of a list that shows an address is the API's, kept for the client's life once shown.
import { NotFoundError, ResponseValidationError } from "../../src/client";
import { rejection, startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

let api: SimulatedApi;
beforeEach(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
});
afterEach(() => api.close());

const lists = () => api.sim.requests.map((request) => `${request.method} ${request.path}?${new URLSearchParams(request.query)}`);

test("each list is read once, for one item, and what it showed is kept for the client's life", async () => {
  for (let round = 0; round < 2; round++) {
    await api.client.confirmApiAddress({ kind: "apps" });
    await api.client.confirmApiAddress({ kind: "shieldZones" });
    await api.client.confirmApiAddress({ kind: "pullZones" });
    await api.client.confirmApiAddress({ kind: "libraryVideos", libraryId: "4242" });
  }
  expect(lists()).toEqual([
    "GET /mc/apps?limit=1",
    "GET /shield/shield-zones?page=1&perPage=1",
    "GET /pullzone?includeCertificate=false",
    "GET /video/library/4242/videos?page=1&itemsPerPage=1",
  ]);
});

test("a wrong address fails with the 404 it met, naming the address, and is read again next time", async () => {
  const mistyped = api.clientWith({ baseUrl: `${api.sim.baseUrl}/v2` });
  for (let round = 0; round < 2; round++) {
    const error = await rejection(mistyped.confirmApiAddress({ kind: "shieldZones" }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe(
      `listShieldZones failed: GET /v2/shield/shield-zones -> 404: Not Found (the address used is ${api.sim.baseUrl}/v2, from baseUrl: check it)`,
    );
  }
  expect(api.sim.requests).toHaveLength(2);
});

test("a gateway that answers every route 200 with a body of another shape shows nothing", async () => {
  api.sim.faults.add({ route: "*", status: 200, body: "{}" });
  const error = await rejection(api.client.confirmApiAddress({ kind: "libraryVideos", libraryId: "4242" }));
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect(error.message).toContain("GET /video/library/4242/videos -> 200 answered an unexpected body: items");
});

test("a library id that is not a whole number fails before any request", async () => {
  const error = await rejection(api.client.confirmApiAddress({ kind: "libraryVideos", libraryId: "lib" }));
  expect(error.message).toBe('listVideos: invalid input: libraryId: must be a whole number (digits only) (got "lib")');
  expect(api.sim.requests).toHaveLength(0);
});
