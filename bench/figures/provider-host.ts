import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { startProviderHost, type CallTiming, type ProviderHost } from "../../test/helpers/engine/host";
import { resourceUrn, type ResourceState } from "../../test/helpers/engine/lifecycle";
import { PROVIDER_KEY, type PropertyMap } from "../../test/helpers/engine/wire";
import { registeredProvider, resourceType, simulatorStack } from "../../test/helpers/installed-package";
import type { InstalledProgram } from "../../test/helpers/engine/program-install";
import { bareRequestSource } from "../lib/bare-requests";
import { timeAndCpuMs } from "../lib/cpu-time";
import type { Figure } from "../lib/figure";
import { inPool } from "../lib/pool";
import { runCommand } from "../lib/processes";
import { installedProgram } from "../lib/program";
import { requestMs } from "../lib/request-time";
import { scaled } from "../lib/scale";
import { pairedRatios, summarize, type Summary } from "../lib/stats";
import { measured, number, pairedRatio, ratio, verdict, type Row } from "../lib/table";
import { addVolumes, appOf, volumeSize } from "../lib/volumes";

const volumeCount = 200;
const width = 16;
const latencyMs = 20;
const batchRuns = scaled(5, 2);
const hostStarts = scaled(3, 1);
const roundTrips = 20;
/** Volumes that each go through every operation once, one call at a time, for the warm call times. */
const sampledVolumes = scaled(20, 8);
/** API calls each operation makes in the warm sample (Create adopts a volume already at its size: no PATCH). */
const apiCalls = { Check: 0, Diff: 0, Create: 1, Read: 1, Update: 1, Delete: 0 } as const;
type Operation = keyof typeof apiCalls;

/**
 * A dynamic provider whose update makes, in turn with the other updates of the volumes of its app, the one request
 * an update cannot avoid: one PATCH (the state holds the values it compares with, so no read), one at a time per app.
 * `request` is the source of a function of the app, the volume and the new inputs that stands for that PATCH.
 */
function floorProvider(request: string): string {
  return `exports.handler = () => {
  const writeQueues = new Map();
  const config = {};
  const request = ${request};
  return {
    async configure(req) {
      config.baseUrl = req.config.get("cloudplatform:baseUrl");
      config.apiKey = req.config.get("cloudplatform:apiKey");
    },
    async check(olds, news) { return { inputs: news }; },
    async update(id, olds, news) {
      const written = (writeQueues.get(news.appId) || Promise.resolve()).then(() => request(config, news));
      writeQueues.set(news.appId, written);
      await written;
      return { outs: news };
    },
  };
};`;
}

/**
 * The PATCH stands for a wait as long as a bare request to the simulator takes (`requestMs`): the same batch through
 * it shows what the host and gRPC cost on their own, without the CPU a request costs the host and the simulator.
 */
function waitingProvider(requestMs: number): string {
  return floorProvider(`() => new Promise((resolve) => setTimeout(resolve, ${requestMs}))`);
}

/**
 * The PATCH made by a bare request (`bareRequestSource`), 16 connections at most: the same batch through it is the
 * host's floor, what the host, gRPC and the one request an update cannot avoid cost on this machine's CPUs.
 */
const bareRequestProvider = floorProvider(`(() => {
  const send = ${bareRequestSource(width)};
  return async (config, news) => {
    const url = config.baseUrl + "/mc/apps/" + news.appId + "/volumes/" + news.volumeId;
    const answer = await send("PATCH", url, config.apiKey, { size: news.size });
    if (answer.status !== 200) throw new Error("PATCH answered " + answer.status + ": " + answer.text);
  };
})()`);

/** A host started as the engine starts it: GetPluginInfo, Configure, then the first Check, which loads the provider. */
interface StartedHost {
  host: ProviderHost;
  startMs: number;
  firstCallMs: number;
}

/** The engine's calls for one Volume, as `pulumi up` makes them. */
class VolumeSteps {
  constructor(
    private readonly program: InstalledProgram,
    private readonly provider: string,
  ) {}

  get programDir(): string {
    return this.program.dir;
  }

  urn(volumeId: string): string {
    return resourceUrn(this.program, resourceType("Volume"), volumeId);
  }

