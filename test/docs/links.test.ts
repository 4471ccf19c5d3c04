// Every relative link and `#anchor` of the README, the guides and the reference leads somewhere: the file or folder
// exists, and an anchor names a heading of the Markdown file it points at, by GitHub's rules.
import fs from "node:fs";
import path from "node:path";
import { headingAnchor, headingAnchors, relativeLinks } from "../helpers/markdown-links";

const root = path.resolve(__dirname, "..", "..");

/** The Markdown files under `folder` (relative to the repository), in every subfolder. */
function markdownFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join(folder, file))
    .sort();
}

const checkedFiles = ["README.md", ...markdownFilesUnder("docs/guides"), ...markdownFilesUnder("docs/reference")];

/** What is wrong with each link of `file` that leads nowhere, one line each. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const link of relativeLinks(fs.readFileSync(path.join(root, file), "utf8"))) {
    const target = link.path === "" ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURI(link.path));
    const where = `${file}:${link.line}: (${link.target})`;
    if (!fs.existsSync(target)) {
      broken.push(`${where} ${path.relative(root, target)} does not exist`);
    } else if (link.anchor !== undefined && target.endsWith(".md") && !headingAnchors(fs.readFileSync(target, "utf8")).has(link.anchor)) {
      broken.push(`${where} ${path.relative(root, target)} has no heading whose anchor is #${link.anchor}`);
    }
  }
  return broken;
}

describe("links of the README, the guides and the reference", () => {
  it("checks the README, every guide and every reference page", () => {
    expect(checkedFiles).toEqual(expect.arrayContaining(["README.md", "docs/guides/README.md", "docs/reference/README.md", "docs/reference/resources/volume.md"]));
    expect(checkedFiles.filter((file) => file.startsWith("docs/guides/")).length).toBeGreaterThanOrEqual(10);
  });

  it.each(checkedFiles)("every relative link and anchor of %s resolves", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it("the README links every guide, and the reference index too", () => {
    const guides = markdownFilesUnder("docs/guides").filter((file) => file !== path.join("docs/guides", "README.md"));
    const linkedFrom = (file: string) =>
      new Set(relativeLinks(fs.readFileSync(path.join(root, file), "utf8")).map((link) => path.join(path.dirname(file), link.path)));
    const fromReadme = linkedFrom("README.md");
    const fromIndex = linkedFrom("docs/reference/README.md");
    expect(guides.filter((guide) => !fromReadme.has(guide))).toEqual([]);
    expect(guides.filter((guide) => !fromIndex.has(guide))).toEqual([]);
  });
});

describe("the anchors and links the check reads, by GitHub's rules", () => {
  it("makes a heading's anchor as GitHub does", () => {
    expect(headingAnchor("After an interrupted `pulumi up`")).toBe("after-an-interrupted-pulumi-up");
    expect(headingAnchor("Several accounts: explicit providers")).toBe("several-accounts-explicit-providers");
    expect(headingAnchor("The package in your stack's state")).toBe("the-package-in-your-stacks-state");
    expect(headingAnchor("`pulumi destroy` and objects it only forgets")).toBe("pulumi-destroy-and-objects-it-only-forgets");
    expect(headingAnchor("A [linked](x.md) heading_with snake")).toBe("a-linked-heading_with-snake");
  });

  it("numbers repeated headings and ignores headings and links inside code", () => {
    const markdown = "# Usage\n\n## Usage\n\n```sh\n# not a heading\n[not](a-link.md)\n```\n\nSee `[code](no.md)` and [a](b.md#c).\n";
    expect([...headingAnchors(markdown)]).toEqual(["usage", "usage-1"]);
    expect(relativeLinks(markdown)).toEqual([{ line: 10, target: "b.md#c", path: "b.md", anchor: "c" }]);
  });

  it("leaves links to other sites out", () => {
    expect(relativeLinks("[site](https://www.pulumi.com/docs/) [mail](mailto:a@b.c) [here](#usage)")).toEqual([
      { line: 1, target: "#usage", path: "", anchor: "usage" },
    ]);
  });
});
