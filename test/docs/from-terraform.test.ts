// The names docs/guides/from-terraform.md gives are the package's: a resource or data function it says exists is in
// the package schema, one it says is planned is not there yet (so the page is brought up to date when it is built),
// every resource of the package is named on the page, and every client call it shows is an operation of the table.
import fs from "node:fs";
import path from "node:path";
import { apiOperations } from "../../src/api/operations";

const root = path.resolve(__dirname, "..", "..");
const guide = fs.readFileSync(path.join(root, "docs", "guides", "from-terraform.md"), "utf8");
const schema = JSON.parse(fs.readFileSync(path.join(root, "provider", "schema.json"), "utf8")) as {
  resources: Record<string, unknown>;
  functions: Record<string, unknown>;
};
const resourceNames = Object.keys(schema.resources).map((token) => token.replace("cloudplatform:index:", ""));
const functionNames = Object.keys(schema.functions).map((token) => token.replace("cloudplatform:index:", ""));

/** The cells of the table rows whose first cell names a Terraform object (`bunnynet_...`), a `\|` kept in its cell. */
function terraformRows(): string[][] {
  return guide
    .split("\n")
    .filter((line) => line.startsWith("| `bunnynet_"))
    .map((line) => line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
}

const resourceRows = terraformRows().filter((cells) => cells.length === 5);
const dataSourceRows = terraformRows().filter((cells) => cells.length === 2);

/** The names of the Markdown links of `text` whose target is under `folder` of the reference. */
function linkedNames(text: string, folder: "resources" | "functions"): string[] {
  return [...text.matchAll(new RegExp(`\\[(\\w+)\\]\\(\\.\\./reference/${folder}/`, "g"))].map((match) => match[1]);
}

/** The names in code spans of the parts of `cell` that start with "planned:". */
function plannedNames(cell: string): string[] {
  return cell
    .split(";")
    .filter((part) => part.trim().startsWith("planned:"))
    .flatMap((part) => [...part.matchAll(/`(\w+)`/g)].map((match) => match[1]));
}

describe("docs/guides/from-terraform.md names what the package has", () => {
  it("has a row for each Terraform resource and data source, each named once", () => {
    expect(resourceRows.length).toBeGreaterThanOrEqual(24);
    expect(dataSourceRows.length).toBeGreaterThanOrEqual(9);
    for (const rows of [resourceRows, dataSourceRows]) {
      const names = rows.map((cells) => cells[0]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("every resource it links as ours is in the package schema", () => {
    const linked = resourceRows.flatMap((cells) => linkedNames(cells[2], "resources"));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((name) => !resourceNames.includes(name))).toEqual([]);
  });

  it("every resource it calls planned is not in the package schema yet", () => {
    const planned = resourceRows.flatMap((cells) => plannedNames(cells[2]));
    expect(planned.filter((name) => resourceNames.includes(name))).toEqual([]);
  });

  it("every row says ours, planned or none", () => {
    const unsaid = resourceRows.filter(
      (cells) => cells[2] !== "none" && linkedNames(cells[2], "resources").length + plannedNames(cells[2]).length === 0,
    );
    expect(unsaid).toEqual([]);
  });

  it("names every resource of the package", () => {
    expect(resourceNames.filter((name) => !linkedNames(guide, "resources").includes(name))).toEqual([]);
  });

  it("every data function it links is in the schema, and every planned lookup is not yet", () => {
    const linked = dataSourceRows.flatMap((cells) => linkedNames(cells[1], "functions"));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((name) => !functionNames.includes(name))).toEqual([]);
    const plannedLookups = dataSourceRows.flatMap((cells) => [...cells[1].matchAll(/planned: a lookup of `(\w+)`/g)].map((m) => `get${m[1]}`));
    expect(plannedLookups.filter((name) => functionNames.includes(name))).toEqual([]);
  });

  it("every data source row links a data function or says where else to look", () => {
    expect(dataSourceRows.filter((cells) => linkedNames(cells[1], "functions").length === 0 && !/client\./.test(cells[1]))).toEqual([]);
  });

  it("every client call it shows is an operation of the table, `…All` only of a paged one", () => {
    const calls = [...guide.matchAll(/client\.(\w+)\.(\w+)\(/g)].map((match) => ({ group: match[1], method: match[2] }));
    expect(calls.length).toBeGreaterThan(0);
    const unknown = calls.filter(({ group, method }) => {
      const facts = (apiOperations as Record<string, { paging: string }>)[`${group}.${method.replace(/All$/, "")}`];
      return facts === undefined || (method.endsWith("All") && facts.paging === "none");
    });
    expect(unknown).toEqual([]);
  });
});
