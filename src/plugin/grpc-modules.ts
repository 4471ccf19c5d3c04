import { createRequire } from "node:module";
import type * as GrpcModule from "@grpc/grpc-js";
import type * as EngineGrpcPb from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as EnginePb from "@pulumi/pulumi/proto/engine_pb";
import type * as PluginPb from "@pulumi/pulumi/proto/plugin_pb";
import type * as ProviderGrpcPb from "@pulumi/pulumi/proto/provider_grpc_pb";
import type * as ProviderPb from "@pulumi/pulumi/proto/provider_pb";
import type * as StatusPb from "@pulumi/pulumi/proto/status_pb";
import type * as AnyPb from "google-protobuf/google/protobuf/any_pb";
import type * as EmptyPb from "google-protobuf/google/protobuf/empty_pb";
import type * as StructPb from "google-protobuf/google/protobuf/struct_pb";

/** The generated stubs of `pulumirpc` that @pulumi/pulumi ships, and grpc-js and google-protobuf from its install. */
export interface GrpcModules {
  grpc: typeof GrpcModule;
  service: typeof ProviderGrpcPb;
  provider: typeof ProviderPb;
  plugin: typeof PluginPb;
  status: typeof StatusPb;
  any: typeof AnyPb;
  empty: typeof EmptyPb;
  struct: typeof StructPb;
}

/** The stubs of the engine's own service (`pulumirpc.Engine`), which a provider calls back, and grpc-js as above. */
export interface EngineModules {
  grpc: typeof GrpcModule;
  service: typeof EngineGrpcPb;
  engine: typeof EnginePb;
}

/**
 * Loads the stubs from the installed @pulumi/pulumi, and grpc-js and google-protobuf as the stubs resolve them: the
 * message classes must be the ones the service definition serializes with.
 */
export function loadGrpcModules(): GrpcModules {
  const fromStubs = stubsRequire();
  return {
    grpc: fromStubs("@grpc/grpc-js"),
    service: fromStubs("./provider_grpc_pb"),
    provider: fromStubs("./provider_pb"),
    plugin: fromStubs("./plugin_pb"),
    status: fromStubs("./status_pb"),
    any: fromStubs("google-protobuf/google/protobuf/any_pb"),
    empty: fromStubs("google-protobuf/google/protobuf/empty_pb"),
    struct: fromStubs("google-protobuf/google/protobuf/struct_pb"),
  };
}

/**
 * Loads the engine's stubs as {@link loadGrpcModules} loads the provider's: in the dynamic-provider host, grpc-js is
 * the one the host runs on.
 */
export function loadEngineModules(): EngineModules {
  const fromStubs = stubsRequire();
  return { grpc: fromStubs("@grpc/grpc-js"), service: fromStubs("./engine_grpc_pb"), engine: fromStubs("./engine_pb") };
}

function stubsRequire(): NodeJS.Require {
  return createRequire(require.resolve("@pulumi/pulumi/proto/provider_grpc_pb"));
}
