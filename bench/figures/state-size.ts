import { resourceNames } from "../../src/providers";
import { startSimulator } from "../../src/simulator";
import { resourceUrn, startEngine, type ResourceState } from "../../test/helpers/engine/lifecycle";
import { withoutProvider } from "../../test/helpers/engine/wire";
import {
  registeredProvider,
  resourceType,
  simulatorStack,
  type ResourceClassName,
} from "../../test/helpers/installed-package";
import type { Figure } from "../lib/figure";
import { installedProgram } from "../lib/program";
import { bytes, ratio, verdict, type Row } from "../lib/table";
import { addVolumes, appOf } from "../lib/volumes";

const classes: ResourceClassName[] = resourceNames;
const volumeCount = 200;
const limit = 1000;

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/** 4. What the package adds to a stack's state: `__provider` per resource type, and the state of 200 volumes. */
export const stateSize: Figure = {
  name: "state",
  async measure() {
    const program = await installedProgram();
    const rows: Row[] = [];
    const providers = new Map<ResourceClassName, string>();
    for (const className of classes) {
      const text = await registeredProvider(program, className);
      providers.set(className, text);
      const size = Buffer.byteLength(text);
      rows.push({
        figure: `4. __provider of ${className}`,
        value: bytes(size),
        reference: "",
        ratio: "",
        goal: "< 1 KB",
        verdict: verdict(size < limit),
      });
    }

    const sim = await startSimulator();
    const engine = await startEngine(program, { config: simulatorStack(sim), provider: providers.get("Volume") });
    try {
      const states: ResourceState[] = [];
      for (const volumeId of addVolumes(sim, volumeCount)) {
        const urn = resourceUrn(program, resourceType("Volume"), volumeId);
        const up = await engine.up(urn, { appId: appOf(volumeId), volumeId, size: 20 });
        if (up.op !== "create" || up.state.outputs.size !== 20) {
          throw new Error(`up of ${volumeId} answered ${JSON.stringify(up)}`);
        }
        states.push(up.state);
      }
      const perResource = jsonBytes(states) / volumeCount;
      const own =
        jsonBytes(
          states.map((state) => ({ ...state, inputs: withoutProvider(state.inputs), outputs: withoutProvider(state.outputs) })),
        ) / volumeCount;
      rows.push({
        figure: `4. state of ${volumeCount} Volumes (urn, id, inputs, outputs), per resource`,
        value: bytes(Math.round(perResource)),
        reference: `without __provider: ${bytes(Math.round(own))}`,
        ratio: ratio(perResource, own),
        goal: "< 1 KB",
        verdict: verdict(perResource < limit),
      });
      return rows;
    } finally {
      await engine.close();
      await sim.close();
    }
  },
};
