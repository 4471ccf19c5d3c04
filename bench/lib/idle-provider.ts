/**
 * A dynamic provider for any resource that makes no request: create answers a new id, read the state as it is, delete
 * nothing. Under the CLI it measures the engine's own cost (the CLI, the program, the host and gRPC).
 */
export const idleProvider = `exports.handler = () => ({
  async check(olds, news) { return { inputs: news }; },
  async create(inputs) { return { id: require("node:crypto").randomUUID(), outs: inputs }; },
  async read(id, props) { return { id, props }; },
  async delete() {},
});`;
