import { CloudPlatformError } from "./errors";

/**
 * Makes an error of this package, thrown in a Pulumi program, one whose message says it all. It is marked as
 * `pulumi.RunError` is (the member that `RunError.isInstance` looks for, so that any copy of @pulumi/pulumi sees it), so
 * that the program's runner prints the message alone, once, instead of the error through `util.inspect` with its
 * fields. Its stack is cut to that message: the runner still passes the error to `util.inspect` with colours for its
 * trace, and in Node 20 and 22 that loops until the string overflows (40 to 180 s of CPU) on a frame of
 * `node_modules/@pulumi/output.ts`, which every call from an `apply` has (nodejs/node#64011). The class and the fields
 * stay, for a program that catches the error.
 */
export function reportedByItsMessage(error: unknown): unknown {
  if (error instanceof CloudPlatformError) {
    Object.defineProperty(error, "__pulumiRunError", { value: true });
    error.stack = `${error.name}: ${error.message}`;
  }
  return error;
}
