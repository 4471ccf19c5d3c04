// The quickstart in a language whose SDK `pulumi package add` generates from the plugin (examples/python,
// examples/go), as a user runs it under the real Pulumi CLI: package add, up, `pulumi import` of a Volume with the code
// the CLI writes in that language, destroy; in one language's program, also drift, refresh, repair and an API error as
// TypeScript shows it.
import { promises as fs } from "node:fs";
import path from "node:path";
import { volumeOf } from "../../scripts/example/quickstart";
import { referenceExamples, type PageExample } from "../../scripts/generate/reference/examples/page-examples";
import { CloudPlatformClient } from "../../src/client";
import { CloudPlatformPlugin } from "../../src/plugin/plugin";
import { leakedForms, mediaFolder, plannedSteps, useSimulatedStack, type CliStack, type CommandResult, type CreateOptions } from "../helpers/cli-stack";
import { withDownloadRetries } from "./downloads";
import { createdObjectDeletes, dnsDeletes, expectDestroyWrites, expectDriftCaughtAndRepaired, expectQuickstartUp } from "./quickstart-checks";

export interface SdkProgram {
  /** The example folder, copied as it is into a temporary workspace. */
  source: string;
  /** How the stack is created: the npm packages the program needs beside the package. */
  createOptions?: CreateOptions;
  /** Generates the SDK and installs it into the program, as docs/guides/any-language.md tells users of the language. */
  addSdk(stack: CliStack): Promise<void>;
  /**
   * Checks the example of every reference page in the language against the SDK {@link addSdk} installed: compiles or
   * runs them, failing on a name the SDK does not have; none where the pages show no example in the language.
   */
  checkPageExamples?(stack: CliStack, examples: PageExample[]): Promise<void>;
  /** How the code `pulumi import` writes is checked and added to the program; none: the import is not tested. */
  importing?: {
    /** The file `pulumi import --out` writes, by its name in the workspace. */
    file: string;
    /** A line of the code `pulumi import` writes for the Volume `logs`. */
    declaration: string;
    /** Adds the code `pulumi import` wrote to the program. */
    add(programDir: string, code: string): Promise<void>;
  };
  /** The generated SDK's own sources: their folder in the program folder, and the files' extension. */
  sources: { dir: string; extension: string };
  /** Whether a line of the SDK's sources types a value as anything (`Any`, `interface{}`) outside boilerplate. */
  typesAnything(line: string): boolean;
  /** False where the language's codegen writes no doc comment for an object type (its properties have theirs). */
  documentsObjectTypes?: boolean;
  /**
   * True in one language's program only: drift and the API error are the plugin's, the same in every language (the
   * YAML program checks drift through the plugin too), and each update through an SDK costs a build.
   */
  checksDriftAndErrors?: boolean;
}

/** The tests of one SDK program, in a `describe` of their own. */
export function describeSdkProgram(name: string, program: SdkProgram): void {
  describe(name, () => {
    const current = useSimulatedStack(program.source, { ...program.createOptions, siblings: [mediaFolder] });

    test("the SDK is generated from the plugin and installed as docs/guides/any-language.md says", () => program.addSdk(current.stack), 300_000);

    const checkPageExamples = program.checkPageExamples;
    if (checkPageExamples) {
      test("every reference page's example compiles or runs against the generated SDK", () => checkPageExamples(current.stack, referenceExamples()), 300_000);
    }

    test("the generated SDK has each description of the schema as a doc comment and types nothing Any but triggers and undescribed answers", async () => {
      const files = await sourceFiles(path.join(current.stack.programDir, program.sources.dir), program.sources.extension);
      expect(files.length).toBeGreaterThan(10);
      const texts = await Promise.all(files.map((file) => fs.readFile(file, "utf8")));
      const comments = normalized(texts.join("\n"));
      const described = schemaDescriptions().filter(({ objectType }) => program.documentsObjectTypes !== false || !objectType);
      const undocumented = described.filter(({ description }) => !comments.includes(normalized(description)));
      expect(undocumented).toEqual([]);
      const anything = texts.flatMap((text, index) =>
        text.split("\n").filter(program.typesAnything).map((line) => `${path.basename(files[index])}: ${line.trim()}`),
      );
      // Triggers hold values of any type, and an answer the API's documents leave undescribed (an external HTTP
      // certificate request's `challenge`) is recorded whole.
      expect(anything.filter((line) => !/triggers|challenge/i.test(line))).toEqual([]);
      expect(anything.length).toBeGreaterThan(0);
    }, 300_000);

    test("pulumi up creates every resource and calls every function", () => expectQuickstartUp(current), 300_000);

    if (program.checksDriftAndErrors) {
      test("drift is caught, recorded by refresh and repaired by up", () => expectDriftCaughtAndRepaired(current), 300_000);

      test("an API error shows the message TypeScript shows, never a key", async () => {
        current.simulator.faults.add({ route: "updateVolume", status: 500 });
        const { baseUrl, videoUrl, apiKey, videoApiKey } = current.simulator;
        const client = new CloudPlatformClient({ baseUrl, videoUrl, apiKey, videoApiKey, maxRetries: 0 });
        const typescriptMessage = await client.updateVolume("app-demo", "vol-data", { size: 20 }).then(
          () => "no error",
          (error: Error) => error.message,
        );
        volumeOf(current.simulator).size = 10;
        await current.stack.pulumi(["config", "set", "cloudplatform:maxRetries", "0"]);
        const failed = await current.stack.pulumi(["up", "--refresh", "--yes"], { allowFailure: true });
        current.simulator.faults.clear();
        await current.stack.pulumi(["config", "rm", "cloudplatform:maxRetries"]);
        expect(failed.code).not.toBe(0);
        expect(typescriptMessage).toMatch(/updateVolume.*500/s);
        expect(`${failed.stdout}${failed.stderr}`.replace(/\s+/g, " ")).toContain(typescriptMessage.replace(/\s+/g, " "));
        await current.stack.pulumi(["up", "--yes"]);
        expect(volumeOf(current.simulator).size).toBe(20);
      }, 300_000);
    }

    const importing = program.importing;
    if (importing) {
      test("pulumi import of a Volume: the code it writes, added to the program, shows no change", async () => {
        const generated = path.join(current.stack.programDir, "..", importing.file);
        await current.stack.pulumi(["import", "cloudplatform:index:Volume", "logs", "app-demo/vol-logs", "--out", generated, "--yes"]);
        const code = await fs.readFile(generated, "utf8");
        expect(code).toContain(importing.declaration);
        await importing.add(current.stack.programDir, code);
        const preview = await current.stack.pulumi(["preview", "--expect-no-changes", "--json"]);
        expect(plannedSteps(preview.stdout)).toEqual([]);
        const { deployment } = await current.stack.exportState();
        expect(deployment.resources.find((resource) => resource.urn.endsWith("::logs"))?.protect).toBe(true);
      }, 300_000);
    }

    test("destroy, once unprotected, deletes the video, the DNS record and zone, the storage zone, the registry and the access list the program created, and ends clean", async () => {
      const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
      const dns = await dnsDeletes(current);
      const created = await createdObjectDeletes(current);
      await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
      current.simulator.resetStats();
      await current.stack.pulumi(["destroy", "--yes"]);
      const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
      expectDestroyWrites(writes, [`DELETE /video/library/4242/videos/${trailerVideoId}`, ...created], dns);
      const { deployment } = await current.stack.exportState();
      expect(deployment.resources ?? []).toEqual([]);
    }, 300_000);

    test("no command printed a key", () => {
      for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
        for (const form of leakedForms(key)) expect(current.stack.printed()).not.toContain(form);
      }
    });
  });
}