  async check(host: ProviderHost, volumeId: string, size: number, olds: PropertyMap = {}): Promise<PropertyMap> {
    const { inputs, failures } = await host.check(this.urn(volumeId), olds, {
      appId: appOf(volumeId),
      volumeId,
      size,
      [PROVIDER_KEY]: this.provider,
    });
    if (failures.length > 0) {
      throw new Error(`Check of ${volumeId} failed: ${JSON.stringify(failures)}`);
    }
    return inputs;
  }

  async create(host: ProviderHost, volumeId: string, inputs: PropertyMap): Promise<ResourceState> {
    const urn = this.urn(volumeId);
    const { id, properties } = await host.create(urn, inputs);
    return { urn, id, inputs, outputs: properties };
  }

  async update(host: ProviderHost, state: ResourceState, inputs: PropertyMap): Promise<ResourceState> {
    const { properties } = await host.update(state.urn, state.id, state.outputs, inputs, state.inputs);
    return { ...state, inputs, outputs: properties };
  }

  async startHost(sim: RunningSimulator, volumeId: string): Promise<StartedHost> {
    const host = await startProviderHost(this.program, { config: simulatorStack(sim) });
    try {
      await host.getPluginInfo();
      await host.configure();
      await this.check(host, volumeId, 10);
      return { host, startMs: host.timings.startMs, firstCallMs: lastCall(host, "Check").ms };
    } catch (error) {
      await host.close();
      throw error;
    }
  }
}

function lastCall(host: ProviderHost, method: string): CallTiming {
  const call = host.timings.calls.filter((timing) => timing.method === method).at(-1);
  if (call === undefined) {
    throw new Error(`the host made no ${method} call`);
  }
  return call;
}

function callsSince(host: ProviderHost, mark: number, method: string): number[] {
  return host.timings.calls.slice(mark).filter((call) => call.method === method).map((call) => call.ms);
}

function expectSizes(sim: RunningSimulator, states: readonly ResourceState[], size: number): void {
  for (const state of states) {
    const volumeId = String(state.outputs.volumeId);
    if (state.outputs.size !== size || volumeSize(sim, volumeId) !== size) {
      throw new Error(`${volumeId}: output size ${state.outputs.size}, simulator ${volumeSize(sim, volumeId)}, wanted ${size}`);
    }
  }
}

/** Starts hosts one after the other, each paired with a bare `node -e 0`; the last one stays open for the calls. */
async function startHosts(steps: VolumeSteps, sim: RunningSimulator, volumeId: string, hosts: StartedHost[]): Promise<number[]> {
  const nodeStartMs: number[] = [];
  for (let i = 0; i < hostStarts; i++) {
    nodeStartMs.push((await runCommand(process.execPath, ["-e", "0"], { cwd: steps.programDir })).ms);
    hosts.push(await steps.startHost(sim, volumeId));
  }
  return nodeStartMs;
}

/** Median of a gRPC call the host answers without doing anything. */
async function roundTripMs(host: ProviderHost): Promise<number> {
  const mark = host.timings.calls.length;
  for (let i = 0; i < roundTrips; i++) {
    await host.getPluginInfo();
  }
  return summarize(callsSince(host, mark, "GetPluginInfo")).median;
}

/** Every operation, one call at a time, on the first volumes; `states` is updated in place. */
async function warmCalls(
  host: ProviderHost,
  steps: VolumeSteps,
  sim: RunningSimulator,
  states: ResourceState[],
): Promise<Record<Operation, Summary>> {
  const mark = host.timings.calls.length;
  sim.resetStats();
  for (let i = 0; i < sampledVolumes; i++) {
    const state = states[i];
    const volumeId = String(state.outputs.volumeId);
    const inputs = await steps.check(host, volumeId, 11, state.inputs);
    const diff = await host.diff(state.urn, state.id, state.outputs, inputs, state.inputs);
    if (diff.changes !== "some" || diff.replaces.length > 0) {
      throw new Error(`Diff of ${volumeId} answered ${JSON.stringify(diff)}`);
    }
    const updated = await steps.update(host, state, inputs);
    const read = await host.read(updated.urn, updated.id, updated.outputs, updated.inputs);
    if (read.id !== updated.id || read.properties.size !== 11) {
      throw new Error(`Read of ${volumeId} answered ${JSON.stringify(read)}`);
    }
    await host.delete(updated.urn, updated.id, updated.outputs, updated.inputs);
    states[i] = await steps.create(host, volumeId, inputs);
  }
  const expectedRequests = sampledVolumes * (apiCalls.Create + apiCalls.Read + apiCalls.Update);
  if (sim.requests.length !== expectedRequests) {
    throw new Error(`the sampled calls made ${sim.requests.length} API requests, not ${expectedRequests}`);
  }
  expectSizes(sim, states.slice(0, sampledVolumes), 11);
  return Object.fromEntries(
    (Object.keys(apiCalls) as Operation[]).map((op) => [op, summarize(callsSince(host, mark, op))]),
  ) as Record<Operation, Summary>;
}

