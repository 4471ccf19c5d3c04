import * as pulumi from "@pulumi/pulumi";

/**
 * Options of the `get…Output` functions: Pulumi's invoke options plus `dependsOn`. The functions call the API from
 * the program with the `cloudplatform` settings, so of these options only `dependsOn` changes anything.
 */
export interface DataSourceOutputOptions extends pulumi.InvokeOptions {
  /** Resources to wait for: the API is called once they are created or updated (during a preview, once they exist). */
  dependsOn?: pulumi.Input<pulumi.Input<pulumi.Resource>[]> | pulumi.Input<pulumi.Resource>;
}

/**
 * The inputs of a `get…Output` call, resolved once the resources it depends on are done. The result depends on those
 * resources, so Pulumi orders the resources that use it after them.
 */
export function resolvedArgs<Args>(
  args: pulumi.Input<Args> | Args,
  opts?: DataSourceOutputOptions,
): pulumi.Output<pulumi.Unwrap<Args>> {
  const dependencies = pulumi
    .output(opts?.dependsOn ?? [])
    .apply((resources) =>
      pulumi.all(
        (Array.isArray(resources) ? resources : [resources]).map((resource) =>
          pulumi.CustomResource.isInstance(resource) ? resource.id : resource.urn,
        ),
      ),
    );
  return pulumi.all([pulumi.output(args), dependencies]).apply(([resolved]) => resolved as pulumi.Unwrap<Args>);
}