/**
 * `pulumi package add` of the plugin folder, which generates the SDK under sdks/, links it into the program and
 * installs the program's dependencies (retried on a network failure); returns what it printed.
 */
export async function packageAdd(stack: CliStack, env?: Record<string, string>): Promise<CommandResult> {
  const args = ["package", "add", "./node_modules/pulumi-cloudplatform/provider", "--non-interactive"];
  const added = await withDownloadRetries(() => stack.run("pulumi", args, { allowFailure: true, env }));
  const project = await fs.readFile(path.join(stack.programDir, "Pulumi.yaml"), "utf8");
  expect(project).toContain("cloudplatform: ./node_modules/pulumi-cloudplatform/provider");
  return added;
}

/** Every description of the plugin's schema, with what it describes; an element without one fails the test. */
function schemaDescriptions(): { element: string; description: string; objectType?: boolean }[] {
  const schema = JSON.parse(new CloudPlatformPlugin().schema()) as PackageSchema;
  const found: { element: string; description: string | undefined; objectType?: boolean }[] = [];
  const properties = (owner: string, props: Record<string, { description?: string }> | undefined) => {
    for (const [name, spec] of Object.entries(props ?? {})) found.push({ element: `${owner}.${name}`, description: spec.description });
  };
  for (const [token, resource] of Object.entries(schema.resources)) {
    found.push({ element: token, description: resource.description });
    properties(token, resource.inputProperties);
    properties(token, resource.properties);
  }
  for (const [token, fn] of Object.entries(schema.functions)) {
    found.push({ element: token, description: fn.description });
    properties(token, fn.inputs?.properties);
    properties(token, fn.outputs?.properties);
  }
  for (const [token, type] of Object.entries(schema.types)) {
    found.push({ element: token, description: type.description, objectType: type.type === "object" });
    properties(token, type.properties);
  }
  expect(found.filter(({ description }) => !description)).toEqual([]);
  return found as { element: string; description: string; objectType?: boolean }[];
}

interface PackageSchema {
  resources: Record<string, { description?: string; inputProperties?: Properties; properties?: Properties }>;
  functions: Record<string, { description?: string; inputs?: { properties?: Properties }; outputs?: { properties?: Properties } }>;
  types: Record<string, { type: string; description?: string; properties?: Properties }>;
}
type Properties = Record<string, { description?: string }>;

/**
 * Text without comment markers, with Javadoc's escapes (HTML entities, `{@literal @}`) read back and single spaces, to
 * find a description however a language wraps it.
 */
function normalized(text: string): string {
  const entities: Record<string, string> = { "&#39;": "'", "&#34;": '"', "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return text
    .replace(/&#39;|&#34;|&quot;|&lt;|&gt;|&amp;/g, (entity) => entities[entity])
    .replace(/\{@literal @\}/g, "@")
    .replace(/^\s*(\/\/|#|\*|:param [^:]+:)/gm, " ")
    .replace(/\s+/g, " ");
}

/** The files with `extension` under `dir`, but the generated boilerplate and what a build or an install adds. */
async function sourceFiles(dir: string, extension: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).some((part) => ["internal", "bin", "node_modules"].includes(part)))
    .filter((file) => !["_utilities.py", "utilities.ts"].includes(path.basename(file)));
}
