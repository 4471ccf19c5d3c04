import * as pulumi from "@pulumi/pulumi";

/**
 * A resource whose provider Pulumi's dynamic-provider host runs, registered as `pulumi.dynamic.Resource` registers
 * one: the type `pulumi-nodejs:dynamic/cloudplatform:<type>`, and in `__provider` a module text whose `handler()`
 * gives the provider. Here that text requires the type's entry module (`entryModule`, a path of `src/providers/entry`
 * that the states of every version require), where `pulumi.dynamic.Resource` stores a serialized closure doing the
 * same in about three times the bytes. Every resource's state holds the text twice, in its inputs and its outputs,
 * and the engine writes the whole state after each step of an `up` or a `destroy`: at a thousand resources that
 * writing is most of the command's time, and grows with the state. Its instances are `pulumi.dynamic.Resource`s, as
 * the package's classes have always been; only that class's constructor, which would serialize the closure, is left out.
 */
export abstract class HostedResource extends pulumi.CustomResource {
  constructor(type: string, entryModule: string, name: string, props: pulumi.Inputs, opts?: pulumi.CustomResourceOptions) {
    const provider = `exports.handler = () => require(${JSON.stringify(entryModule)});`;
    super(`pulumi-nodejs:dynamic/cloudplatform:${type}`, name, { ...props, __provider: provider }, opts);
  }
}

Object.setPrototypeOf(HostedResource.prototype, pulumi.dynamic.Resource.prototype);
