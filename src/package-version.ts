import { readFileSync } from "node:fs";
import path from "node:path";

/** The package's version, from its package.json (one folder up from both `src` and `dist`). */
export const packageVersion: string = JSON.parse(readFileSync(path.join(__dirname, "..", "package.json"), "utf8")).version;
