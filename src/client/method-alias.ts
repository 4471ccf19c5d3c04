import type { ClientMethodOperation } from "../operations";

/** A function of any arguments. */
export type AnyMethod = (...args: never[]) => unknown;

/**
 * A client method that calls an operation of the table, as the aliases list it. Its errors name `operation`, or the
 * method itself; how it is made stays out of the client's public types, which name neither zod nor undici.
 */
export interface MethodAlias<Method extends AnyMethod> {
  /** The name its errors give the operation, when several methods share one (the pages of one list). */
  operation?: ClientMethodOperation;
  /** Makes the method for a caller, its errors naming the operation as given. */
  make: (api: never, named: never) => Method;
}

/** The method of each alias: the arguments' names, and the alias's doc comment. */
export type AliasMethods<Aliases> = {
  [Name in keyof Aliases]: Aliases[Name] extends MethodAlias<infer Method> ? Method : never;
};

/** The name each alias's errors give its operation (its `operation`, else its own name), as a list. */
export type AliasOperations<Aliases> = {
  [Name in keyof Aliases]: Aliases[Name] extends { operation?: infer Operation }
    ? [Exclude<Operation, undefined>] extends [never]
      ? Name
      : Exclude<Operation, undefined>
    : Name;
}[keyof Aliases][];
