// examples/python, as written, under the real Pulumi CLI (see sdk-program.ts): `pulumi package add` generates the
// cloudplatform_sdk SDK and installs it, with the pulumi SDK from PyPI, into a virtualenv in the temporary program
// folder (pip's download cache reused, a network failure retried).
import { promises as fs } from "node:fs";
import path from "node:path";
import { pythonProgram } from "../helpers/cli-stack";
import { describeSdkProgram, packageAdd } from "./sdk-program";

describeSdkProgram("examples/python through the plugin's generated SDK under the real Pulumi CLI", {
  source: pythonProgram,
  async addSdk(stack) {
    const added = await packageAdd(stack, { PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_PROGRESS_BAR: "off" });
    expect(added.stdout).toContain("import cloudplatform_sdk as cloudplatform");
    const requirements = await fs.readFile(path.join(stack.programDir, "requirements.txt"), "utf8");
    expect(requirements.split("\n")).toContain("sdks/cloudplatform");
    const installed = await stack.run("venv/bin/python", ["-c", "import cloudplatform_sdk, pulumi; print(pulumi.__file__)"], {});
    expect(installed.stdout).toContain(path.join(stack.programDir, "venv"));
  },
  // Each page's program run under Pulumi's mocks in the program's virtualenv (programs/python-examples).
  async checkPageExamples(stack, examples) {
    const folder = path.join(stack.programDir, "..", "page-examples");
    await fs.mkdir(folder, { recursive: true });
    const files = examples.map((example) => path.join(folder, `${example.name}.py`));
    await Promise.all(examples.map((example, index) => fs.writeFile(files[index], `${example.python.join("\n")}\n`)));
    const ran = await stack.run("venv/bin/python", [path.join(__dirname, "programs", "python-examples", "run_examples.py"), ...files], {});
    expect(ran.stdout.trim().split("\n")).toEqual(files.map((file) => `ran ${file}`));
  },
  importing: {
    file: "imported.py",
    declaration: 'logs = cloudplatform.Volume("logs"',
    // The generated file repeats the program's imports, which Python allows.
    add: (programDir, code) => fs.appendFile(path.join(programDir, "__main__.py"), `\n${code}`),
  },
  sources: { dir: "sdks/cloudplatform/cloudplatform_sdk", extension: ".py" },
  // An output type with translated property names gets dict-style accessors typed Any (generated boilerplate).
  typesAnything: (line) =>
    /\bAny\b/.test(line) && !line.startsWith("from typing import") && !/^\s*def (__getitem__|get)\(self, key: str\b/.test(line),
});
