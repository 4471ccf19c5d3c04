/**
 * The package schema's `language` section: the names of the SDKs that `pulumi package add` and `pulumi package
 * gen-sdk` generate from the schema. Without it they would take the names Pulumi gives its own packages
 * (`@pulumi/cloudplatform`, `pulumi_cloudplatform`, `github.com/pulumi/pulumi-cloudplatform/...`, `com.pulumi`,
 * `Pulumi.Cloudplatform`). The Node SDK's name differs from this npm package's (`pulumi-cloudplatform`), which a
 * program installs beside it for the plugin.
 */
export const sdkNames = {
  nodejs: { packageName: "cloudplatform-sdk", respectSchemaVersion: true },
  python: { packageName: "cloudplatform_sdk", respectSchemaVersion: true },
  go: {
    importBasePath: "github.com/cloudplatform/pulumi-cloudplatform/sdk/go/cloudplatform",
    respectSchemaVersion: true,
  },
  java: { basePackage: "com.cloudplatform.sdk" },
  csharp: { rootNamespace: "CloudPlatform", namespaces: { cloudplatform: "Sdk" }, respectSchemaVersion: true },
};
