import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type * as GrpcModule from "@grpc/grpc-js";
import type * as PluginPb from "@pulumi/pulumi/proto/plugin_pb";
import type * as ProviderGrpcPb from "@pulumi/pulumi/proto/provider_grpc_pb";
import type * as ProviderPb from "@pulumi/pulumi/proto/provider_pb";
import type * as StatusPb from "@pulumi/pulumi/proto/status_pb";
import type * as EmptyPb from "google-protobuf/google/protobuf/empty_pb";
import type * as StructPb from "google-protobuf/google/protobuf/struct_pb";
import { toWire, type PropertyMap, type Secret } from "./wire";
import type { InstalledProgram } from "./program-install";

const startTimeoutMs = 30_000;
const initFailedType = "pulumirpc.ErrorResourceInitFailed";

/** Stack config, keys namespaced as in Pulumi.<stack>.yaml ("cloudplatform:apiKey"). */
export type StackConfig = Record<string, string | Secret<string>>;

/** Diff and Update requests: the same fields, old and new properties of one resource. */
type ChangeRequest = ProviderPb.DiffRequest | ProviderPb.UpdateRequest;

export interface HostOptions {
  config?: StackConfig;
  /**
   * The command line of a provider plugin, started in the program folder instead of the dynamic-provider host, with
   * the engine's address appended. The command may be relative to the program folder (`node_modules/.bin/<name>`).
   */
  plugin?: string[];
  /** Variables set over the inherited environment; `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

export interface CallTiming {
  method: string;
  ms: number;
}

export interface HostTimings {
  /** From spawning the host to reading its port. */
  startMs: number;
  /** Every gRPC call, in order, successful or not. */
  calls: CallTiming[];
}

export interface ConfigureResult {
  acceptSecrets: boolean;
  supportsPreview: boolean;
  acceptResources: boolean;
  acceptOutputs: boolean;
}

export interface CheckFailure {
  property: string;
  reason: string;
}

export interface CheckResult {
  inputs: PropertyMap;
  failures: CheckFailure[];
}

export interface DiffResult {
  changes: "none" | "some" | "unknown";
  replaces: string[];
  deleteBeforeReplace: boolean;
  diffs: string[];
  /** Per property, the kind of change (`UPDATE_REPLACE`, ...), when the provider answers a detailed diff. */
  detailedDiff?: Record<string, string>;
}

export interface InvokeResult {
  result: PropertyMap;
  failures: CheckFailure[];
}

export interface CreateResult {
  id: string;
  properties: PropertyMap;
}

export interface ReadResult {
  /** Empty when the provider reports the object gone. */
  id: string;
  properties: PropertyMap;
  /** The inputs the provider asks the engine to store, when it returns any. */
  inputs?: PropertyMap;
}

export interface UpdateResult {
  properties: PropertyMap;
}

/** A resource the provider created but reported as failed to initialise (an error carrying an id). */
export interface InitFailure {
  id: string;
  properties: PropertyMap;
  reasons: string[];
}

/** A gRPC call the host answered with an error; `message` is the host's message, unchanged. */
export class ProviderCallError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly initFailure?: InitFailure,
  ) {
    super(message);
    this.name = "ProviderCallError";
  }
}

interface Proto {
  grpc: typeof GrpcModule;
  providerGrpc: typeof ProviderGrpcPb;
  provider: typeof ProviderPb;
  plugin: typeof PluginPb;
  status: typeof StatusPb;
  empty: typeof EmptyPb;
  struct: typeof StructPb;
}

/** Loads the gRPC stubs, grpc-js and google-protobuf exactly as the program's @pulumi/pulumi resolves them. */
function loadProto(pulumiDir: string): Proto {
  const fromProto = createRequire(path.join(pulumiDir, "proto", "provider_grpc_pb.js"));
  return {
    grpc: fromProto("@grpc/grpc-js"),
    providerGrpc: fromProto("./provider_grpc_pb"),
    provider: fromProto("./provider_pb"),
    plugin: fromProto("./plugin_pb"),
    status: fromProto("./status_pb"),
    empty: fromProto("google-protobuf/google/protobuf/empty_pb"),
    struct: fromProto("google-protobuf/google/protobuf/struct_pb"),
  };
}

/** Everything a process wrote to stdout and stderr, collected from its start. */
class OutputCapture {
  stdout = "";
  stderr = "";

  constructor(child: ChildProcess) {
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (this.stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (this.stderr += chunk));
  }
}

