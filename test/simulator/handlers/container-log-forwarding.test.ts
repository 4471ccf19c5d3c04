import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { DEMO } from "../../../src/simulator/demo-account";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const call = (method: string, path: string, body?: unknown) =>
  send(`${sim.baseUrl}/mc/log/forwarding${path}`, { method, key: sim.apiKey, body });
const app = DEMO.app.id;
const syslog = {
  app,
  type: "SyslogUdp",
  endpoint: "syslog.example.net",
  port: 514,
  token: "tok-1234",
  format: "SyslogRfc3164",
  enabled: true,
};

describe("createLogForwarding", () => {
  test("stores the configuration under its app's id and answers 201 with it; the read and the list report it", async () => {
    expect((await call("DELETE", `/${app}`)).status).toBe(204);
    const created = await call("POST", "", syslog);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ ...syslog, id: expect.any(String), createdAt: expect.any(String) });
    expect(created.json.id).not.toBe(DEMO.logForwarding.id);
    const read = await call("GET", `/${app}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(expect.objectContaining({ ...syslog, id: created.json.id }));
    expect((await call("GET", "")).json.items).toEqual([expect.objectContaining({ id: created.json.id, app })]);
  });

  test("a configuration created without a token answers the empty text for it, never null, which the spec refuses", async () => {
    await call("DELETE", `/${app}`);
    const created = await call("POST", "", { ...syslog, token: undefined });
    expect(created.status).toBe(201);
    expect(created.json.token).toBe("");
    expect((await call("GET", "")).json.items[0].token).toBe("");
  });

  test("refuses a second configuration for one app with 400 naming app, and keeps the first", async () => {
    const reply = await call("POST", "", syslog);
    expect(reply.status).toBe(400);
    expect(reply.json.errors).toEqual([{ field: "app", message: expect.stringContaining("already has") }]);
    expect((await call("GET", `/${app}`)).json).toMatchObject({ id: DEMO.logForwarding.id, endpoint: DEMO.logForwarding.endpoint });
  });

  test.each([
    [{ ...syslog, app: "app-nowhere" }, "app"],
    [{ ...syslog, type: "Http" }, "type"],
    [{ ...syslog, port: "514" }, "port"],
  ])("answers 400 naming the field for %j and stores nothing", async (body, field) => {
    await call("DELETE", `/${app}`);
    const reply = await call("POST", "", body);
    expect(reply.status).toBe(400);
    expect(reply.json.errors).toEqual([{ field, message: expect.any(String) }]);
    expect((await call("GET", "")).json.items).toEqual([]);
  });
});

describe("replaceLogForwarding", () => {
  test("replaces every field but the id and the creation time", async () => {
    const before = (await call("GET", `/${app}`)).json;
    const replaced = await call("PUT", `/${app}`, { ...syslog, token: undefined, enabled: false });
    expect(replaced.status).toBe(200);
    const read = (await call("GET", `/${app}`)).json;
    expect(read).toEqual(replaced.json);
    expect(read).toMatchObject({ id: before.id, createdAt: before.createdAt, endpoint: "syslog.example.net", enabled: false, token: "" });
  });

  test("answers 404 for an app without a configuration, and 400 naming app for a body naming another app", async () => {
    await call("DELETE", `/${app}`);
    expect((await call("PUT", `/${app}`, syslog)).status).toBe(404);
    await call("POST", "", syslog);
    const other = await call("PUT", `/${app}`, { ...syslog, app: "app-other" });
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual([{ field: "app", message: expect.any(String) }]);
  });
});
