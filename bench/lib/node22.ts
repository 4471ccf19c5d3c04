import { config } from "../../package.json";
import { runCommand } from "./processes";

/** The Node 22 that `npm run test:node22` runs on (package.json's `config.node22`): its binary, from npm's cache. */
export async function node22Binary(): Promise<string> {
  const { stdout } = await runCommand("npm", ["exec", "--yes", `--package=${config.node22}`, "--", "node", "-p", "process.execPath"]);
  return stdout.trim();
}
