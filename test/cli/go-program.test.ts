// examples/go, as written, under the real Pulumi CLI (see sdk-program.ts): `pulumi package add` generates the Go SDK,
// points the program's go.mod at it and runs `go mod tidy` (github.com/pulumi/pulumi/sdk/v3 from the module proxy,
// through the machine's module cache, a network failure retried); the language host runs `go build` of the program.
import { promises as fs } from "node:fs";
import path from "node:path";
import { moduleName } from "../../scripts/generate/resource-sources";
import { goProgram } from "../helpers/cli-stack";
import { describeSdkProgram, packageAdd } from "./sdk-program";

const sdkModule = "github.com/cloudplatform/pulumi-cloudplatform/sdk/go";

describeSdkProgram("examples/go through the plugin's generated SDK under the real Pulumi CLI", {
  source: goProgram,
  async addSdk(stack) {
    const added = await packageAdd(stack);
    expect(added.stdout).toContain(`"${sdkModule}/cloudplatform"`);
    const goMod = await fs.readFile(path.join(stack.programDir, "go.mod"), "utf8");
    expect(goMod).toContain(`replace ${sdkModule} => ./sdks/cloudplatform`);
    await stack.run("go", ["build", "-o", path.join(stack.programDir, "..", "program"), "."], {});
  },
  // Each page's program in a folder of its own in the program's module, which points at the generated SDK; gofmt
  // lists none, and go vet compiles and vets them all.
  async checkPageExamples(stack, examples) {
    const folder = path.join(stack.programDir, "page-examples");
    for (const example of examples) {
      await fs.mkdir(path.join(folder, moduleName(example.name)), { recursive: true });
      await fs.writeFile(path.join(folder, moduleName(example.name), "main.go"), `${example.go.join("\n")}\n`);
    }
    expect((await stack.run("gofmt", ["-l", "page-examples"], {})).stdout).toBe("");
    await stack.run("go", ["vet", "./page-examples/..."], {});
  },
  importing: {
    file: "imported.go",
    declaration: 'cloudplatform.NewVolume(ctx, "logs"',
    add: async (programDir, code) => {
      // The body of the generated program's pulumi.Run, in a block of its own, before the program's exports.
      const body = code.slice(code.indexOf("error {") + "error {".length, code.lastIndexOf("return nil"));
      const mainFile = path.join(programDir, "main.go");
      const main = await fs.readFile(mainFile, "utf8");
      await fs.writeFile(mainFile, main.replace('\t\tctx.Export("volumeName"', `\t\t{${body}}\n\t\tctx.Export("volumeName"`));
    },
  },
  sources: { dir: "sdks/cloudplatform/cloudplatform", extension: ".go" },
  // pulumi.All(...).ApplyT(func(vs []interface{}) ...) is how the generated Output accessors of every type read.
  typesAnything: (line) => /interface\{\}|\bany\b/.test(line) && !line.trim().startsWith("//") && !line.includes("func(vs []interface{})"),
});
