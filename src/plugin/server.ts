import type * as GrpcModule from "@grpc/grpc-js";
import type * as ProviderPb from "@pulumi/pulumi/proto/provider_pb";
import type * as StructPb from "google-protobuf/google/protobuf/struct_pb";
import { loadGrpcModules, type GrpcModules } from "./grpc-modules";
import type { CloudPlatformPlugin, Failure } from "./plugin";
import { InitFailure, type DiffAnswer } from "./resource-calls";
import type { PropertyMap } from "./wire";

type Handler = (call: { request: unknown }, callback: GrpcModule.sendUnaryData<unknown>) => void;

/**
 * The `pulumirpc.ResourceProvider` service over a plugin: each call turns the request's Structs into plain values,
 * asks the plugin and builds the reply. An error answers with its message alone (no stack, which could carry values);
 * a create or update the API took part of answers with `ErrorResourceInitFailed`, so that the engine records it.
 * Calls not listed here answer UNIMPLEMENTED.
 */
export function providerService(plugin: CloudPlatformPlugin, proto: GrpcModules = loadGrpcModules()): Record<string, Handler> {
  const { provider: pb, struct } = proto;
  const toJs = (value: StructPb.Struct | undefined): PropertyMap => (value?.toJavaScript() ?? {}) as PropertyMap;
  const toStruct = (value: PropertyMap) => struct.Struct.fromJavaScript(value as Record<string, StructPb.JavaScriptValue>);
  const failureList = (failures: Failure[]) =>
    failures.map(({ property, reason }) => {
      const failure = new pb.CheckFailure();
      failure.setProperty(property);
      failure.setReason(reason);
      return failure;
    });

  function diffReply(answer: DiffAnswer): ProviderPb.DiffResponse {
    const { DiffChanges } = pb.DiffResponse;
    const { Kind } = pb.PropertyDiff;
    const reply = new pb.DiffResponse();
    reply.setChanges(answer.changes ? DiffChanges.DIFF_SOME : DiffChanges.DIFF_NONE);
    reply.setReplacesList(answer.replaces);
    reply.setDeletebeforereplace(answer.deleteBeforeReplace);
    const changed = Object.entries(answer.detailedDiff);
    reply.setDiffsList(changed.map(([name]) => name));
    if (changed.length > 0 || !answer.changes) {
      reply.setHasdetaileddiff(true);
      const details = reply.getDetaileddiffMap();
      for (const [name, change] of changed) {
        const property = new pb.PropertyDiff();
        const kind = { add: Kind.ADD, delete: Kind.DELETE, update: Kind.UPDATE }[change.kind];
        property.setKind(change.replace ? kind + 1 : kind);
        details.set(name, property);
      }
    }
    return reply;
  }

  function errorReply(error: unknown): Partial<GrpcModule.StatusObject> {
    const message = error instanceof Error ? error.message : String(error);
    const metadata = new proto.grpc.Metadata();
    if (error instanceof InitFailure) {
      const failed = new pb.ErrorResourceInitFailed();
      failed.setId(error.id);
      failed.setProperties(toStruct(error.properties));
      failed.setReasonsList(error.reasons);
      const detail = new proto.any.Any();
      detail.pack(failed.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
      const status = new proto.status.Status();
      status.setCode(proto.grpc.status.UNKNOWN);
      status.setMessage(message);
      status.addDetails(detail);
      metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
    }
    return { code: proto.grpc.status.UNKNOWN, details: message, metadata };
  }

  /** A handler that answers with `answer(request)`, or with the error it throws. */
  function unary<Request>(answer: (request: Request) => unknown): Handler {
    return (call, callback) => {
      plugin
        .engineCall(async () => answer(call.request as Request))
        .then(
          (reply) => callback(null, reply),
          (error: unknown) => callback(errorReply(error) as GrpcModule.ServiceError, null),
        );
    };
  }

  return {
    getPluginInfo: unary(() => {
      const info = new proto.plugin.PluginInfo();
      info.setVersion(plugin.version);
      return info;
    }),
    getSchema: unary((request: ProviderPb.GetSchemaRequest) => {
      if (request.getVersion() !== 0) {
        throw new Error(`unsupported schema version ${request.getVersion()}`);
      }
      const reply = new pb.GetSchemaResponse();
      reply.setSchema(plugin.schema());
      return reply;
    }),
    checkConfig: unary((request: ProviderPb.CheckRequest) => {
      const { inputs, failures } = plugin.checkConfig(toJs(request.getNews()));
      const reply = new pb.CheckResponse();
      reply.setInputs(toStruct(inputs));
      reply.setFailuresList(failureList(failures));
      return reply;
    }),
    diffConfig: unary((request: ProviderPb.DiffRequest) =>
      diffReply(plugin.diffConfig(toJs(request.getOlds()), toJs(request.getNews()))),
    ),
    configure: unary(async (request: ProviderPb.ConfigureRequest) => {
      plugin.configure(toJs(request.getArgs()), Object.fromEntries(request.getVariablesMap().entries()));
      const reply = new pb.ConfigureResponse();
      reply.setAcceptsecrets(true);
      reply.setSupportspreview(true);
      return reply;
    }),
    check: unary(async (request: ProviderPb.CheckRequest) => {
      const calls = plugin.resource(request.getUrn());
      const { inputs, failures } = await calls.check(toJs(request.getOlds()), toJs(request.getNews()));
      const reply = new pb.CheckResponse();
      reply.setInputs(toStruct(inputs));
      reply.setFailuresList(failureList(failures));
      return reply;
    }),
    diff: unary(async (request: ProviderPb.DiffRequest) => {
      const calls = plugin.resource(request.getUrn());
      return diffReply(await calls.diff(request.getId(), toJs(request.getOlds()), toJs(request.getNews())));
    }),
    create: unary(async (request: ProviderPb.CreateRequest) => {
      const calls = plugin.resource(request.getUrn());
      const { id, properties } = await calls.create(toJs(request.getProperties()), request.getPreview());
      const reply = new pb.CreateResponse();
      reply.setId(id);
      reply.setProperties(toStruct(properties));
      return reply;
    }),
    read: unary(async (request: ProviderPb.ReadRequest) => {
      const calls = plugin.resource(request.getUrn());
      const answer = await calls.read(request.getId(), toJs(request.getProperties()), toJs(request.getInputs()));
      const reply = new pb.ReadResponse();
      reply.setId(answer.id);
      reply.setProperties(toStruct(answer.properties));
      if (answer.inputs !== undefined) {
        reply.setInputs(toStruct(answer.inputs));
      }
      return reply;
    }),
    update: unary(async (request: ProviderPb.UpdateRequest) => {
      const calls = plugin.resource(request.getUrn());
      const olds = toJs(request.getOlds());
      const { properties } = await calls.update(request.getId(), olds, toJs(request.getNews()), request.getPreview());
      const reply = new pb.UpdateResponse();
      reply.setProperties(toStruct(properties));
      return reply;
    }),
    delete: unary(async (request: ProviderPb.DeleteRequest) => {
      await plugin.delete(request.getUrn(), request.getId(), toJs(request.getProperties()));
      return new proto.empty.Empty();
    }),
    invoke: unary(async (request: ProviderPb.InvokeRequest) => {
      const { result, failures } = await plugin.invoke(request.getTok(), toJs(request.getArgs()));
      const reply = new pb.InvokeResponse();
      reply.setReturn(toStruct(result));
      reply.setFailuresList(failureList(failures));
      return reply;
    }),
    cancel: unary(() => {
      plugin.cancel();
      return new proto.empty.Empty();
    }),
  };
}
