import { createRequire } from "node:module";
import type * as GrpcModule from "@grpc/grpc-js";
import type * as EngineGrpcPb from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as EnginePb from "@pulumi/pulumi/proto/engine_pb";

/** The engine's log (`pulumirpc.Engine.Log`), which the CLI prints among the diagnostics of the resource named. */
export interface EngineLog {
  /** Logs `message` at the info level, for the resource `urn` (`""`: for the whole update); resolves once it is sent. */
  info(urn: string, message: string): Promise<void>;
  close(): void;
}

/**
 * A client of the engine's log at `address`, the argument the engine starts every provider with (the plugin, and
 * `@pulumi/pulumi`'s dynamic-provider host). The stubs, grpc-js included, are those of the installed @pulumi/pulumi. A
 * message the engine cannot take is dropped: what it tells never fails the step that sent it.
 */
export function connectEngineLog(address: string): EngineLog {
  const fromStubs = createRequire(require.resolve("@pulumi/pulumi/proto/engine_grpc_pb"));
  const grpc: typeof GrpcModule = fromStubs("@grpc/grpc-js");
  const { EngineClient }: typeof EngineGrpcPb = fromStubs("./engine_grpc_pb");
  const { LogRequest, LogSeverity }: typeof EnginePb = fromStubs("./engine_pb");
  const client = new EngineClient(address, grpc.credentials.createInsecure());
  return {
    info(urn, message) {
      const request = new LogRequest().setSeverity(LogSeverity.INFO).setUrn(urn).setMessage(message);
      return new Promise((resolve) => client.log(request, () => resolve()));
    },
    close: () => client.close(),
  };
}
