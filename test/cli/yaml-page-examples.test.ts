// Every reference page's YAML example, as one program (each page's names prefixed with the page's file name so that
// none clash), previewed through the plugin under the real Pulumi CLI against the simulator: the YAML runtime checks
// each resource's type and properties and each function's arguments against the package schema, the plugin checks
// every resource's inputs, and the data functions are called on the simulator's demo account.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mediaFolder } from "../../scripts/example/quickstart";
import { referenceExamples } from "../../scripts/generate/reference/examples/page-examples";
import { yamlProgram } from "../../scripts/generate/reference/examples/yaml";
import { apiOperations } from "../../src/api/operations";
import { generatedReads } from "../../src/data/read-names";
import { moduleName } from "../../scripts/generate/resource-sources";
import { useSimulatedStack } from "../helpers/cli-stack";

const examples = referenceExamples();
const sections = examples.map((example) => example.yamlSections(moduleName(example.name)));
const source = path.join(os.tmpdir(), `cloudplatform-page-examples-${process.pid}`, "page-examples");

/** The program: the plugin of the installed package, the sections of every example, and the files they upload. */
async function writeProgram(): Promise<void> {
  await fs.mkdir(path.join(source, "media"), { recursive: true });
  const program = [
    "name: cloudplatform-page-examples",
    "runtime: yaml",
    "plugins:",
    "  providers:",
    "    - name: cloudplatform",
    "      path: ./node_modules/.bin",
    ...yamlProgram(sections),
  ];
  await fs.writeFile(path.join(source, "Pulumi.yaml"), `${program.join("\n")}\n`);
  for (const file of ["intro.mp4", "trailer.mp4"]) {
    await fs.copyFile(path.join(mediaFolder, "sample-video.mp4"), path.join(source, "media", file));
  }
}

describe("the reference pages' YAML examples under the real Pulumi CLI", () => {
  beforeAll(writeProgram);
  const current = useSimulatedStack(source);
  afterAll(() => fs.rm(path.dirname(source), { recursive: true, force: true }));

  test("one preview of every example plans each resource's create and calls each data function", async () => {
    const preview = await current.stack.pulumi(["preview", "--json"]);
    const { steps } = JSON.parse(preview.stdout) as { steps: { op: string; urn: string }[] };
    const created = steps.filter((step) => step.op === "create" && step.urn.includes("::cloudplatform:index:")).map((step) => step.urn.split("::").pop());
    const declared = sections.flatMap((section) => section.resources.filter((line) => /^ {2}\S+:$/.test(line)).map((line) => line.trim().slice(0, -1)));
    expect(created.sort()).toEqual(declared.sort());
    // The preview writes nothing; each data function reads the demo account (both DNS lookups through the zone's read).
    const requests = current.simulator.requests;
    expect(requests.filter((request) => request.method !== "GET" || request.status >= 300).map((request) => request.path)).toEqual([]);
    const routes = new Set<string>(requests.map((request) => request.route));
    const written = ["dnsZones.get", "getBotDetectionMetrics", "getContainerTemplate", "getPartnerContract", "getShieldEventLogs"];
    expect(written.filter((route) => !routes.has(route))).toEqual([]);
    // Each generated read asked for its own path (the video area's under the simulator's `/video` prefix).
    const unread = generatedReads().filter((operation) => {
      const pattern = new RegExp(`^(/video)?${apiOperations[operation].path.replace(/\{\w+\}/g, "[^/]+")}$`);
      return !requests.some((request) => pattern.test(request.path));
    });
    expect(unread).toEqual([]);
  }, 300_000);
});
