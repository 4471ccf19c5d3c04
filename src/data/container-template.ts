import * as pulumi from "@pulumi/pulumi";
import type { ContainerTemplate } from "../types";
import { resolvedArgs, type DataSourceOutputOptions } from "./options";
import { callInProgram } from "./program-client";

/** Arguments of {@link getContainerTemplate}. */
export interface GetContainerTemplateArgs {
  /** Id of the container app. A number is turned into its string. */
  appId: string | number;
  /** Id of the container template in the app. A number is turned into its string. */
  containerId: string | number;
}

/** Arguments of {@link getContainerTemplateOutput}. */
export interface GetContainerTemplateOutputArgs {
  /** Id of the container app. A number is turned into its string. */
  appId: pulumi.Input<string | number>;
  /** Id of the container template in the app. A number is turned into its string. */
  containerId: pulumi.Input<string | number>;
}

/**
 * Reads a container template of an app (`GET /mc/apps/{appId}/containers/{containerId}`): image, entry point, probes,
 * environment variables, endpoints with their port mappings and IP addresses, volume mounts. Ids are checked before
 * any call (non-empty, not "." or ".."); a missing app or container fails with 404.
 *
 * @param args The app and the container.
 * @param opts Pulumi invoke options: `parent`, `version`, `pluginDownloadURL` and `async` are accepted and change
 *   nothing here; `provider` and `providers` are refused (the call reads the account of the program's `cloudplatform`
 *   settings).
 *
 * @example
 * ```ts
 * const template = await cloudplatform.getContainerTemplate({ appId: "app-1", containerId: "web" });
 * console.log(template.image);
 * ```
 */
export function getContainerTemplate(
  args: GetContainerTemplateArgs,
  opts?: pulumi.InvokeOptions,
): Promise<ContainerTemplate> {
  return callInProgram("getContainerTemplate", args, opts);
}

/**
 * {@link getContainerTemplate} taking inputs and returning an output.
 *
 * @param args The app and the container.
 * @param opts `dependsOn`: resources to wait for before the call; the other options as for {@link getContainerTemplate}.
 *
 * @example
 * ```ts
 * const template = cloudplatform.getContainerTemplateOutput({ appId: "app-1", containerId: "web" });
 * export const image = template.image;
 * ```
 */
export function getContainerTemplateOutput(
  args: GetContainerTemplateOutputArgs,
  opts?: DataSourceOutputOptions,
): pulumi.Output<ContainerTemplate> {
  return resolvedArgs(args, opts).apply((resolved) => getContainerTemplate(resolved, opts));
}