/** A timed batch: its wall time and the CPU time of the host and of the benchmark (gRPC client, simulator). */
type BatchRun = Awaited<ReturnType<typeof timeAndCpuMs>>;

/**
 * The timed `pulumi up`: every volume changes size and the Updates run 16 at a time. Each run is paired with the
 * same batch through each floor provider, in an order that turns round from run to run.
 */
async function batches<Floor extends string>(
  host: ProviderHost,
  steps: VolumeSteps,
  sim: RunningSimulator,
  initial: ResourceState[],
  floorProviders: Record<Floor, string>,
): Promise<{ ours: BatchRun[]; floors: Record<Floor, BatchRun[]> }> {
  let states = initial;
  const floorNames = Object.keys(floorProviders) as Floor[];
  for (const name of floorNames) await host.check(states[0].urn, {}, { [PROVIDER_KEY]: floorProviders[name] });
  const ours: BatchRun[] = [];
  const floors = Object.fromEntries(floorNames.map((name) => [name, []])) as unknown as Record<Floor, BatchRun[]>;
  for (let run = 0; run < batchRuns; run++) {
    const size = 20 + run;
    const inputs = await Promise.all(
      states.map((state) => steps.check(host, String(state.outputs.volumeId), size, state.inputs)),
    );
    const volumes = async () =>
      ours.push(
        await timeAndCpuMs(host.pid, async () => {
          states = await inPool(states, width, (state, i) => steps.update(host, state, inputs[i]));
        }),
      );
    const through = (name: Floor) => async () =>
      floors[name].push(
        await timeAndCpuMs(host.pid, () =>
          inPool(states, width, (state, i) =>
            host.update(
              state.urn,
              state.id,
              { ...state.outputs, [PROVIDER_KEY]: floorProviders[name] },
              { ...inputs[i], [PROVIDER_KEY]: floorProviders[name] },
            ),
          ),
        ),
      );
    const order = [volumes, ...floorNames.map(through)];
    for (const batch of run % 2 === 0 ? order : order.reverse()) await batch();
    expectSizes(sim, states, size);
  }
  return { ours, floors };
}

/** Median CPU milliseconds per update of `runs`, as `cpu` picks them. */
function cpuPerUpdate(runs: readonly BatchRun[], cpu: (run: BatchRun) => number): string {
  return number(summarize(runs.map((run) => cpu(run) / volumeCount)).median, 2);
}

