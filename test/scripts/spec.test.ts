import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COPIED_RUN_WORDS, copiedText, proseRuns } from "../../scripts/spec/copied-text";
import { DEFAULT_DOCUMENTS_DIR, missingDocuments, readDocuments, type PublishedDocument } from "../../scripts/spec/documents";
import { withoutText } from "../../scripts/spec/facts";
import { specFiles } from "../../scripts/spec/spec-files";
import { warnOpenApiDocumentsMissing } from "../helpers/openapi-documents";

const root = path.resolve(__dirname, "..", "..");
const documentsPresent = missingDocuments(DEFAULT_DOCUMENTS_DIR).length === 0;
if (!documentsPresent) warnOpenApiDocumentsMissing("spec/'s freshness and the search for the documents' prose");
const whenDocuments = documentsPresent ? describe : describe.skip;

/** A git repository in a temporary folder holding `files`, for the search of copied prose. */
function repositoryWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spec-prose-"));
  execFileSync("git", ["init", "-q"], { cwd: dir });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("withoutText", () => {
  it("drops prose at every level and keeps every field name, the names of enum values and the facts", () => {
    const schema = {
      type: "object",
      description: "prose",
      properties: {
        description: { type: "string", description: "prose", maxLength: 10 },
        summary: { type: "string", example: "prose" },
        status: { oneOf: [{ title: "Created", type: "integer", enum: [0] }], title: "prose" },
      },
    };
    expect(withoutText(schema)).toEqual({
      type: "object",
      properties: {
        description: { type: "string", maxLength: 10 },
        summary: { type: "string" },
        status: { oneOf: [{ title: "Created", type: "integer", enum: [0] }] },
      },
    });
  });
});

describe("the search for the documents' prose", () => {
  const documents: PublishedDocument[] = [
    {
      file: "core-api.json",
      area: "core",
      document: { paths: { "/x": { get: { summary: "Lists every zone that the account holds, in pages of one thousand" } } } },
    },
  ];

  it(`finds ${COPIED_RUN_WORDS} words in a row of a description, whatever their case and punctuation`, () => {
    const dir = repositoryWith({ "notes.md": "It LISTS every zone, that the account holds in pages.\n", "ok.md": "every zone\n" });
    expect(copiedText(dir, proseRuns(documents))).toEqual([
      { file: "notes.md", run: "lists every zone that the account holds in" },
    ]);
  });

  it(`lets ${COPIED_RUN_WORDS - 1} words in a row pass`, () => {
    const dir = repositoryWith({ "notes.md": "It lists every zone that the account holds.\n" });
    expect(copiedText(dir, proseRuns(documents))).toEqual([]);
  });

  it("lets an enum's names and values pass, which a description may list, but not a run with other words", () => {
    const state = {
      type: "integer",
      enum: [0, 1, 2, 3, 4],
      "x-enumNames": ["None", "Pending", "Processing", "Completed", "Failed"],
      description: "0 = None 1 = Pending 2 = Processing 3 = Completed 4 = Failed, the job is done",
    };
    const withEnum: PublishedDocument[] = [{ file: "core-api.json", area: "core", document: { components: { schemas: { State: state } } } }];
    const dir = repositoryWith({ "model.ts": "One of None (0), Pending (1), Processing (2), Completed (3), Failed (4).\n" });
    expect(copiedText(dir, proseRuns(withEnum))).toEqual([]);
    const copied = repositoryWith({ "notes.md": "2 Processing 3 Completed 4 Failed the job is done\n" });
    expect(copiedText(copied, proseRuns(withEnum))).toEqual([{ file: "notes.md", run: "2 processing 3 completed 4 failed the job" }]);
  });
});

whenDocuments("spec/, from the published documents", () => {
  const documents = documentsPresent ? readDocuments(DEFAULT_DOCUMENTS_DIR) : [];

  it.each(documentsPresent ? [...specFiles(documents)] : [])("%s is committed as `npm run spec` writes it", (file, text) => {
    const committed = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : "";
    if (committed !== text) throw new Error(`${file} is stale: run \`npm run spec\``);
  });

  it("holds every operation of the four documents", () => {
    const published = documents.flatMap(({ document }) =>
      Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item)),
    );
    const written = [...specFiles(documents).values()].flatMap((text) => (JSON.parse(text) as { operations: unknown[] }).operations);
    expect(written).toHaveLength(published.length);
  });

  it(`no file of the repository holds ${COPIED_RUN_WORDS} words in a row of the documents' prose`, () => {
    expect(copiedText(root, proseRuns(documents))).toEqual([]);
  });
});
