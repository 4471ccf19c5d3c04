// The README, the guides and the reference work where a user reads them: in node_modules, from the packed package.
// Every Markdown page the package ships links only files it ships; a page of the repository outside the package is
// linked by its address in the repository (package.json's `repository`), and that address names a file here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { relativeLinks } from "../helpers/markdown-links";

const root = path.resolve(__dirname, "..", "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { repository: { url: string } };
/** The repository's address for a file of its default branch, e.g. `https://github.com/o/r/blob/HEAD/`. */
const repositoryFiles = `${manifest.repository.url.replace(/^git\+/, "").replace(/\.git$/, "")}/blob/HEAD/`;

/** The files `npm pack` puts in the package, by path relative to the repository (the build's output if built). */
function packedFiles(): string[] {
  const listing = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" });
  return (JSON.parse(listing) as { files: { path: string }[] }[])[0].files.map((file) => file.path);
}

const packed = packedFiles();
const shippedPages = packed.filter((file) => file.endsWith(".md"));

describe("the Markdown pages the package ships", () => {
  it("include the README, every guide and every reference page", () => {
    const pagesOf = (folder: string) =>
      fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".md")).map((file) => path.join(folder, file));
    expect(shippedPages).toEqual(expect.arrayContaining(["README.md", ...pagesOf("docs/guides"), ...pagesOf("docs/reference")]));
  });

  it.each(shippedPages)("%s links only files the package ships", (page) => {
    const outside = relativeLinks(fs.readFileSync(path.join(root, page), "utf8"))
      .filter((link) => link.path !== "")
      .map((link) => path.relative(root, path.resolve(root, path.dirname(page), decodeURI(link.path))))
      .filter((target) => !packed.includes(target) && !packed.some((file) => file.startsWith(`${target}/`)));
    expect(outside).toEqual([]);
  });

  it.each(shippedPages)("%s links the repository's own files by addresses that name files of the repository", (page) => {
    const text = fs.readFileSync(path.join(root, page), "utf8");
    const missing = [...text.matchAll(/\]\((https:\/\/[^)\s#]+)/g)]
      .map((match) => match[1])
      .filter((address) => address.startsWith(repositoryFiles))
      .map((address) => decodeURI(address.slice(repositoryFiles.length)))
      .filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });
});
