/**
 * A create or update that failed after the API took part of the work. The dynamic-provider host turns an error with
 * `id` into "created but failed to initialise": the engine records `properties` as the resource's state, so the next
 * `pulumi up` continues from what was done instead of starting over (or orphaning it).
 */
export class PartiallyAppliedError extends Error {
  readonly reasons: string[];
  readonly properties: Record<string, unknown>;

  /**
   * @param id The resource id to record.
   * @param properties The outputs to record; `__provider` is copied from `inputs`, since the host does not add it to
   *   an error's properties and a later refresh or destroy needs it to load the provider.
   */
  constructor(
    readonly id: string,
    properties: object,
    inputs: object,
    message: string,
    cause: Error,
  ) {
    super(message, { cause });
    this.properties = { ...properties, __provider: (inputs as { __provider?: unknown }).__provider };
    this.reasons = [cause.message];
  }
}
