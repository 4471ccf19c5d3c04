import { z } from "zod";
import type { CloudPlatformClient } from "../client";
import { PatchVolumeRequestSchema, PathId } from "../schemas";
import { NotListedError } from "../errors";
import { checkInputs } from "./check";
import type { ProviderDefinition } from "./definition";
import { dynamicProvider } from "./dynamic-provider";
import { explainedError } from "./explained-error";
import { unlessGone } from "./gone";
import { PartiallyAppliedError } from "./partially-applied-error";
import { outputOf } from "./program-example";
import { proofListUse } from "./operation-uses";

/** The inputs of a Volume, their rules and descriptions. */
export const VolumeInputsSchema = z.object({
  appId: PathId.meta({
    description:
      "Id of the container app that holds the volume template. A number is turned into its string. Changing it " +
      "replaces the resource.",
  }),
  volumeId: PathId.meta({
    description: "Id of the volume template in the app. A number is turned into its string. Changing it replaces the resource.",
  }),
  name: PatchVolumeRequestSchema.shape.name.meta({
    description:
      "Name the volume must have: 1 to 50 characters, letters, digits, `_` and `-`. Unset: the name is left as it is " +
      "and only reported.",
  }),
  size: PatchVolumeRequestSchema.shape.size.meta({
    description: "Size the volume must have: an integer from 1 to 100. Unset: the size is left as it is and only reported.",
  }),
});

const volumeFields = ["name", "size"] as const;

/** A volume field the resource may set. */
export type VolumeField = (typeof volumeFields)[number];

/** Checked inputs of a Volume: `managedFields` lists the fields the program sets; the others are only reported. */
export interface VolumeInputs {
  appId: string;
  volumeId: string;
  name?: string;
  size?: number;
  managedFields: VolumeField[];
}

/** State of a Volume: `name` and `size` as the API reports them. */
export interface VolumeOutputs {
  appId: string;
  volumeId: string;
  name: string;
  size: number;
  managedFields: VolumeField[];
}

/** The managed fields whose wanted value differs from the live one. */
function patchFor(wanted: VolumeInputs, live: { name: string; size: number }): { name?: string; size?: number } {
  const patch: { name?: string; size?: number } = {};
  if (wanted.managedFields.includes("name") && wanted.name !== live.name) {
    patch.name = wanted.name;
  }
  if (wanted.managedFields.includes("size") && wanted.size !== live.size) {
    patch.size = wanted.size;
  }
  return patch;
}

async function applyPatch(
  client: CloudPlatformClient,
  base: VolumeOutputs,
  wanted: VolumeInputs,
): Promise<VolumeOutputs> {
  const patch = patchFor(wanted, base);
  if (Object.keys(patch).length === 0) {
    return base;
  }
  const updated = await client.updateVolume(base.appId, base.volumeId, patch);
  return { ...base, name: updated.name, size: updated.size };
}

