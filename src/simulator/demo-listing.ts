import { apiOperations, type ApiOperationName } from "../api/operations";
import { DEMO, DEMO_OBJECTS } from "./demo-account";

/** Where a simulator listens and the keys it accepts, as the listing needs them. */
export interface ListedSimulator {
  /** "http://127.0.0.1:PORT". */
  baseUrl: string;
  /** The same server under the video API's prefix. */
  videoUrl: string;
  /** The account key. */
  apiKey: string;
  /** The video library key. */
  videoApiKey: string;
}

/** The change the listing prints: the demo volume resized, as the quickstart's Volume then finds it on a refresh. */
const DRIFT: { operation: ApiOperationName; params: Record<string, string>; body: Record<string, unknown> } = {
  operation: "containerApps.updateVolume",
  params: { appId: DEMO.app.id, volumeId: DEMO.app.volumes[0].id },
  body: { size: 30 },
};

/** A word for a POSIX shell: in single quotes, a quote inside closing and reopening them. */
function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** The `curl` line that makes a request of `operation` with these path parameters and body to `sim`. */
function curlLine(sim: ListedSimulator, { operation, params, body }: typeof DRIFT): string {
  const facts = apiOperations[operation];
  const path = facts.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const url = `${facts.host === "video" ? sim.videoUrl : sim.baseUrl}${path}`;
  const key = facts.key === "video" ? sim.videoApiKey : sim.apiKey;
  const headers = [`AccessKey: ${key}`, "Content-Type: application/json"].map((header) => `-H ${shellQuoted(header)}`).join(" ");
  return `curl -X ${facts.method} ${headers} -d ${shellQuoted(JSON.stringify(body))} ${url}`;
}

/**
 * What the simulator command prints after its settings: the demo objects by area (area, what, name, id), and a `curl`
 * line that changes one of them through the API as an edit in the dashboard would.
 */
export function demoListing(sim: ListedSimulator): string {
  const rows = DEMO_OBJECTS.map((object) => [object.area, object.what, object.name, `id ${object.id}`]);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const table = rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join("  ")}`.trimEnd());
  const volume = DEMO.app.volumes[0];
  return [
    "The demo account, the same on every start:",
    ...table,
    "",
    `To see drift, resize volume ${volume.id} of app ${DEMO.app.id} as an edit in the dashboard would, then refresh:`,
    curlLine(sim, DRIFT),
    "",
  ].join("\n");
}
