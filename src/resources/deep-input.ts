import type * as pulumi from "@pulumi/pulumi";

/**
 * A value of type `T` as a resource takes it: the whole value, any of its properties at any depth (an optional one
 * stays optional) and any element of its lists may be a Pulumi input (an output of another resource, or a promise),
 * so that a nested field can name another resource's output, such as a container's `imageRegistryId` from a
 * `ContainerRegistry`.
 */
export type DeepInput<T> = pulumi.Input<
  T extends (infer E)[] ? DeepInput<E>[] : T extends object ? { [K in keyof T]: DeepInput<Exclude<T[K], undefined>> } : T
>;
