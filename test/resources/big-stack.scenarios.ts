// Big stacks, each
// command in a process of its own as under the CLI: a refresh reads each object once, whatever the parallelism; a
// read after a write of the same process sees it, and the next command reads afresh; writes to one zone or app are
// made one at a time, so the simulator's race loses none; a rate limit fails no step.
import { startSimulator, type RunningSimulator, type SimulatorOptions } from "../../src/simulator";
import { BigStack, bigStackApp, bigStackZone, seedBigStack, type BigStackShape } from "../helpers/big-stack";
import { recordArrivals } from "../helpers/fault-arrivals";
import { installPackage, simulatorSettings, type ProviderRunner } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";

const MIXED: BigStackShape = { zones: 4, reviewsPerZone: 10, apps: 3, volumesPerApp: 10, pullZones: 4, certificatesPerPullZone: 5, videos: 10 };
/** The objects of MIXED: one read each. */
const OBJECT_READS = { getShieldZone: 4, listVolumes: 3, listPullZones: 1, getVideo: 10 };

/** The big-stack scenarios, run through `runner`. */
export const bigStackScenarios = (runner: ProviderRunner): void => {
  let program: InstalledProgram;
  let sim: RunningSimulator | undefined;

  beforeAll(async () => {
    program = await installPackage();
  }, 300_000);

  afterEach(async () => {
    await sim?.close();
    sim = undefined;
  });

  async function stackOn(options: SimulatorOptions, shape: BigStackShape, config: Record<string, string> = {}): Promise<{ sim: RunningSimulator; stack: BigStack }> {
    sim = await startSimulator({ apiKey: "big-stack-account-key-51c2", videoApiKey: "big-stack-video-key-9d07", ...options });
    const resources = seedBigStack(sim, shape);
    return { sim, stack: new BigStack(program, resources, { ...simulatorSettings(sim), ...config }, runner) };
  }

  /** The requests the simulator received, counted by operation. */
  function countByRoute(simulator: RunningSimulator): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const request of simulator.requests) counts[request.route] = (counts[request.route] ?? 0) + 1;
    return counts;
  }

  describe(`shared reads, through the ${runner}`, () => {
    test("a refresh of 100 mixed resources reads each object once at parallelism 1, 16 and 64; readReuseSeconds 0 reads per resource", async () => {
      const { sim, stack } = await stackOn({}, MIXED);
      await stack.up(16);
      for (const width of [1, 16, 64]) {
        sim.resetStats();
        await stack.refresh(width);
        expect({ width, reads: countByRoute(sim) }).toEqual({ width, reads: OBJECT_READS });
      }
      sim.resetStats();
      await stack.refresh(16, { ...stack.config, "cloudplatform:readReuseSeconds": "0" });
      expect(countByRoute(sim)).toEqual({ getShieldZone: 40, listVolumes: 30, listPullZones: 20, getVideo: 10 });
    }, 300_000);
  });

  describe(`reads during writes, through the ${runner}`, () => {
    test("an up of 30 volumes of one app and 40 certificates, 8 at a time, reads the volume list and the pull zone list about once per wave of steps, not once per resource", async () => {
      const shape = { ...MIXED, zones: 0, apps: 1, volumesPerApp: 30, pullZones: 2, certificatesPerPullZone: 20, videos: 0 };
      const { sim, stack } = await stackOn({ latencyMs: 20 }, shape);
      await stack.up(8);
      const counts = countByRoute(sim);
      expect(counts).toMatchObject({ updateVolume: 30, completeExternalDnsCertificate: 40 });
      // A read waits until no write that changes its object is under way or queued, then serves every read that
      // waited: about one per wave of 8 steps, even when a loaded machine staggers the steps; a read made beside the
      // writes was dropped when they ended, so each step made its own. Half the resources parts the two.
      expect(counts.listVolumes).toBeLessThanOrEqual(15);
      expect(counts.listPullZones).toBeLessThanOrEqual(20);
    }, 120_000);
  });

  describe(`freshness, through the ${runner}`, () => {
    test("a read after a write of the same process sees the write; a drift made between two commands is seen by the next", async () => {
      const shape = { ...MIXED, zones: 1, reviewsPerZone: 2, apps: 1, volumesPerApp: 2, pullZones: 0, videos: 0 };
      const { sim, stack } = await stackOn({}, shape);
      const volume = stack.resources.find((resource) => resource.className === "Volume")!;
      await stack.up(4);
      // One command: the second read is shared, the update's PATCH drops the app's answer, the read after it reads again.
      sim.resetStats();
      const updated = await stack.inOneCommand(async (engine) => {
        const read = (await engine.refresh(stack.state.get(volume.name)!))!;
        await engine.refresh(read);
        const up = await engine.up(read.urn, await stack.inputsOf({ ...volume, inputs: { ...volume.inputs, size: 30 } }), read);
        return (await engine.refresh(up.state))!;
      });
      expect(sim.requests.map((request) => request.route)).toEqual(["listVolumes", "updateVolume", "listVolumes"]);
      expect(updated.outputs.size).toBe(30);
      // Between two commands: a dashboard edit is seen by the next refresh, in a new process.
      sim.state.apps.get(bigStackApp(0))!.volumes.get(volume.inputs.volumeId as string)!.size = 44;
      sim.state.shieldZones.get(bigStackZone(0))!.wafDisabledRules.add(stack.resources[0].inputs.ruleId as string);
      await stack.refresh(4);
      expect(stack.state.get(volume.name)!.outputs.size).toBe(44);
      expect(stack.state.get(stack.resources[0].name)!.outputs.action).toBe("disableRule");
    }, 120_000);
  });

  describe(`one write at a time per zone and per app, through the ${runner}`, () => {
    test("with the simulator's write race on, 40 reviews of one zone and 30 volume updates of one app made together all hold", async () => {
      const shape = { ...MIXED, zones: 1, reviewsPerZone: 40, apps: 1, volumesPerApp: 30, pullZones: 0, videos: 0 };
      const { sim, stack } = await stackOn({ writeRaceMs: 15 }, shape);
      await stack.up(70);
      const zone = sim.state.shieldZones.get(bigStackZone(0))!;
      expect([...zone.triggeredRuleIds].filter((rule) => !zone.wafLogOnlyRules.has(rule))).toEqual([]);
      const volumes = [...sim.state.apps.get(bigStackApp(0))!.volumes.values()];
      expect(volumes.filter((volume) => volume.size !== 20)).toEqual([]);
    }, 120_000);

    test("writes to different zones run side by side", async () => {
      const shape = { ...MIXED, zones: 2, reviewsPerZone: 4, apps: 0, pullZones: 0, videos: 0 };
      const { sim, stack } = await stackOn({ writeRaceMs: 300 }, shape);
      const arrivals = recordArrivals(sim);
      await stack.up(8);
      arrivals.stop();
      const reviews = arrivals.of("reviewTriggeredWafRule").map((arrival) => ({ at: arrival.at, zone: arrival.request.path.split("/").pop() }));
      for (const zone of [bigStackZone(0), bigStackZone(1)]) {
        const times = reviews.filter((review) => review.zone === zone).map((review) => review.at);
        expect(times).toHaveLength(4);
        // One at a time in a zone: each review arrives once the one before it was answered, after the race's pause.
        times.slice(1).forEach((at, i) => expect(at - times[i]).toBeGreaterThanOrEqual(300 - 15));
      }
      // Side by side across zones: the first review of each zone arrives before either zone's second.
      const firsts = [bigStackZone(0), bigStackZone(1)].map((zone) => reviews.find((review) => review.zone === zone)!.at);
      expect(Math.abs(firsts[0] - firsts[1])).toBeLessThan(300);
    }, 120_000);
  });

  describe(`rate limits, through the ${runner}`, () => {
    test("up, refresh and destroy of 150 mixed resources at parallelism 32 under a limit of 10 requests a second: no failed step, few 429s", async () => {
      const shape = { zones: 3, reviewsPerZone: 20, apps: 3, volumesPerApp: 10, pullZones: 3, certificatesPerPullZone: 10, videos: 30 };
      const { sim, stack } = await stackOn({ rateLimitPerSecond: 10 }, shape);
      const statuses = () => sim.requests.map((request) => request.status);
      await stack.up(32);
      const up = statuses();
      sim.resetStats();
      await stack.refresh(32);
      const refresh = statuses();
      sim.resetStats();
      await stack.destroy(32);
      const destroy = statuses();
      expect(stack.state.size).toBe(0);
      for (const [command, answered] of Object.entries({ up, refresh, destroy })) {
        const limited = answered.filter((status) => status === 429).length;
        console.log(`through the ${runner}, ${command}: ${answered.length} requests, ${limited} answered 429`);
        // A 429 pauses every request of the process, so only those already in flight meet the limit: no storm.
        expect(limited).toBeLessThanOrEqual(answered.length / 2);
      }
    }, 300_000);
  });
};
