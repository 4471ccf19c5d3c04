// examples/typescript-plugin, as written, under the real Pulumi CLI (see sdk-program.ts): `pulumi package gen-sdk`
// writes the Node SDK (cloudplatform-sdk) from the plugin, which the program imports, with an explicit provider.
import { promises as fs } from "node:fs";
import path from "node:path";
import { typescriptPluginProgram } from "../helpers/cli-stack";
import { installNodeSdk } from "../helpers/node-sdk";
import { describeSdkProgram } from "./sdk-program";

describeSdkProgram("examples/typescript-plugin through the plugin's generated Node SDK under the real Pulumi CLI", {
  source: typescriptPluginProgram,
  createOptions: { extraPackages: ["typescript", "@types/node"] },
  addSdk: installNodeSdk,
  importing: {
    file: "imported.ts",
    declaration: 'new cloudplatform.Volume("logs"',
    // The generated file's imports are the program's own already.
    add: (programDir, code) => fs.appendFile(path.join(programDir, "index.ts"), `\n${code.replace(/^import .*\n/gm, "")}`),
  },
  sources: { dir: "sdks/nodejs", extension: ".ts" },
  // A property typed anything; boilerplate casts (`null as any`, `isInstance(obj: any)`) type no property.
  typesAnything: (line) => /(Input|Output)<[^>]*\bany\b|\bany\[\]|^\s*(readonly\s+)?\w+\??: any\b/.test(line),
  checksDriftAndErrors: true,
});