/** 3. The Volume provider in the real dynamic-provider host: a `pulumi up` of 200 updates, and each call's cost. */
export const providerHost: Figure = {
  name: "host",
  async measure() {
    const program = await installedProgram();
    const steps = new VolumeSteps(program, await registeredProvider(program, "Volume"));
    const sim = await startSimulator({ latencyMs });
    const hosts: StartedHost[] = [];
    try {
      const ids = addVolumes(sim, volumeCount);
      const nodeStartMs = await startHosts(steps, sim, ids[0], hosts);
      const { host } = hosts[hosts.length - 1];
      const roundTrip = await roundTripMs(host);

      // `pulumi up` of the declared volumes at their current size: Check, then Create (adopt) 16 at a time.
      const adopted = await Promise.all(ids.map((id) => steps.check(host, id, 10)));
      const states = await inPool(ids, width, (id, i) => steps.create(host, id, adopted[i]));
      expectSizes(sim, states, 10);

      const warm = await warmCalls(host, steps, sim, states);
      const oneRequestMs = await requestMs(sim, `/mc/apps/${appOf(ids[0])}/volumes`);
      const { ours, floors } = await batches(host, steps, sim, states, {
        waiting: waitingProvider(oneRequestMs),
        bareRequests: bareRequestProvider,
      });
      const batchMs = ours.map((run) => run.ms);
      const floorMs = floors.waiting.map((run) => run.ms);
      const bareMs = floors.bareRequests.map((run) => run.ms);
      const bare = summarize(bareMs);
      const pairedBare = pairedRatios(batchMs, bareMs);

      const ideal = Math.ceil(volumeCount / width) * latencyMs;
      const batch = summarize(batchMs);
      const floor = summarize(floorMs);
      const paired = pairedRatios(batchMs, floorMs);
      const start = summarize(hosts.map((started) => started.startMs));
      const nodeStart = summarize(nodeStartMs).median;
      const firstCall = summarize(hosts.map((started) => started.firstCallMs));
      const cpuRow = (process: string, cpu: (run: BatchRun) => number): Row => ({
        figure: `3. CPU per update, ${process}`,
        value: `${cpuPerUpdate(ours, cpu)} ms`,
        reference:
          `the waiting provider's updates: ${cpuPerUpdate(floors.waiting, cpu)} ms; ` +
          `the bare requests': ${cpuPerUpdate(floors.bareRequests, cpu)} ms`,
        ratio: "",
        goal: "",
        verdict: "info",
      });
      const rows: Row[] = [
        {
          figure: `3. ${volumeCount} Volume updates via host, ${width} wide, ${latencyMs} ms latency`,
          value: measured(batch, "ms", 0),
          reference:
            "the host's floor: the same batch through a provider that makes only the PATCH of each update, by a bare " +
            `node:http request, one at a time per app: ${measured(bare, "ms", 0)}`,
          ratio: pairedRatio(pairedBare),
          goal: "<= 1.1x the host's floor (median of the run-by-run ratios)",
          verdict: verdict(pairedBare.median <= 1.1),
        },
        {
          figure: "3. same batch, provider that only waits, as long as a bare request takes (host + gRPC, no request's CPU)",
          value: measured(floor, "ms", 0),
          reference: `ideal: ${ideal} ms; one bare request: ${number(oneRequestMs)} ms`,
          ratio: ratio(floor.median, ideal),
          goal: "",
          verdict: "info",
        },
        {
          figure: `3. ${volumeCount} Volume updates against the waiting provider`,
          value: measured(batch, "ms", 0),
          reference: `the waiting provider: ${measured(floor, "ms", 0)}`,
          ratio: pairedRatio(paired),
          goal: "",
          verdict: "info",
        },
        cpuRow("host process (median of the runs)", (run) => run.cpuMs),
        cpuRow("benchmark process (gRPC client, simulator)", (run) => run.ownCpuMs),
        {
          figure: "3. host start (spawn to port)",
          value: measured(start, "ms", 0),
          reference: `node -e 0: ${number(nodeStart, 0)} ms`,
          ratio: ratio(start.median, nodeStart),
          goal: "",
          verdict: "info",
        },
        {
          figure: "3. first call (Check, loads the provider)",
          value: measured(firstCall, "ms", 0),
          reference: `warm Check: ${number(warm.Check.median)} ms`,
          ratio: ratio(firstCall.median, warm.Check.median),
          goal: "",
          verdict: "info",
        },
      ];
      for (const op of Object.keys(apiCalls) as Operation[]) {
        const calls = apiCalls[op];
        const reference = roundTrip + calls * latencyMs;
        rows.push({
          figure: `3. warm ${op} (${calls} API call${calls === 1 ? "" : "s"})`,
          value: measured(warm[op], "ms"),
          reference: `gRPC round trip${calls > 0 ? ` + ${calls} x ${latencyMs} ms` : ""}: ${number(reference)} ms`,
          ratio: ratio(warm[op].median, reference),
          goal: "",
          verdict: "info",
        });
      }
      return rows;
    } finally {
      await Promise.all(hosts.map((started) => started.host.close()));
      await sim.close();
    }
  },
};
