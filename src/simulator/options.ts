/** Options of {@link startSimulator}; every one is optional. */
export interface SimulatorOptions {
  /** TCP port to listen on; default 0 (a free port). The host is always 127.0.0.1. */
  port?: number;
  /** The account key the simulator accepts; default a random `sim-account-<hex>`. */
  apiKey?: string;
  /** The video library key it accepts; default a random `sim-video-<hex>`; must differ from `apiKey`. */
  videoApiKey?: string;
  /** Milliseconds of delay added to every answer; default 0. */
  latencyMs?: number;
  /** Event-log pages per zone and day (default 5). */
  eventLogPages?: number;
  /** Entries per event-log page (default 100). */
  eventLogPageSize?: number;
  /**
   * Encode only video files, as the real encoder does: an upload whose content does not open with a video
   * container's signature (MP4 or MOV, Matroska or WebM, AVI, MPEG, FLV, Ogg, ASF) is stored and then reads as
   * status `error`. Default false: every upload reads as `finished`, whatever its bytes.
   */
  encodeVideoFilesOnly?: boolean;
  /**
   * Requests per second each key may make; beyond it a request is answered 429 with a `Retry-After` of the whole
   * seconds until it would be taken. Unset (the default): no limit.
   */
  rateLimitPerSecond?: number;
  /**
   * Models how two writes to one object may undo each other: a WAF review reads its zone's rule lists, and a volume
   * PATCH its app's volumes, waits this many milliseconds, then writes back what it read with its own change, so a
   * write to the same zone or app made in between is lost. Unset (the default): every write applies at once.
   */
  writeRaceMs?: number;
}

/** Throws a TypeError naming every option that breaks its rule. */
export function checkOptions(options: SimulatorOptions): void {
  const problems: string[] = [];
  const {
    port, apiKey, videoApiKey, latencyMs, eventLogPages, eventLogPageSize, encodeVideoFilesOnly, rateLimitPerSecond, writeRaceMs,
  } = options;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    problems.push("port must be an integer from 0 to 65535");
  }
  if (apiKey !== undefined && apiKey.length === 0) problems.push("apiKey must not be empty");
  if (videoApiKey !== undefined && videoApiKey.length === 0) problems.push("videoApiKey must not be empty");
  if (apiKey !== undefined && apiKey === videoApiKey) problems.push("apiKey and videoApiKey must differ");
  if (latencyMs !== undefined && !(Number.isFinite(latencyMs) && latencyMs >= 0)) {
    problems.push("latencyMs must be a non-negative number");
  }
  if (eventLogPages !== undefined && !(Number.isInteger(eventLogPages) && eventLogPages >= 0)) {
    problems.push("eventLogPages must be a non-negative integer");
  }
  if (eventLogPageSize !== undefined && !(Number.isInteger(eventLogPageSize) && eventLogPageSize >= 1)) {
    problems.push("eventLogPageSize must be a positive integer");
  }
  if (encodeVideoFilesOnly !== undefined && typeof encodeVideoFilesOnly !== "boolean") {
    problems.push("encodeVideoFilesOnly must be a boolean");
  }
  if (rateLimitPerSecond !== undefined && !(Number.isFinite(rateLimitPerSecond) && rateLimitPerSecond > 0)) {
    problems.push("rateLimitPerSecond must be a number above 0");
  }
  if (writeRaceMs !== undefined && !(Number.isFinite(writeRaceMs) && writeRaceMs >= 0)) {
    problems.push("writeRaceMs must be a non-negative number");
  }
  if (problems.length > 0) throw new TypeError(`Invalid simulator options: ${problems.join("; ")}`);
}
