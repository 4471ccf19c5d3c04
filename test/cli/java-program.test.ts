// examples/java, as written, under the real Pulumi CLI and pulumi-java's language host (see sdk-program.ts):
// `pulumi package gen-sdk --language java` writes the SDK's sources (and Gradle files, which no Gradle here reads) into
// sdks/java; what the SDK's Gradle build adds, its version.txt and plugin.json resources, is written as that build
// writes them; pom.xml compiles the SDK's sources with the program, and the host runs `mvn compile exec:java`
// (com.pulumi:pulumi from Maven Central, through the local Maven repository, a network failure retried).
import { promises as fs } from "node:fs";
import path from "node:path";
import { javaProgram } from "../helpers/cli-stack";
import { withDownloadRetries } from "./downloads";
import { describeSdkProgram } from "./sdk-program";

const javaPackageDir = "com/cloudplatform/sdk/cloudplatform";

describeSdkProgram("examples/java through the plugin's generated SDK under the real Pulumi CLI", {
  source: javaProgram,
  async addSdk(stack) {
    const provider = "./node_modules/pulumi-cloudplatform/provider";
    const generated = await stack.run("pulumi", ["package", "gen-sdk", provider, "--language", "java", "--local", "--out", "sdks", "--non-interactive"], {});
    expect(`${generated.stdout}${generated.stderr}`).toContain("sdks/java");
    const resources = path.join(stack.programDir, "sdks", "java", "src", "main", "resources", javaPackageDir);
    await fs.mkdir(resources, { recursive: true });
    await fs.writeFile(path.join(resources, "version.txt"), "0.1.0");
    await fs.writeFile(path.join(resources, "plugin.json"), JSON.stringify({ resource: true, name: "cloudplatform", version: "0.1.0" }));
    await withDownloadRetries(() => stack.run("mvn", ["-B", "--no-transfer-progress", "-q", "compile"], { allowFailure: true }));
  },
  sources: { dir: `sdks/java/src/main/java/${javaPackageDir}`, extension: ".java" },
  typesAnything: (line) => /\bObject\b/.test(line) && !line.startsWith("import ") && !line.trim().startsWith("*"),
  // pulumi-java's codegen writes no Javadoc for an object type's class.
  documentsObjectTypes: false,
});
