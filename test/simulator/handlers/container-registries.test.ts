import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const registries = () => `${sim.baseUrl}/mc/registries`;
const call = (method: string, path: string, body?: unknown) => send(`${registries()}${path}`, { method, key: sim.apiKey, body });
const github = { displayName: "GitHub", type: "gitHub", passwordCredentials: { userName: "deploy-bot", password: "ghp_abcdefgh1234" } };

describe("createRegistry", () => {
  test("answers the save result, and the read reports the registry without its password", async () => {
    const created = await call("POST", "", github);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), status: "saved", error: null });
    const read = await call("GET", `/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      id: created.json.id,
      displayName: "GitHub",
      hostName: "ghcr.io",
      userName: "deploy-bot",
      firstPasswordSymbols: "ghp_",
      lastPasswordSymbols: "1234",
      isPublic: false,
    });
    expect(JSON.stringify(read.json)).not.toContain("ghp_abcdefgh1234");
    expect(read.json).not.toHaveProperty("type");
    const listed = await call("GET", "");
    expect(listed.json.items.map((item: { id: number }) => item.id)).toEqual([DEMO.registry.id, created.json.id]);
  });

  test.each([
    [{ ...github, displayName: "" }, "displayName"],
    [{ ...github, displayName: "x".repeat(51) }, "displayName"],
    [{ ...github, type: "quay" }, "type"],
    [{ ...github, passwordCredentials: { userName: "deploy-bot", password: "" } }, "passwordCredentials.password"],
  ])("answers 400 ErrorDetails naming the field for %j and stores nothing", async (body, field) => {
    const reply = await call("POST", "", body);
    expect(reply.status).toBe(400);
    expect(reply.json.errors).toEqual([{ field, message: expect.any(String) }]);
    expect((await call("GET", "")).json.items).toHaveLength(1);
  });
});

describe("replaceRegistry", () => {
  test("replaces the display name and keeps the stored credentials when the body gives none", async () => {
    const { id } = (await call("POST", "", github)).json;
    const replaced = await call("PUT", `/${id}`, { displayName: "CI images" });
    expect(replaced.json).toEqual({ id, status: "saved", error: null });
    expect((await call("GET", `/${id}`)).json).toMatchObject({ displayName: "CI images", hostName: "ghcr.io", userName: "deploy-bot" });
  });

  test("takes new credentials and host from a body that gives them", async () => {
    const { id } = (await call("POST", "", github)).json;
    await call("PUT", `/${id}`, { displayName: "Docker", type: "dockerHub", passwordCredentials: { userName: "hub-user", password: "dckr_pat_zzzz9876" } });
    expect((await call("GET", `/${id}`)).json).toMatchObject({ hostName: "docker.io", userName: "hub-user", lastPasswordSymbols: "9876" });
  });

  test("answers 404 ErrorDetails for a registry the account does not hold", async () => {
    const reply = await call("PUT", "/424242", { displayName: "Nope" });
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ status: 404, title: "Not Found" });
  });
});

describe("deleteRegistry", () => {
  test("removes a registry no app uses, then answers notFound in a 200 and the read 404", async () => {
    const { id } = (await call("POST", "", github)).json;
    expect((await call("DELETE", `/${id}`)).json).toEqual({ status: "removed", applications: null });
    const again = await call("DELETE", `/${id}`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: "notFound", applications: null });
    expect((await call("GET", `/${id}`)).status).toBe(404);
  });

  test("keeps a registry an app's container pulls from and answers 409 naming the app", async () => {
    const reply = await call("DELETE", `/${DEMO.registry.id}`);
    expect(reply.status).toBe(409);
    expect(reply.json.detail).toContain(DEMO.app.id);
    expect((await call("GET", `/${DEMO.registry.id}`)).status).toBe(200);
  });
});
