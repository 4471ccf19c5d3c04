// examples/typescript-plugin, as written, under the real Pulumi CLI (see sdk-program.ts): `pulumi package gen-sdk`
// writes the Node SDK (cloudplatform-sdk) from the plugin, which the program imports, with an explicit provider.
// `npm install ./sdks/nodejs` is done as npm does it without the registry: the SDK's own postinstall script compiles it
// with the program's TypeScript, and node_modules gets a link to it.
import { promises as fs } from "node:fs";
import path from "node:path";
import { typescriptPluginProgram } from "./cli-stack";
import { describeSdkProgram } from "./sdk-program";

describeSdkProgram("examples/typescript-plugin through the plugin's generated Node SDK under the real Pulumi CLI", {
  source: typescriptPluginProgram,
  createOptions: { extraPackages: ["typescript", "@types/node"] },
  async addSdk(stack) {
    const provider = "./node_modules/pulumi-cloudplatform/provider";
    const generated = await stack.run("pulumi", ["package", "gen-sdk", provider, "--language", "nodejs", "--local", "--out", "sdks", "--non-interactive"], {});
    expect(`${generated.stdout}${generated.stderr}`).toContain("sdks/nodejs");
    const sdkDir = path.join(stack.programDir, "sdks", "nodejs");
    expect(JSON.parse(await fs.readFile(path.join(sdkDir, "package.json"), "utf8")).name).toBe("cloudplatform-sdk");
    await stack.run("sh", ["-c", 'cd sdks/nodejs && PATH="$PWD/../../node_modules/.bin:$PATH" node scripts/postinstall.js'], {});
    // The program's node_modules is a link to the shared install: it becomes a folder of links to its entries, and one
    // to the SDK.
    const modules = path.join(stack.programDir, "node_modules");
    const installed = await fs.realpath(modules);
    await fs.rm(modules);
    await fs.mkdir(modules);
    for (const entry of await fs.readdir(installed)) await fs.symlink(path.join(installed, entry), path.join(modules, entry));
    await fs.symlink(sdkDir, path.join(modules, "cloudplatform-sdk"), "dir");
  },
  importedFile: "imported.ts",
  importedDeclaration: 'new cloudplatform.Volume("logs"',
  // The generated file's imports are the program's own already.
  addImported: (programDir, code) =>
    fs.appendFile(path.join(programDir, "index.ts"), `\n${code.replace(/^import .*\n/gm, "")}`),
  sources: { dir: "sdks/nodejs", extension: ".ts" },
  // A property typed anything; boilerplate casts (`null as any`, `isInstance(obj: any)`) type no property.
  typesAnything: (line) => /(Input|Output)<[^>]*\bany\b|\bany\[\]|^\s*(readonly\s+)?\w+\??: any\b/.test(line),
});
