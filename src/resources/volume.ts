import * as pulumi from "@pulumi/pulumi";
import volumeProvider = require("../providers/entry/volume");

/** Arguments of a {@link Volume}. */
export interface VolumeArgs {
  /**
   * Id of the container app that holds the volume template. A number is turned into its string. Changing it
   * replaces the resource.
   */
  appId: pulumi.Input<string | number>;
  /** Id of the volume template in the app. A number is turned into its string. Changing it replaces the resource. */
  volumeId: pulumi.Input<string | number>;
  /**
   * Name the volume must have: 1 to 50 characters, letters, digits, `_` and `-`. Unset: the name is left as it is
   * and only reported.
   */
  name?: pulumi.Input<string>;
  /** Size the volume must have: an integer from 1 to 100. Unset: the size is left as it is and only reported. */
  size?: pulumi.Input<number>;
}

/**
 * A volume template of a container app, adopted and kept at the `name` and `size` the program sets.
 *
 * The API has no call to create or delete a volume template, so this resource manages one that exists:
 * - create: lists the app's volumes (`GET /mc/apps/{appId}/volumes`), fails if the volume is not there, then sends
 *   `PATCH /mc/apps/{appId}/volumes/{volumeId}` with the set fields that differ from the live values (no PATCH when
 *   none differ). If the PATCH fails, the volume is still recorded as adopted, so the next `pulumi up` updates it.
 * - update: PATCH of the set fields that changed; a change of `appId` or `volumeId` replaces the resource.
 * - read (`pulumi refresh`, `preview --refresh`): lists the app's volumes and reports the live `name` and `size`;
 *   a volume (or app) that is gone is reported gone. Drift of a field the program sets shows as a change to apply.
 * - delete: no API call; the volume template is left as it is.
 *
 * The resource id is `{appId}/{volumeId}`.
 *
 * @example
 * ```ts
 * const data = new cloudplatform.Volume("data", { appId: "app-1", volumeId: "vol-1", name: "data", size: 20 });
 * export const volumeSize = data.size;
 * ```
 */
export class Volume extends pulumi.dynamic.Resource {
  /** Id of the container app. */
  public declare readonly appId: pulumi.Output<string>;
  /** Id of the volume template. */
  public declare readonly volumeId: pulumi.Output<string>;
  /** Name of the volume as the API reports it. */
  public declare readonly name: pulumi.Output<string>;
  /** Size of the volume as the API reports it. */
  public declare readonly size: pulumi.Output<number>;
  /** The fields (`name`, `size`) the program sets; the others are only reported. */
  public declare readonly managedFields: pulumi.Output<("name" | "size")[]>;

  /**
   * @param name The unique name of the resource in the stack.
   * @param args The volume to adopt and the values it must have.
   * @param opts Options of the resource.
   */
  constructor(name: string, args: VolumeArgs, opts?: pulumi.CustomResourceOptions) {
    super(
      volumeProvider,
      name,
      { appId: args.appId, volumeId: args.volumeId, name: args.name, size: args.size, managedFields: undefined },
      opts,
      "cloudplatform",
      "Volume",
    );
  }
}
