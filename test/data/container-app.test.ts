// getContainerApp, the lookup of the ContainerApp resource: by id and by name, through real HTTP to the simulator's demo
// account (app app-demo, named after its id), called as a program calls it (settings from the environment).
import { CloudPlatformClient, InputValidationError, NotFoundError, NotListedError, NotUniqueError, getContainerApp, getContainerAppOutput } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment({ apiKey: "container-app-lookup-account-key-7e2a", videoApiKey: "container-app-lookup-video-key-4b9d" }, (started) => (sim = started));

const requests = () => sim.requests.map((request) => [request.method, request.path, request.query, request.status]);
const appPath = `/mc/apps/${DEMO.app.id}`;

describe("getContainerApp by id", () => {
  it("reads the app as the ContainerApp resource reports it, its containers in the form the resource takes them", async () => {
    const app = await getContainerApp({ appId: DEMO.app.id });
    expect(app).toMatchObject({
      appId: DEMO.app.id,
      name: DEMO.app.id,
      status: "active",
      runtimeType: "shared",
      autoScaling: { min: 1, max: 3 },
      regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], maxAllowedRegions: 2 },
      volumes: [
        { name: "data", size: 10 },
        { name: "logs", size: 5 },
      ],
    });
    expect(app.containerTemplates).toEqual([expect.objectContaining({ name: DEMO.app.container.name, imageName: "web", imageTag: "1.4.2" })]);
    // What only a program declares is not in the result; nor is what the read has beyond the resource's properties.
    for (const property of ["terminationGracePeriodSeconds", "deploymentTimeoutSeconds", "containerInstances", "id"]) {
      expect(app).not.toHaveProperty(property);
    }
    expect(requests()).toEqual([["GET", appPath, {}, 200]]);
  });

  it("fails naming the app and the function when the API has no such app, after the app list shows the address is the API's", async () => {
    const error = await getContainerApp({ appId: "app-none" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/^getContainerApp: no ContainerApp with appId app-none \(containerApps\.get failed: GET \/mc\/apps\/app-none -> 404/);
    expect(requests().map(([method, path, , status]) => [method, path, status])).toEqual([
      ["GET", "/mc/apps/app-none", 404],
      ["GET", "/mc/apps", 200],
    ]);
  });

  it("has an Output form", async () => {
    const app = getContainerAppOutput({ appId: DEMO.app.id });
    expect(await new Promise((resolve) => app.apply((found) => resolve(found.name)))).toBe(DEMO.app.id);
  });
});

describe("getContainerApp by name", () => {
  let client: CloudPlatformClient;
  const made: string[] = [];
  const container = { name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1" };
  const app = (name: string) => ({ name, runtimeType: "shared" as const, autoScaling: { min: 1, max: 1 }, regionSettings: {}, containerTemplates: [container] });

  beforeAll(() => {
    client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  });

  afterAll(async () => {
    for (const appId of made) await client.containerApps.delete({ appId });
    await client.close();
  });

  it("reads the app list and then the one app of the name, whatever its case, by its id", async () => {
    const shop = await client.containerApps.create({ body: app("Shop Front") });
    made.push(shop.id!);
    sim.resetStats();
    const found = await getContainerApp({ name: "shop front" });
    expect(found).toMatchObject({ appId: shop.id, name: "Shop Front" });
    expect(requests()).toEqual([
      ["GET", "/mc/apps", {}, 200],
      ["GET", `/mc/apps/${shop.id}`, {}, 200],
    ]);
    sim.resetStats();
    expect(await getContainerApp({ name: "Shop Front" })).toEqual(await getContainerApp({ appId: shop.id! }));
  });

  it("fails naming the name and the function when no app has it", async () => {
    const error = await getContainerApp({ name: "nowhere" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotListedError);
    expect((error as Error).message).toBe(
      'getContainerApp: no ContainerApp with name "nowhere", every page read ' +
        '(containerApps.list: GET /mc/apps does not list ContainerApp with name "nowhere")',
    );
    expect(requests()).toEqual([["GET", "/mc/apps", {}, 200]]);
  });

  it("says the pages were bounded by maxPages when it did not find the name within them", async () => {
    const error = await getContainerApp({ name: "nowhere", maxPages: 1 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/^getContainerApp: no ContainerApp with name "nowhere", at most 1 pages read \(maxPages\) \(/);
  });

  it("fails naming the apps when more than one has the name", async () => {
    // The API refuses a second app of a name at its create; the simulator's patch renames one all the same, as an
    // app renamed elsewhere would be.
    const twin = await client.containerApps.create({ body: app("twin-b") });
    made.push(twin.id!);
    await client.containerApps.update({ appId: twin.id!, body: { name: "SHOP FRONT" } });
    sim.resetStats();
    const error = await getContainerApp({ name: "shop front" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotUniqueError);
    expect(error).toMatchObject({ ids: [made[0], twin.id], operation: "containerApps.list", path: "/mc/apps" });
    expect((error as Error).message).toBe(
      'getContainerApp: more than one ContainerApp with name "shop front"; look it up by appId ' +
        `(containerApps.list: GET /mc/apps lists 2 of ContainerApp with name "shop front" (ids ${made[0]}, ${twin.id}))`,
    );
    expect(requests()).toEqual([["GET", "/mc/apps", {}, 200]]);
  });
});

describe("getContainerApp's arguments, refused before any request", () => {
  it.each([
    [{ appId: DEMO.app.id, name: "shop" }, 'name: is given with appId: give exactly one of appId and name (got "shop")'],
    [{}, "appId: is required, or name instead: give exactly one of appId and name"],
    [{ appId: DEMO.app.id, maxPages: 2 }, "maxPages: applies to a lookup by name only (got 2)"],
    [{ name: "shop!" }, expect.stringMatching(/^name: .*must match pattern .*\(got "shop!"\)$/)],
    [{ appId: "" }, 'appId: must not be empty (got "")'],
  ])("%j", async (args, issue) => {
    const error = await getContainerApp(args as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues.map(({ field, rule }) => `${field}: ${rule}`)).toEqual([issue]);
    expect((error as Error).message).toMatch(/^getContainerApp: invalid input: /);
    expect(sim.requests).toEqual([]);
  });
});
