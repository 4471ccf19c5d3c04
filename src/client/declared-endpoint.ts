/** A function of any arguments. */
export type AnyMethod = (...args: never[]) => unknown;

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * An endpoint as its area module exports it: the client's method its call makes and the operation it names. The rest
 * of its declaration (`Endpoint`) stays out of the client's public types, which name neither zod nor undici.
 */
export interface DeclaredEndpoint<Method extends AnyMethod, Operation extends string = never> {
  /** The operation its requests belong to, when several endpoints share one (the pages of one list). */
  operation?: Operation;
  method: HttpMethod;
  /** The client's method, given what checks its arguments and makes its requests. */
  call: (endpoint: never) => Method;
}

/** The method of each endpoint, as its call declares it: the arguments' names, and the declaration's doc comment. */
export type EndpointMethods<Endpoints> = {
  [Name in keyof Endpoints]: Endpoints[Name] extends DeclaredEndpoint<infer Method, string> ? Method : never;
};

/** The operation of each endpoint (its `operation`, else its name), as a list. */
export type OperationList<Endpoints> = {
  [Name in keyof Endpoints]: Endpoints[Name] extends { operation?: infer Operation }
    ? [Exclude<Operation, undefined>] extends [never]
      ? Name
      : Exclude<Operation, undefined>
    : Name;
}[keyof Endpoints][];
