import * as pulumi from "@pulumi/pulumi";
import type { InputIssue } from "../errors";

/**
 * Options of the `get…Output` functions: Pulumi's invoke options plus `dependsOn`. The functions call the API from
 * the program with the `cloudplatform` settings: `dependsOn` orders the call; `parent`, `version`,
 * `pluginDownloadURL` and `async` only shape the engine's bookkeeping and are accepted; `provider` (and `providers`)
 * would choose another account, which these functions cannot, and are refused.
 */
export interface DataFunctionOutputOptions extends pulumi.InvokeOptions {
  /** Resources to wait for: the API is called once they are created or updated (during a preview, once they exist). */
  dependsOn?: pulumi.Input<pulumi.Input<pulumi.Resource>[]> | pulumi.Input<pulumi.Resource>;
}

/** @deprecated The earlier name of {@link DataFunctionOutputOptions}, kept for programs that import it. */
export type DataSourceOutputOptions = DataFunctionOutputOptions;

/**
 * The inputs of a `get…Output` call, resolved once the resources it depends on are done. The result depends on those
 * resources, so Pulumi orders the resources that use it after them.
 */
export function resolvedArgs<Args>(
  args: pulumi.Input<Args> | Args,
  opts?: DataFunctionOutputOptions,
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

/** The options that would choose the account a function reads: the `cloudplatform` settings of the program do. */
const ACCOUNT_OPTIONS = ["provider", "providers"] as const;

/**
 * The issues of the invoke options given to data function `name`: one for each of `provider` and `providers` that is
 * set, saying what to do instead.
 */
export function invokeOptionIssues(name: string, opts: pulumi.InvokeOptions | undefined): InputIssue[] {
  const given = opts as Record<string, unknown> | undefined;
  return ACCOUNT_OPTIONS.filter((option) => given?.[option] !== undefined).map((option) => ({
    field: `opts.${option}`,
    rule:
      "is refused: this function calls the API with the program's cloudplatform settings and cannot use a provider; to " +
      `read another account, call the plugin's function cloudplatform:index:${name}, which takes a provider, or a ` +
      "CloudPlatformClient (pulumi-cloudplatform/client) with that account's keys",
  }));
}
