import fs from "node:fs";
import path from "node:path";

/**
 * The committed package schema (provider/schema.json) with the release's version and the address the CLI downloads
 * the plugin from, written to `file`: what every SDK is generated from.
 */
export function writeReleaseSchema(root: string, version: string, pluginDownloadURL: string, file: string): void {
  const schema = JSON.parse(fs.readFileSync(path.join(root, "provider", "schema.json"), "utf8")) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...schema, version, pluginDownloadURL }, null, 2)}\n`);
}
