import { WAF_RULE_ACTION_CODES } from "../../src/schemas/shield";
import { bareRequestSource } from "./bare-requests";

/**
 * A dynamic provider for every resource of the big stack that makes only the requests no provider can avoid, each by
 * a bare request (`bareRequestSource`), run as DESIGN's rules allow. `up`: a WAF review's write, in turn with the other
 * writes to its zone; a volume's write, in turn with the app's, after one read of the app's volume list; a
 * certificate's completion after one read of the pull zone list; a video's create. Refresh: one read of each object.
 * Destroy: a video's delete. Each command runs in a new host process, so each reads every object once. DESIGN's 429
 * rule at its simplest: a 429 pauses every request to that API for its Retry-After, then the request is made again.
 */
export function bigStackFloorProvider(maxSockets: number): string {
  return `exports.handler = () => {
  const send = ${bareRequestSource(maxSockets)};
  const actionCodes = ${JSON.stringify(WAF_RULE_ACTION_CODES)};
  const config = {};
  const pausedUntil = { account: 0, video: 0 };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const request = async (method, api, path, json) => {
    for (;;) {
      if (pausedUntil[api] > Date.now()) await sleep(pausedUntil[api] - Date.now());
      const video = api === "video";
      const answer = await send(method, (video ? config.videoUrl : config.baseUrl) + path, video ? config.videoApiKey : config.apiKey, json);
      if (answer.status === 429) {
        pausedUntil[api] = Math.max(pausedUntil[api], Date.now() + Number(answer.retryAfter) * 1000);
        continue;
      }
      if (answer.status >= 300) throw new Error(method + " " + path + " answered " + answer.status + ": " + answer.text);
      return answer.text;
    }
  };
  const queues = new Map();
  const inTurn = (object, write) => {
    const done = (queues.get(object) || Promise.resolve()).then(write);
    queues.set(object, done.catch(() => undefined));
    return done;
  };
  const reads = new Map();
  const readOnce = (props, id) => {
    const [object, path, api] =
      props.shieldZoneId !== undefined ? ["zone " + props.shieldZoneId, "/shield/shield-zone/" + props.shieldZoneId, "account"]
      : props.appId !== undefined ? ["app " + props.appId, "/mc/apps/" + props.appId + "/volumes", "account"]
      : props.hostname !== undefined ? ["pull zone list", "/pullzone?includeCertificate=false", "account"]
      : ["video " + id, "/library/" + props.libraryId + "/videos/" + id, "video"];
    if (!reads.has(object)) reads.set(object, request("GET", api, path));
    return reads.get(object);
  };
  return {
    async configure(req) {
      for (const name of ["baseUrl", "videoUrl", "apiKey", "videoApiKey"]) config[name] = req.config.get("cloudplatform:" + name);
    },
    async check(olds, news) { return { inputs: news }; },
    async create(inputs) {
      if (inputs.shieldZoneId !== undefined) {
        const review = { ruleId: inputs.ruleId, action: actionCodes[inputs.action] };
        await inTurn("zone " + inputs.shieldZoneId, () => request("POST", "account", "/shield/waf/rules/review-triggered/" + inputs.shieldZoneId, review));
        return { id: inputs.shieldZoneId + "/" + inputs.ruleId, outs: inputs };
      }
      if (inputs.appId !== undefined) {
        await readOnce(inputs);
        await inTurn("app " + inputs.appId, () => request("PATCH", "account", "/mc/apps/" + inputs.appId + "/volumes/" + inputs.volumeId, { size: inputs.size }));
        return { id: inputs.appId + "/" + inputs.volumeId, outs: inputs };
      }
      if (inputs.hostname !== undefined) {
        await readOnce(inputs);
        await request("POST", "account", "/pullzone/completeExternalDnsCertificate", { Hostname: inputs.hostname });
        return { id: inputs.hostname, outs: inputs };
      }
      const created = await request("POST", "video", "/library/" + inputs.libraryId + "/videos", { title: inputs.title });
      return { id: JSON.parse(created).guid, outs: inputs };
    },
    async read(id, props) { await readOnce(props, id); return { id, props }; },
    async delete(id, props) {
      if (props.libraryId !== undefined) await request("DELETE", "video", "/library/" + props.libraryId + "/videos/" + id);
    },
  };
};`;
}