/** Resolves with the port the host prints alone on its first stdout line. */
function waitForPort(child: ChildProcess, output: OutputCapture): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      child.kill();
      reject(new Error(`dynamic provider host ${reason}; stderr:\n${output.stderr}`));
    };
    const onData = () => {
      const newline = output.stdout.indexOf("\n");
      if (newline < 0) {
        return;
      }
      const firstLine = output.stdout.slice(0, newline).trim();
      const port = Number(firstLine);
      if (!Number.isInteger(port) || port <= 0) {
        fail(`printed ${JSON.stringify(firstLine)} instead of a port`);
        return;
      }
      cleanup();
      resolve(port);
    };
    const onExit = (code: number | null) => fail(`exited with ${code} before printing its port`);
    const onError = (error: Error) => fail(`could not start: ${error.message}`);
    const timer = setTimeout(() => fail(`printed no port within ${startTimeoutMs} ms`), startTimeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      child.off("error", onError);
    };
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
    child.once("error", onError);
  });
}

/**
 * The dynamic-provider host of the program's @pulumi/pulumi, started as the engine starts it, and
 * a client making the engine's calls. Secrets given to a call are sent wrapped in the secret marker.
 */
export class ProviderHost {
  private readonly exited: Promise<void>;

  private constructor(
    readonly program: InstalledProgram,
    private readonly config: StackConfig,
    private readonly child: ChildProcess,
    private readonly output: OutputCapture,
    private readonly proto: Proto,
    private readonly client: ProviderGrpcPb.ResourceProviderClient,
    readonly timings: HostTimings,
    /** Whether this is a provider plugin rather than the dynamic-provider host. */
    readonly isPlugin: boolean,
  ) {
    this.exited =
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once("exit", () => resolve()))
        : Promise.resolve();
  }

  /** The host's process id, to read its memory from /proc. */
  get pid(): number {
    return this.child.pid!;
  }

  /** Everything the host wrote to stdout so far (the first line is its port). */
  get stdout(): string {
    return this.output.stdout;
  }

  get stderr(): string {
    return this.output.stderr;
  }

  static async start(program: InstalledProgram, options: HostOptions = {}): Promise<ProviderHost> {
    const config = options.config ?? {};
    const pulumiDir = path.join(program.dir, "node_modules", "@pulumi", "pulumi");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PULUMI_NODEJS_PROJECT: program.projectName,
      PULUMI_PROJECT: program.projectName,
      PULUMI_CONFIG: JSON.stringify(toWire(config, false)),
    };
    for (const [name, value] of Object.entries(options.env ?? {})) {
      if (value === undefined) {
        delete env[name];
      } else {
        env[name] = value;
      }
    }
    const proto = loadProto(pulumiDir);
    const started = performance.now();
    const [command, ...args] = options.plugin ?? [process.execPath, path.join(pulumiDir, "cmd", "dynamic-provider", "index.js")];
    const child = spawn(path.resolve(program.dir, command), [...args, "127.0.0.1:1"], {
      cwd: program.dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = new OutputCapture(child);
    const port = await waitForPort(child, output);
    const startMs = performance.now() - started;
    const client = new proto.providerGrpc.ResourceProviderClient(
      `127.0.0.1:${port}`,
      proto.grpc.credentials.createInsecure(),
    );
    return new ProviderHost(program, config, child, output, proto, client, { startMs, calls: [] }, !!options.plugin);
  }

  async getPluginInfo(): Promise<{ version: string }> {
    const reply = await this.call<PluginPb.PluginInfo>("GetPluginInfo", (client, done) =>
      client.getPluginInfo(new this.proto.empty.Empty(), done),
    );
    return { version: reply.getVersion() };
  }

  /**
   * Configure with the host's stack config, as the engine sends it: namespaced keys, secrets wrapped. `args`, when
   * given, replaces the stack config in `args`, as for a provider plugin (the provider resource's own inputs).
   */
  async configure(args?: PropertyMap): Promise<ConfigureResult> {
    const request = new this.proto.provider.ConfigureRequest();
    request.setArgs(this.toStruct(args ?? this.config));
    const variables = request.getVariablesMap();
    for (const [key, value] of Object.entries(toWire(this.config, false) as Record<string, string>)) {
      variables.set(key, value);
    }
    request.setAcceptsecrets(true);
    request.setAcceptresources(true);
    request.setSendsOldInputs(true);
    request.setSendsOldInputsToDelete(true);
    const reply = await this.call<ProviderPb.ConfigureResponse>("Configure", (client, done) =>
      client.configure(request, done),
    );
    return {
      acceptSecrets: reply.getAcceptsecrets(),
      supportsPreview: reply.getSupportspreview(),
      acceptResources: reply.getAcceptresources(),
      acceptOutputs: reply.getAcceptoutputs(),
    };
  }

  check(urn: string, olds: PropertyMap, news: PropertyMap): Promise<CheckResult> {
    return this.checkCall("Check", urn, olds, news);
  }

  /** A Check or CheckConfig: both take a CheckRequest and answer a CheckResponse. */
  private async checkCall(method: "Check" | "CheckConfig", urn: string, olds: PropertyMap, news: PropertyMap): Promise<CheckResult> {
    const request = new this.proto.provider.CheckRequest();
    request.setUrn(urn);
    request.setOlds(this.toStruct(olds));
    request.setNews(this.toStruct(news));
    const reply = await this.call<ProviderPb.CheckResponse>(method, (client, done) =>
      method === "Check" ? client.check(request, done) : client.checkConfig(request, done),
    );
    return {
      inputs: this.fromStruct(reply.getInputs()),
      failures: reply.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  async diff(
    urn: string,
    id: string,
    olds: PropertyMap,
    news: PropertyMap,
    oldInputs?: PropertyMap,
  ): Promise<DiffResult> {
    const request = this.changeRequest(new this.proto.provider.DiffRequest(), urn, id, olds, news, oldInputs);
    const reply = await this.call<ProviderPb.DiffResponse>("Diff", (client, done) => client.diff(request, done));
    return this.diffResult(reply);
  }

  private diffResult(reply: ProviderPb.DiffResponse): DiffResult {
    const { DiffChanges } = this.proto.provider.DiffResponse;
    const kinds = Object.fromEntries(Object.entries(this.proto.provider.PropertyDiff.Kind).map(([name, kind]) => [kind, name]));
    const changes = reply.getChanges();
    return {
      changes: changes === DiffChanges.DIFF_NONE ? "none" : changes === DiffChanges.DIFF_SOME ? "some" : "unknown",
      replaces: reply.getReplacesList(),
      deleteBeforeReplace: reply.getDeletebeforereplace(),
      diffs: reply.getDiffsList(),
      ...(reply.getHasdetaileddiff() ? { detailedDiff: this.detailedDiff(reply, kinds) } : {}),
    };
  }

  private detailedDiff(reply: ProviderPb.DiffResponse, kinds: Record<number, string>): Record<string, string> {
    const detailed: Record<string, string> = {};
    reply.getDetaileddiffMap().forEach((diff, name) => (detailed[name] = kinds[diff.getKind()]));
    return detailed;
  }

  async getSchema(): Promise<string> {
    const request = new this.proto.provider.GetSchemaRequest();
    const reply = await this.call<ProviderPb.GetSchemaResponse>("GetSchema", (client, done) => client.getSchema(request, done));
    return reply.getSchema();
  }

  checkConfig(urn: string, olds: PropertyMap, news: PropertyMap): Promise<CheckResult> {
    return this.checkCall("CheckConfig", urn, olds, news);
  }

  async diffConfig(urn: string, olds: PropertyMap, news: PropertyMap): Promise<DiffResult> {
    const request = this.changeRequest(new this.proto.provider.DiffRequest(), urn, "", olds, news);
    return this.diffResult(await this.call<ProviderPb.DiffResponse>("DiffConfig", (client, done) => client.diffConfig(request, done)));
  }

  async invoke(token: string, args: PropertyMap): Promise<InvokeResult> {
    const request = new this.proto.provider.InvokeRequest();
    request.setTok(token);
    request.setArgs(this.toStruct(args));
    const reply = await this.call<ProviderPb.InvokeResponse>("Invoke", (client, done) => client.invoke(request, done));
    return {
      result: this.fromStruct(reply.getReturn()),
      failures: reply.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  /** Construct of a component resource (which no provider of this package serves). */
  async construct(): Promise<void> {
    const request = new this.proto.provider.ConstructRequest();
    await this.call("Construct", (client, done) => client.construct(request, done));
  }

  async cancel(): Promise<void> {
    await this.call("Cancel", (client, done) => client.cancel(new this.proto.empty.Empty(), done));
  }

  /** Fills the fields Diff and Update requests share. */
  private changeRequest<Request extends ChangeRequest>(
    request: Request,
    urn: string,
    id: string,
    olds: PropertyMap,
    news: PropertyMap,
    oldInputs?: PropertyMap,
  ): Request {
    request.setUrn(urn);
    request.setId(id);
    request.setOlds(this.toStruct(olds));
    request.setNews(this.toStruct(news));
    if (oldInputs) {
      request.setOldInputs(this.toStruct(oldInputs));
    }
    return request;
  }

  async create(urn: string, properties: PropertyMap, preview = false): Promise<CreateResult> {
    const request = new this.proto.provider.CreateRequest();
    request.setUrn(urn);
    request.setProperties(this.toStruct(properties));
    request.setPreview(preview);
    const reply = await this.call<ProviderPb.CreateResponse>("Create", (client, done) => client.create(request, done));
    return { id: reply.getId(), properties: this.fromStruct(reply.getProperties()) };
  }

  async read(urn: string, id: string, properties: PropertyMap, inputs?: PropertyMap): Promise<ReadResult> {
    const request = new this.proto.provider.ReadRequest();
    request.setUrn(urn);
    request.setId(id);
    request.setProperties(this.toStruct(properties));
    if (inputs) {
      request.setInputs(this.toStruct(inputs));
    }
    const reply = await this.call<ProviderPb.ReadResponse>("Read", (client, done) => client.read(request, done));
    const replyInputs = reply.getInputs();
    return {
      id: reply.getId(),
      properties: this.fromStruct(reply.getProperties()),
      ...(replyInputs ? { inputs: this.fromStruct(replyInputs) } : {}),
    };
  }

  async update(
    urn: string,
    id: string,
    olds: PropertyMap,
    news: PropertyMap,
    oldInputs?: PropertyMap,
    preview = false,
  ): Promise<UpdateResult> {
    const request = this.changeRequest(new this.proto.provider.UpdateRequest(), urn, id, olds, news, oldInputs);
    request.setPreview(preview);
    const reply = await this.call<ProviderPb.UpdateResponse>("Update", (client, done) => client.update(request, done));
    return { properties: this.fromStruct(reply.getProperties()) };
  }

  async delete(urn: string, id: string, properties: PropertyMap, oldInputs?: PropertyMap): Promise<void> {
    const request = new this.proto.provider.DeleteRequest();
    request.setUrn(urn);
    request.setId(id);
    request.setProperties(this.toStruct(properties));
    if (oldInputs) {
      request.setOldInputs(this.toStruct(oldInputs));
    }
    await this.call("Delete", (client, done) => client.delete(request, done));
  }

  /** Closes the connection and stops the host process. */
  async close(): Promise<void> {
    this.client.close();
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill();
    }
    await this.exited;
  }

  private toStruct(properties: PropertyMap | StackConfig): StructPb.Struct {
    const wire = toWire(properties, true) as Record<string, StructPb.JavaScriptValue>;
    return this.proto.struct.Struct.fromJavaScript(wire);
  }

  private fromStruct(struct: StructPb.Struct | undefined): PropertyMap {
    return struct ? (struct.toJavaScript() as PropertyMap) : {};
  }

  private async call<Reply>(
    method: string,
    invoke: (
      client: ProviderGrpcPb.ResourceProviderClient,
      done: (error: GrpcModule.ServiceError | null, reply: Reply) => void,
    ) => void,
  ): Promise<Reply> {
    const started = performance.now();
    try {
      return await new Promise<Reply>((resolve, reject) =>
        invoke(this.client, (error, reply) => (error ? reject(this.callError(method, error)) : resolve(reply))),
      );
    } finally {
      this.timings.calls.push({ method, ms: performance.now() - started });
    }
  }

  private callError(method: string, error: GrpcModule.ServiceError): ProviderCallError {
    const [statusBytes] = error.metadata?.get("grpc-status-details-bin") ?? [];
    let initFailure: InitFailure | undefined;
    if (statusBytes !== undefined && typeof statusBytes !== "string") {
      const { ErrorResourceInitFailed } = this.proto.provider;
      for (const detail of this.proto.status.Status.deserializeBinary(statusBytes).getDetailsList()) {
        const failed = detail.unpack(ErrorResourceInitFailed.deserializeBinary, initFailedType);
        if (failed) {
          initFailure = {
            id: failed.getId(),
            properties: this.fromStruct(failed.getProperties()),
            reasons: failed.getReasonsList(),
          };
        }
      }
    }
    return new ProviderCallError(method, error.code, error.details, initFailure);
  }
}

export function startProviderHost(program: InstalledProgram, options?: HostOptions): Promise<ProviderHost> {
  return ProviderHost.start(program, options);
}

/** Count and median duration of each gRPC method in `timings`. */
export function summarizeTimings(timings: HostTimings): Record<string, { count: number; medianMs: number }> {
  const byMethod = new Map<string, number[]>();
  for (const { method, ms } of timings.calls) {
    byMethod.set(method, [...(byMethod.get(method) ?? []), ms]);
  }
  const summary: Record<string, { count: number; medianMs: number }> = {};
  for (const [method, durations] of byMethod) {
    const sorted = [...durations].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const medianMs = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    summary[method] = { count: sorted.length, medianMs };
  }
  return summary;
}
