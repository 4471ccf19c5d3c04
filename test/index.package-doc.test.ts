import { readFileSync } from "node:fs";
import path from "node:path";
import { dataFunctions } from "../src/data/definitions";
import { generatedReads, readFunctionName } from "../src/data/read-names";
import { resourceNames } from "../src/providers";
import { settingSources } from "../src/settings";

/** The package doc of `src/index.ts`, the first page of the API docs, with its line breaks and comment stars removed. */
function packageDoc(): string {
  const source = readFileSync(path.join(__dirname, "..", "src", "index.ts"), "utf8");
  const comment = source.slice(source.indexOf("/**"), source.indexOf("@packageDocumentation"));
  return comment.replace(/\n\s*\*\s?/g, " ");
}

test("the package doc names every resource, every data function but the generated reads, and every setting with its environment variable", () => {
  const doc = packageDoc();
  const reads = new Set(generatedReads().map(readFunctionName));
  expect(doc).toContain("Every other read of the API is a data function too");
  const missing = [
    ...resourceNames.map((name) => `{@link ${name}}`),
    ...Object.keys(dataFunctions).filter((name) => !reads.has(name)).map((name) => `{@link ${name}}`),
    ...Object.entries(settingSources).map(([name, { envVar }]) => `\`${name}\` (\`${envVar}\``),
  ].filter((mention) => !doc.includes(mention));
  expect(missing).toEqual([]);
});
