import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const apps = () => `${sim.baseUrl}/mc/apps`;
const call = (method: string, url: string, body?: unknown) => send(url, { method, key: sim.apiKey, body });

const web = {
  name: "web",
  imageRegistryId: "2001",
  imageNamespace: "example",
  imageName: "web",
  imageTag: "1.4.2",
  environmentVariables: [
    { name: "MODE", value: "production" },
    { name: "API_URL", value: "https://api.example.com" },
  ],
  endpoints: [{ displayName: "site", cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] } }],
  volumeMounts: [{ name: "uploads", mountPath: "/srv/uploads" }],
};

const request = {
  name: "shop",
  runtimeType: "shared",
  terminationGracePeriodSeconds: 45,
  autoScaling: { min: 1, max: 3 },
  regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], nodeSelectors: { disk: "ssd" } },
  containerTemplates: [web],
  volumes: [{ name: "uploads", size: 10 }],
};

describe("container app writes", () => {
  test("a create answers 201 with the id alone; the read shows the deployment progressing once, then active", async () => {
    const created = await call("POST", apps(), request);
    expect(created.status).toBe(201);
    expect(Object.keys(created.json)).toEqual(["id"]);
    const url = `${apps()}/${created.json.id}`;
    const first = await call("GET", url);
    expect(first.json.status).toBe("progressing");
    const second = await call("GET", url);
    expect(second.json.status).toBe("active");
    expect(second.json).toMatchObject({
      id: created.json.id,
      name: "shop",
      runtimeType: "shared",
      autoScaling: { min: 1, max: 3 },
      regionSettings: { allowedRegionIds: ["DE", "NY"], requiredRegionIds: ["DE"], maxAllowedRegions: null },
      volumes: [{ name: "uploads", size: 10 }],
    });
    expect(second.json.regionSettings.nodeSelectors).toBeUndefined();
    expect(second.json.terminationGracePeriodSeconds).toBeUndefined();
    const [container] = second.json.containerTemplates;
    expect(container).toMatchObject({ name: "web", image: "example/web:1.4.2", imagePullPolicy: "ifNotPresent" });
    expect(container.environmentVariables.map((variable: { name: string }) => variable.name)).toEqual(["API_URL", "MODE"]);
    expect(container.endpoints).toEqual([
      expect.objectContaining({ displayName: "site", type: "cdn", isSslEnabled: true, portMappings: [{ containerPort: 8080, exposedPort: 443, protocols: ["tcp"] }] }),
    ]);
  });

  test("a second app of the same name, in any case, is refused with 409", async () => {
    expect((await call("POST", apps(), request)).status).toBe(201);
    const again = await call("POST", apps(), { ...request, name: "SHOP" });
    expect(again.status).toBe(409);
    expect(again.json.detail).toContain("SHOP");
  });

  test("a body against the spec is refused with 400 naming the field", async () => {
    const refused = await call("POST", apps(), { ...request, autoScaling: { min: 0, max: 3 } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].field).toBe("autoScaling.min");
  });

  test("an app without containers is refused with 400 naming the list, by a create and by a replace, and nothing is stored", async () => {
    const { containerTemplates: _containers, ...none } = request;
    for (const body of [{ ...request, containerTemplates: [] }, none]) {
      const refused = await call("POST", apps(), body);
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0].field).toBe("containerTemplates");
    }
    expect((await call("GET", apps())).json.items.map((app: { name: string }) => app.name)).not.toContain("shop");
    const { id } = (await call("POST", apps(), request)).json;
    for (const body of [{ ...request, containerTemplates: [] }, none]) {
      expect((await call("PUT", `${apps()}/${id}`, body)).status).toBe(400);
    }
    await call("GET", `${apps()}/${id}`);
    expect((await call("GET", `${apps()}/${id}`)).json.containerTemplates).toEqual([expect.objectContaining({ name: "web" })]);
  });

  test("a replace keeps the ids of the containers, endpoints and volumes it names again, and drops the others", async () => {
    const { id } = (await call("POST", apps(), request)).json;
    const before = (await call("GET", `${apps()}/${id}`)).json;
    const replaced = await call("PUT", `${apps()}/${id}`, {
      ...request,
      containerTemplates: [{ ...web, imageTag: "1.5.0" }],
      volumes: [{ name: "uploads", size: 20 }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual({ id });
    const after = (await call("GET", `${apps()}/${id}`)).json;
    expect(after.containerTemplates[0].id).toBe(before.containerTemplates[0].id);
    expect(after.containerTemplates[0].endpoints[0].id).toBe(before.containerTemplates[0].endpoints[0].id);
    expect(after.containerTemplates[0].imageTag).toBe("1.5.0");
    expect([...sim.state.apps.get(id)!.volumes.values()]).toEqual([expect.objectContaining({ name: "uploads", size: 20 })]);
    await call("PUT", `${apps()}/${id}`, { ...request, volumes: undefined });
    expect(sim.state.apps.get(id)!.volumes.size).toBe(0);
  });

  test("a patch changes the fields sent alone", async () => {
    const { id } = (await call("POST", apps(), request)).json;
    expect((await call("PATCH", `${apps()}/${id}`, { autoScaling: { min: 2, max: 4 } })).status).toBe(200);
    const read = (await call("GET", `${apps()}/${id}`)).json;
    expect(read).toMatchObject({ name: "shop", autoScaling: { min: 2, max: 4 }, volumes: [{ name: "uploads", size: 10 }] });
  });

  test("an app whose image no registry serves reads as failing once its deployment ends", async () => {
    sim.state.unpullableImages.add("example/web:1.4.2");
    const { id } = (await call("POST", apps(), request)).json;
    expect((await call("GET", `${apps()}/${id}`)).json.status).toBe("progressing");
    expect((await call("GET", `${apps()}/${id}`)).json.status).toBe("failing");
  });

  test("a delete answers 200, after which the app reads 404, and a second delete is 404", async () => {
    const { id } = (await call("POST", apps(), request)).json;
    expect((await call("DELETE", `${apps()}/${id}`)).status).toBe(200);
    expect((await call("GET", `${apps()}/${id}`)).status).toBe(404);
    expect((await call("DELETE", `${apps()}/${id}`)).status).toBe(404);
    expect((await call("PUT", `${apps()}/${id}`, request)).status).toBe(404);
  });
});

describe("container app deploy and undeploy", () => {
  const created = async (): Promise<string> => (await call("POST", apps(), request)).json.id;
  const statuses = async (id: string, reads: number): Promise<string[]> => {
    const answers: string[] = [];
    for (let read = 0; read < reads; read += 1) answers.push((await call("GET", `${apps()}/${id}`)).json.status);
    return answers;
  };

  test("an undeploy answers 200 with no body and the app reads as inactive, even with a deployment under way", async () => {
    const id = await created();
    const undeployed = await call("POST", `${apps()}/${id}/undeploy`);
    expect([undeployed.status, undeployed.text]).toEqual([200, ""]);
    expect(await statuses(id, 2)).toEqual(["inactive", "inactive"]);
  });

  test("a deploy answers 200 with no body and starts a deployment as a create does: progressing once, then active", async () => {
    const id = await created();
    await call("POST", `${apps()}/${id}/undeploy`);
    const deployed = await call("POST", `${apps()}/${id}/deploy`);
    expect([deployed.status, deployed.text]).toEqual([200, ""]);
    expect(await statuses(id, 3)).toEqual(["progressing", "active", "active"]);
  });

  test("a deploy of an app whose image no registry serves ends failing", async () => {
    const id = await created();
    await call("POST", `${apps()}/${id}/undeploy`);
    sim.state.unpullableImages.add("example/web:1.4.2");
    await call("POST", `${apps()}/${id}/deploy`);
    expect(await statuses(id, 2)).toEqual(["progressing", "failing"]);
  });

  test("both answer 404 in the area's error shape for an app the account does not have", async () => {
    for (const action of ["deploy", "undeploy"]) {
      const missing = await call("POST", `${apps()}/app-unknown/${action}`);
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ status: 404, detail: "Application 'app-unknown' was not found" });
    }
  });

  test("both answer 409 in the area's error shape for a suspended app, which stays suspended", async () => {
    const id = await created();
    sim.dashboard.suspendApp(id);
    for (const action of ["deploy", "undeploy"]) {
      const refused = await call("POST", `${apps()}/${id}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ status: 409, detail: `Application '${id}' is suspended` });
    }
    expect(await statuses(id, 2)).toEqual(["suspended", "suspended"]);
  });
});
