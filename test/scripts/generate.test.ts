import fs from "node:fs";
import path from "node:path";
import { committedGeneratedFiles, generatedSources } from "../../scripts/generate/sources";

const root = path.resolve(__dirname, "..", "..");
const sources = generatedSources();

/** Where `committed` first differs from `generated`, by line, or undefined when they are the same. */
function firstDifference(committed: string, generated: string): string | undefined {
  if (committed === generated) {
    return undefined;
  }
  const committedLines = committed.split("\n");
  const generatedLines = generated.split("\n");
  const line = committedLines.findIndex((text, index) => text !== generatedLines[index]);
  const at = line === -1 ? committedLines.length : line;
  return `line ${at + 1}\n  committed: ${committedLines[at] ?? "(end of file)"}\n  generated: ${generatedLines[at] ?? "(end of file)"}`;
}

describe("the files `npm run generate` writes from the provider and data function definitions", () => {
  it.each([...sources.keys()])("%s is committed as generated", (file) => {
    const committed = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : "";
    const difference = firstDifference(committed, sources.get(file)!);
    if (difference !== undefined) {
      throw new Error(`${file} differs from what \`npm run generate\` writes, first at ${difference}`);
    }
  });

  it("every generated file in src/ and docs/reference/ is one the definitions still write", () => {
    const writtenThere = [...sources.keys()].filter((file) => file.startsWith("src/") || file.startsWith("docs/reference/"));
    expect(committedGeneratedFiles(root).sort()).toEqual(writtenThere.sort());
  });
});
