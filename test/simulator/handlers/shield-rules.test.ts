import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import type { SimulatorOptions } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
afterEach(() => sim?.close());

const start = async (options: SimulatorOptions = {}) => {
  sim = await startSimulator(options);
};
const call = (method: string, path: string, body?: unknown) => send(`${sim.baseUrl}${path}`, { method, key: sim.apiKey, body });

const configuration = {
  actionType: 2,
  variableTypes: { REQUEST_HEADERS: "User-Agent" },
  operatorType: 2,
  transformationTypes: [8, 10],
  value: "scanner",
  chainedRuleConditions: [{ variableTypes: { REQUEST_METHOD: "" }, operatorType: 15, value: "POST" }],
};

describe.each([
  ["custom WAF rule", "/shield/waf/custom-rule", "/shield/waf/custom-rules", {}],
  ["rate limit", "/shield/rate-limit", "/shield/rate-limits", { requestCount: 20, timeframe: 60, blockTime: 300, counterKeyType: 0 }],
])("a %s", (_kind, itemPath, listPath, extra) => {
  const sent = { ...configuration, ...extra };

  test("is kept with its whole configuration, read by id and listed in its zone alone", async () => {
    await start();
    const made = await call("POST", itemPath, { shieldZoneId: 12345, ruleName: "Scanners", ruleConfiguration: sent });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ shieldZoneId: 12345, ruleName: "Scanners", ruleConfiguration: sent });
    const read = await call("GET", `${itemPath}/${made.json.id}`);
    expect(read.json.ruleConfiguration).toEqual(sent);
    const listed = await call("GET", `${listPath}/12345`);
    expect(listed.json.data.map((rule: { id: number }) => rule.id)).toContain(made.json.id);
    expect((await call("GET", `${listPath}/424242`)).json.data).toEqual([]);
  });

  test("a PATCH replaces the configuration it sends and keeps the fields it leaves out", async () => {
    await start();
    const made = await call("POST", itemPath, { shieldZoneId: 12345, ruleName: "Scanners", ruleDescription: "kept", ruleConfiguration: sent });
    const changed = { ...sent, value: "crawler" };
    const patched = await call("PATCH", `${itemPath}/${made.json.id}`, { ruleConfiguration: changed });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ ruleName: "Scanners", ruleDescription: "kept", ruleConfiguration: changed });
  });

  test("with writeRaceMs, a second create in the same zone while one is under way fails with 500; one in another zone does not", async () => {
    await start({ writeRaceMs: 100 });
    const zones = (await call("GET", "/shield/shield-zones?perPage=100")).json.data.map((zone: { shieldZoneId: number }) => zone.shieldZoneId);
    const other = zones.find((zone: number) => zone !== 12345);
    const create = (shieldZoneId: number, ruleName: string) => call("POST", itemPath, { shieldZoneId, ruleName, ruleConfiguration: sent });
    const [first, second, elsewhere] = await Promise.all([
      create(12345, "First"),
      create(12345, "Second"),
      ...(other === undefined ? [] : [create(other, "Elsewhere")]),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 500]);
    if (elsewhere !== undefined) expect(elsewhere.status).toBe(200);
    const names = (await call("GET", `${listPath}/12345`)).json.data.map((rule: { ruleName: string }) => rule.ruleName);
    expect(names.filter((name: string) => name === "First" || name === "Second")).toHaveLength(1);
    expect((await create(12345, "Third")).status).toBe(200);
  });

  test("a rule deleted answers 404 to its read and is no longer listed", async () => {
    await start();
    const made = await call("POST", itemPath, { shieldZoneId: 12345, ruleName: "Brief", ruleConfiguration: sent });
    expect((await call("DELETE", `${itemPath}/${made.json.id}`)).status).toBe(200);
    expect((await call("GET", `${itemPath}/${made.json.id}`)).status).toBe(404);
    expect((await call("DELETE", `${itemPath}/${made.json.id}`)).status).toBe(404);
    const listed = (await call("GET", `${listPath}/12345`)).json.data.map((rule: { id: number }) => rule.id);
    expect(listed).not.toContain(made.json.id);
  });
});
