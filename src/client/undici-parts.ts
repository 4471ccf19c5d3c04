import type * as undici from "undici";

/*
 * The parts of undici the transport uses, each from its own module. undici's main module also loads fetch,
 * WebSocket, the HTTP cache and the mock agents: about 90 more modules, compiled by every provider process before its
 * first request. test/client/first-call-loading.test.ts checks that each is the one undici exports.
 */

export type Pool = undici.Pool;
export type PoolOptions = undici.Pool.Options;
export const Pool: typeof undici.Pool = require("undici/lib/dispatcher/pool.js");

export type EnvHttpProxyAgent = undici.EnvHttpProxyAgent;
export const EnvHttpProxyAgent: typeof undici.EnvHttpProxyAgent = require("undici/lib/dispatcher/env-http-proxy-agent.js");

export const { ResponseExceededMaxSizeError } = require("undici/lib/core/errors.js") as typeof undici.errors;

/** undici's base of every dispatcher, given the methods its main module gives it. */
export const Dispatcher: typeof undici.Dispatcher = require("undici/lib/dispatcher/dispatcher.js");
// request, stream, pipeline, connect and upgrade: the proxy agent opens its tunnels with connect.
Object.assign(Dispatcher.prototype, require("undici/lib/api/index.js"));
