import type * as GrpcModule from "@grpc/grpc-js";
import type { EngineClient } from "@pulumi/pulumi/proto/engine_grpc_pb";
import { loadEngineModules } from "./plugin/grpc-modules";

const HEALTH_CHECK = "/grpc.health.v1.Health/Check";

/** The engine's log (`pulumirpc.Engine.Log`), which the CLI prints among the diagnostics of the resource named. */
export interface EngineLog {
  /** Logs `message` at the info level, for the resource `urn` (`""`: for the whole update); resolves once it is sent. */
  info(urn: string, message: string): Promise<void>;
}

/**
 * What one health check of the engine found: an answer (from a health service, or UNIMPLEMENTED from an engine that
 * serves none, which shows it alive as for Pulumi's own plugins), nothing listening at its address, or no answer in
 * time (a busy engine).
 */
export type EngineHealth = "answered" | "unreachable" | "no answer";

/** A hold on the process's connection to the engine at one address. */
export interface EngineConnection extends EngineLog {
  /** One gRPC health check of the engine, given until `deadline` (a time in ms since the epoch) to answer. */
  checkHealth(deadline: number): Promise<EngineHealth>;
  /** Gives the hold up: the connection closes with its last hold. */
  release(): void;
}

const connections = new Map<string, { client: EngineClient; holds: number }>();

/**
 * A hold on the one gRPC client this process keeps to the engine at `address` (the argument the engine starts every
 * provider with): the plugin's log and the watch that ends a provider once its engine is gone share it. The stubs,
 * grpc-js included, are those of the installed @pulumi/pulumi. A message the engine cannot take is dropped: what it
 * tells never fails the step that sent it.
 */
export function connectEngine(address: string): EngineConnection {
  const { grpc, service, engine } = loadEngineModules();
  const connection = connections.get(address) ?? { client: new service.EngineClient(address, grpc.credentials.createInsecure()), holds: 0 };
  connections.set(address, connection);
  connection.holds++;
  const { client } = connection;
  let released = false;
  return {
    info(urn, message) {
      const request = new engine.LogRequest().setSeverity(engine.LogSeverity.INFO).setUrn(urn).setMessage(message);
      return new Promise((resolve) => client.log(request, () => resolve()));
    },
    checkHealth(deadline) {
      return new Promise((resolve) =>
        client.makeUnaryRequest(HEALTH_CHECK, () => Buffer.alloc(0), (reply: Buffer) => reply, {}, { deadline }, (error) =>
          resolve(healthOf(error, grpc.status)),
        ),
      );
    },
    release() {
      if (released) return;
      released = true;
      if (--connection.holds > 0) return;
      connections.delete(address);
      client.close();
    },
  };
}

function healthOf(error: GrpcModule.ServiceError | null, status: typeof GrpcModule.status): EngineHealth {
  if (error === null || error.code === status.UNIMPLEMENTED) return "answered";
  return error.code === status.UNAVAILABLE ? "unreachable" : "no answer";
}
