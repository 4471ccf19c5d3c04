/**
 * A dynamic provider for every resource of the big stack that makes no API call: it only waits `requestMs` (the time a
 * request takes) for each request no provider can avoid, run as DESIGN's rules allow. `up`: a WAF review's write, in turn with the other
 * writes to its zone; a volume's write, in turn with the app's, after one read of the app's volume list; a
 * certificate's completion after one read of the pull zone list; a video's create. Refresh: one read of each object.
 * Destroy: a video's delete. Each command runs in a new host process, so each reads every object once.
 */
export function bigStackFloorProvider(requestMs: number): string {
  return `exports.handler = () => {
  const request = () => new Promise((resolve) => setTimeout(resolve, ${requestMs}));
  const queues = new Map();
  const inTurn = (object) => {
    const done = (queues.get(object) || Promise.resolve()).then(request);
    queues.set(object, done);
    return done;
  };
  const reads = new Map();
  const readOnce = (object) => {
    if (!reads.has(object)) reads.set(object, request());
    return reads.get(object);
  };
  const objectOf = (id, props) =>
    props.shieldZoneId !== undefined ? "zone " + props.shieldZoneId
    : props.appId !== undefined ? "app " + props.appId
    : props.hostname !== undefined ? "pull zone list"
    : "video " + id;
  return {
    async check(olds, news) { return { inputs: news }; },
    async create(inputs) {
      if (inputs.shieldZoneId !== undefined) await inTurn(objectOf("", inputs));
      else if (inputs.appId !== undefined) { await readOnce(objectOf("", inputs)); await inTurn(objectOf("", inputs)); }
      else if (inputs.hostname !== undefined) { await readOnce(objectOf("", inputs)); await request(); }
      else await request();
      return { id: String(inputs.ruleId || inputs.volumeId || inputs.hostname || inputs.title), outs: inputs };
    },
    async read(id, props) { await readOnce(objectOf(id, props)); return { id, props }; },
    async delete(id, props) { if (props.libraryId !== undefined) await request(); },
  };
};`;
}
