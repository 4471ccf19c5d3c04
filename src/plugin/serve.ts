import { connectEngine } from "../engine-connection";
import { engineAddress as engineAddressIn } from "../providers/engine-watch";
import { loadGrpcModules } from "./grpc-modules";
import { CloudPlatformPlugin } from "./plugin";
import { providerService } from "./server";

/** A running plugin server: the port it listens on (127.0.0.1), and how to stop it. */
export interface RunningPlugin {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the provider plugin as Pulumi starts every plugin: `args` holds the engine's address (the plugin calls its
 * log), the server listens on a free port of 127.0.0.1, and the port goes alone on the first line of stdout, where
 * the engine reads it.
 */
export async function servePlugin(args: readonly string[] = process.argv.slice(2)): Promise<RunningPlugin> {
  const engineAddress = engineAddressIn(args);
  if (engineAddress === undefined) {
    throw new Error("usage: pulumi-resource-cloudplatform <engine address>");
  }
  const proto = loadGrpcModules();
  const engine = connectEngine(engineAddress);
  const server = new proto.grpc.Server({
    "grpc.max_receive_message_length": 1024 * 1024 * 400,
    "grpc.max_send_message_length": 1024 * 1024 * 400,
  });
  server.addService(proto.service.ResourceProviderService, providerService(new CloudPlatformPlugin(engine), proto));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", proto.grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  process.stdout.write(`${port}\n`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) =>
        server.tryShutdown(() => {
          engine.release();
          resolve();
        }),
      ),
  };
}
