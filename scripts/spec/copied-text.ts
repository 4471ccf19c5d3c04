import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { PublishedDocument } from "./documents";

/** How many words in a row, taken from the documents' prose, count as copied text. */
export const COPIED_RUN_WORDS = 8;

/** Keys whose string values are the documents' prose. */
const PROSE_KEYS = new Set(["description", "summary", "example", "x-deprecatedMessage", "operationId", "title"]);

/** A text's words, lower case, in order. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Every run of COPIED_RUN_WORDS words of `list`, joined by spaces. */
function runs(list: string[]): string[] {
  const found: string[] = [];
  for (let start = 0; start + COPIED_RUN_WORDS <= list.length; start++) {
    found.push(list.slice(start, start + COPIED_RUN_WORDS).join(" "));
  }
  return found;
}

/** Keys whose values name the values of an enum: facts the project keeps, not prose. */
const ENUM_NAME_KEYS = new Set(["x-enumNames", "x-enum-varnames", "enum"]);

/** The words of the documents' enum names and values. */
function enumWords(documents: PublishedDocument[]): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) {
        if (key !== undefined && ENUM_NAME_KEYS.has(key) && typeof item === "string") words(item).forEach((word) => found.add(word));
        else visit(item);
      }
    } else if (node !== null && typeof node === "object") {
      for (const [childKey, value] of Object.entries(node)) visit(value, childKey);
    }
  };
  for (const { document } of documents) visit(document);
  return found;
}

/**
 * Every run of COPIED_RUN_WORDS words in the prose of the documents, but those made only of enum names and numbers:
 * a description that lists an enum's values (`0 = None, 1 = Pending`) says what the enum's names already say, which
 * the project keeps as facts.
 */
export function proseRuns(documents: PublishedDocument[]): Set<string> {
  const found = new Set<string>();
  const facts = enumWords(documents);
  const isFact = (word: string) => /^[0-9]+$/.test(word) || facts.has(word);
  const visit = (node: unknown, key?: string): void => {
    if (typeof node === "string") {
      if (key === undefined || !PROSE_KEYS.has(key)) return;
      for (const run of runs(words(node))) if (!run.split(" ").every(isFact)) found.add(run);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, key);
    } else if (node !== null && typeof node === "object") {
      for (const [childKey, value] of Object.entries(node)) visit(value, childKey);
    }
  };
  for (const { document } of documents) visit(document);
  return found;
}

/** A file of the repository that holds a run of the documents' prose, and the first such run. */
export interface CopiedText {
  file: string;
  run: string;
}

/** The files of the repository at `root` (committed or not, but not ignored) that hold a run of `prose`. */
export function copiedText(root: string, prose: Set<string>): CopiedText[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter((file) => file !== "" && fs.existsSync(path.join(root, file)));
  const found: CopiedText[] = [];
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file));
    if (content.includes(0)) continue;
    const run = runs(words(content.toString("utf8"))).find((candidate) => prose.has(candidate));
    if (run !== undefined) found.push({ file, run });
  }
  return found;
}
