import type { z } from "zod";
import type { ApiCaller } from "./caller";
import type { FailureMapper } from "./failure-mapper";
import { checkInput } from "./check-input";
import type { ApiRequest } from "./request";
import type { RetryPolicy } from "./retry";
import type { ApiObject } from "./shared-objects";
import type { AnyMethod, DeclaredEndpoint, HttpMethod } from "./declared-endpoint";

/**
 * One endpoint of the API, declared once: its call makes the client's method of the same name, whose doc comment is
 * the declaration's, and the operation it names (its own name unless `operation` says otherwise) is one of the API's
 * operations.
 */
export interface Endpoint<Method extends AnyMethod, ObjectArgs extends unknown[] = []> {
  /** The operation its requests belong to, when several endpoints share one (the pages of one list). */
  operation?: string;
  method: HttpMethod;
  /** The video API (`videoUrl`, `videoApiKey`) instead of the account API (`baseUrl`, `apiKey`). */
  video?: true;
  /** Default `idempotent`; a POST says why it may be retried. */
  retry?: RetryPolicy;
  /** The object the endpoint reads: its answer is shared with the process's other reads of it. */
  reads?: (...args: ObjectArgs) => ApiObject;
  /** The object the endpoint changes: the answers of its reads are dropped before and after the call. */
  writes?: (...args: ObjectArgs) => ApiObject;
  /** Writes to the object are made one at a time, the process over. */
  oneWriteAtATime?: true;
  /** The endpoint's own errors for failures the API answered. */
  failure?: FailureMapper;
  /** A list whose 2xx shows the address to be the API's (see `confirmApiAddress`): its 404 says the address is wrong. */
  provesAddress?: true;
  /** The client's method, given what checks its arguments and makes its requests. */
  call: (endpoint: EndpointCall) => Method;
}

/** A request as an endpoint's call makes it: the declaration adds the operation, method, address, retry and failures. */
export type EndpointRequest<Result> = Omit<ApiRequest<Result>, "operation" | "method" | "video" | "retry" | "failure" | "provesAddress">;

/**
 * Declares an endpoint, its method's type taken from its call; the object it reads or writes is named by the first
 * arguments of its method.
 */
export function endpoint<
  Method extends (...args: [...ObjectArgs, ...never[]]) => unknown,
  ObjectArgs extends unknown[] = [],
  Operation extends string = never,
>(declaration: Endpoint<Method, ObjectArgs> & { operation?: Operation }): DeclaredEndpoint<Method, Operation> {
  return declaration;
}

/** What an endpoint's call is given: its arguments' check, and its requests completed from the declaration. */
export class EndpointCall {
  constructor(
    readonly api: ApiCaller,
    readonly operation: string,
    readonly declaration: SomeEndpoint,
  ) {}

  /** The arguments, keyed by parameter name, checked before any HTTP call; InputValidationError naming the operation. */
  check<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
    return checkInput(this.operation, schema, input);
  }

  request<Result>(request: EndpointRequest<Result>): ApiRequest<Result> {
    const { method, video, retry, failure, provesAddress } = this.declaration;
    return { operation: this.operation as ApiRequest<Result>["operation"], method, video, retry, failure, provesAddress, ...request };
  }

  send<Result>(request: EndpointRequest<Result>): Promise<Result> {
    return this.api.call(this.request(request));
  }
}

/** Any endpoint, its arguments unknown. */
type SomeEndpoint = Endpoint<AnyMethod, never>;

/** The whole declaration of an endpoint, which `endpoint` made. */
function declarationOf(declared: DeclaredEndpoint<AnyMethod, string>): SomeEndpoint {
  return declared as SomeEndpoint;
}

/** The method of an endpoint, given the caller, without sharing its answer. */
export function endpointMethod<Method extends AnyMethod>(api: ApiCaller, name: string, declared: DeclaredEndpoint<Method, string>): Method {
  const declaration = declarationOf(declared);
  return declaration.call(new EndpointCall(api, declaration.operation ?? name, declaration)) as Method;
}

/**
 * The method of an endpoint as the client calls it, made once for the caller: sharing the answer of its read, dropping
 * the answers its write changes.
 */
export function sharedEndpointMethod(api: ApiCaller, name: string, declared: DeclaredEndpoint<AnyMethod, string>): AnyMethod {
  const declaration = declarationOf(declared);
  const method = endpointMethod(api, name, declaration) as (...args: never[]) => Promise<unknown>;
  const { reads, writes } = declaration;
  if (reads !== undefined) return (...args: never[]) => api.objects.read(reads(...(args as never)), () => method(...args));
  if (writes === undefined) return method;
  return (...args: never[]) => {
    const written = writes(...(args as never));
    return api.objects.write(written, () => method(...args), declaration.oneWriteAtATime ? written : undefined);
  };
}
