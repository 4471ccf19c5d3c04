// The simulator's options for big stacks: a rate limit per key, and the race of two writes to one zone or app.
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { send } from "../helpers/sim-http";

let sim: RunningSimulator;
afterEach(() => sim?.close());

async function start(options: SimulatorOptions): Promise<RunningSimulator> {
  sim = await startSimulator(options);
  return sim;
}

const review = (ruleId: string) =>
  send(`${sim.baseUrl}/shield/waf/rules/review-triggered/12345`, { method: "POST", key: sim.apiKey, body: { ruleId, action: 2 } });
const patch = (volumeId: string, size: number) =>
  send(`${sim.baseUrl}/mc/apps/app-demo/volumes/${volumeId}`, { method: "PATCH", key: sim.apiKey, body: { size } });

describe("rateLimitPerSecond", () => {
  test("beyond the limit of a key: 429 with a whole-second Retry-After in the area's shape; another key has its own limit", async () => {
    await start({ rateLimitPerSecond: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].headers.get("retry-after")).toBe("1");
    expect(refused[0].json).toMatchObject({ status: 429, detail: expect.stringContaining("rate limit") });
    const video = await send(`${sim.videoUrl}/library/4242/videos?page=1&itemsPerPage=1`, { key: sim.videoApiKey });
    expect(video.status).toBe(200);
  });

  test("the bucket refills at the rate", async () => {
    await start({ rateLimitPerSecond: 2 });
    await Promise.all(Array.from({ length: 2 }, () => send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey })));
    expect((await send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await send(`${sim.baseUrl}/mc/apps/app-demo/volumes`, { key: sim.apiKey })).status).toBe(200);
  });

  test("a limit of 0 or below is refused", async () => {
    await expect(startSimulator({ rateLimitPerSecond: 0 })).rejects.toThrow("rateLimitPerSecond must be a number above 0");
  });
});

describe("writeRaceMs", () => {
  test("two reviews of one zone sent together: the second writes back lists read before the first landed, which is lost", async () => {
    await start({ writeRaceMs: 100 });
    const zone = sim.state.shieldZones.get("12345")!;
    const [first, second] = [...zone.triggeredRuleIds].filter((rule) => !zone.wafDisabledRules.has(rule));
    const answers = await Promise.all([review(first), review(second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect([zone.wafDisabledRules.has(first), zone.wafDisabledRules.has(second)].filter(Boolean)).toHaveLength(1);
  });

  test("two PATCHes of volumes of one app sent together: one is lost; one after the other, both hold", async () => {
    await start({ writeRaceMs: 100 });
    const volumes = sim.state.apps.get("app-demo")!.volumes;
    const [a, b] = [...volumes.keys()];
    await Promise.all([patch(a, 41), patch(b, 42)]);
    expect([volumes.get(a)!.size, volumes.get(b)!.size].filter((size) => size >= 41)).toHaveLength(1);
    await patch(a, 43);
    await patch(b, 44);
    expect([volumes.get(a)!.size, volumes.get(b)!.size]).toEqual([43, 44]);
  });

  test("without the option, writes sent together all hold", async () => {
    await start({});
    const zone = sim.state.shieldZones.get("12345")!;
    const rules = [...zone.triggeredRuleIds].filter((rule) => !zone.wafDisabledRules.has(rule));
    await Promise.all(rules.map(review));
    for (const rule of rules) expect(zone.wafDisabledRules.has(rule)).toBe(true);
  });
});