/** The Volume provider; see `Volume` for the behaviour. */
export const volumeDefinition: ProviderDefinition<VolumeInputs, VolumeOutputs> = {
  name: "Volume",
  description: "A volume template of a container app, adopted and kept at the `name` and `size` the program sets.",
  documentation: {
    behaviour: [
      "The API has no call to create or delete a volume template, so this resource manages one that exists:",
      "- create: lists the app's volumes (`GET /mc/apps/{appId}/volumes`), fails if the volume is not there, then sends",
      "  `PATCH /mc/apps/{appId}/volumes/{volumeId}` with the set fields that differ from the live values (no PATCH when",
      "  none differ). If the PATCH fails, the volume is still recorded as adopted, so the next `pulumi up` updates it.",
      "- update: PATCH of the set fields that changed; a change of `appId` or `volumeId` replaces the resource.",
      "- read (`pulumi refresh`, `preview --refresh`): lists the app's volumes and reports the live `name` and `size`;",
      "  a volume (or app) that is gone is reported gone. Drift of a field the program sets shows as a change to apply.",
      "- delete: no API call; the volume template is left as it is. `pulumi destroy` prints `deleted`, as for every",
      "  resource it removes from the state, and the provider logs `Volume <appId>/<volumeId> was forgotten, not",
      "  deleted: it still exists as it was, ...`.",
      "",
      "The resource id is `{appId}/{volumeId}`.",
    ],
    example: {
      resources: [{ name: "data", type: "Volume", properties: { appId: "app-demo", volumeId: "vol-data", name: "data", size: 20 } }],
      exports: { volumeSize: outputOf("data", "size") },
    },
  },
  inputs: VolumeInputsSchema,
  outputs: VolumeInputsSchema.extend({
    name: z.string().meta({ description: "Name of the volume as the API reports it." }),
    size: z.number().int().meta({ description: "Size of the volume as the API reports it." }),
    managedFields: z
      .array(z.enum(volumeFields).meta({ id: "VolumeField", description: "A volume field the resource may set." }))
      .meta({ description: "The fields (`name`, `size`) the program sets; the others are only reported." }),
  }),
  import: { idForm: "{appId}/{volumeId}", seed: { managedFields: ["name", "size"] } },
  operations: [
    { operation: "containerApps.listVolumes", role: "read" },
    { operation: "containerApps.updateVolume", role: "update" },
    proofListUse("apps"),
  ],
  objectList: () => ({ kind: "apps" }),

  async check(_olds, news) {
    const checked = checkInputs(VolumeInputsSchema, news);
    if ("issues" in checked) {
      return checked;
    }
    const { appId, volumeId, name, size } = checked.value;
    const inputs: VolumeInputs = { appId, volumeId, managedFields: [] };
    if (name !== null && name !== undefined) {
      inputs.name = name;
      inputs.managedFields.push("name");
    }
    if (size !== null && size !== undefined) {
      inputs.size = size;
      inputs.managedFields.push("size");
    }
    return { value: inputs };
  },

  diffRules: (news) => ({ replaceOn: ["appId", "volumeId"], updateOn: ["managedFields", ...news.managedFields] }),

  async create(client, inputs) {
    const live = await client.getVolume(inputs.appId, inputs.volumeId).catch((error: unknown) => {
      if (!(error instanceof NotListedError)) throw error;
      throw explainedError(
        error,
        `volume ${inputs.volumeId} was not found in app ${inputs.appId}: a Volume adopts a volume template the app ` +
          "already has (the API cannot create one). Check volumeId and appId, or add the volume to the app's " +
          "template first",
      );
    });
    const id = `${inputs.appId}/${inputs.volumeId}`;
    const adopted: VolumeOutputs = {
      appId: inputs.appId,
      volumeId: inputs.volumeId,
      name: live.name,
      size: live.size,
      managedFields: inputs.managedFields,
    };
    try {
      return { id, outs: await applyPatch(client, adopted, inputs) };
    } catch (error) {
      const cause = error as Error;
      const message = `volume ${inputs.volumeId} in app ${inputs.appId} was adopted but not updated: ${cause.message}`;
      throw new PartiallyAppliedError(id, adopted, inputs, message, cause);
    }
  },

  async read(client, id, props) {
    // Gone: the app answers the API's own 404 where the app list answers, or its volumes do not hold this one.
    const live = await unlessGone(client.getVolume(props.appId, props.volumeId), client, { kind: "apps" });
    if (live === undefined) {
      return { id: "" };
    }
    const managedFields = props.managedFields ?? [];
    const outputs: VolumeOutputs = {
      appId: props.appId,
      volumeId: props.volumeId,
      name: live.name,
      size: live.size,
      managedFields,
    };
    const inputs: VolumeInputs = { appId: props.appId, volumeId: props.volumeId, managedFields };
    if (managedFields.includes("name")) {
      inputs.name = live.name;
    }
    if (managedFields.includes("size")) {
      inputs.size = live.size;
    }
    return { id, props: outputs, inputs };
  },

  async update(client, _id, olds, news) {
    const base: VolumeOutputs = {
      appId: news.appId,
      volumeId: news.volumeId,
      name: olds.name,
      size: olds.size,
      managedFields: news.managedFields,
    };
    return { outs: await applyPatch(client, base, news) };
  },
};

export const volumeProvider = dynamicProvider(volumeDefinition);
