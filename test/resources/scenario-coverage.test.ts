// Every resource of the registry has its scenario suite, run through the dynamic-provider host and through the plugin,
// and the suite of each resource of the whole API (those after the original five) covers every step the contract
// names, a trigger resource's its own: a resource added without one of them fails here.
import fs from "node:fs";
import path from "node:path";
import { moduleName } from "../../scripts/generate/resource-sources";
import { providerDefinitions, type ResourceName } from "../../src/providers";

/** The resources of the original specification, whose suites predate the whole API's list of steps. */
const originalResources = new Set(["Volume", "ExternalDnsCertificate", "WafRuleReview", "VideoUpload", "Video"]);

/** The steps every whole-API suite shows, each as the words of its test's title. */
const steps: Record<string, RegExp> = {
  "bad input refused before any request": /refuses invalid inputs/,
  "create with the exact requests": /^first up/,
  "a second up plans nothing": /second up plans nothing/,
  "drift made through the API found and undone": /drift made through the API|outside Pulumi is found by a refresh/,
  "deletion outside Pulumi reported gone": /reported gone/,
  "a 404 without proof keeps the state": /404 without|404 at an address the API does not answer/,
  "a lost create answer makes one object": /answer is lost|a create the API failed/,
  "import, then no diff": /import/,
  "destroy with the exact calls": /destroy/,
};

/**
 * The steps every suite of a resource that records a call (a trigger resource) shows instead: there is no object to
 * find drifted, gone or lost, only a call that runs when it should and never otherwise.
 */
const triggerSteps: Record<string, RegExp> = {
  "bad input refused before any request": /refuses invalid inputs/,
  "runs on create, with the exact request": /^first up/,
  "not on a no-op up": /second up plans nothing/,
  "again on a trigger change": /trigger change runs/,
  "never on refresh": /refresh makes no request/,
  "a failure reported with the API's message, nothing recorded": /fails the step with the API's message and records nothing/,
  "forgotten on delete, with no call": /destroy makes no request/,
};

/**
 * The steps a settings resource (`settingsOf`: settings every object of another resource has) cannot take, with why:
 * its create adopts the settings, so no object is made.
 */
const notCreated: Record<string, string> = {
  "a lost create answer makes one object": "the create makes nothing: a lost answer is that of an update, which is sent again",
};

/** The titles of a suite's tests: those of its file, and of the suite it runs with its own parameters. */
function suiteTitles(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const shared = [...text.matchAll(/from "\.\/([\w-]+\.scenarios)"/g)].map((match) => path.join(__dirname, `${match[1]}.ts`));
  const titles = [...text.matchAll(/\bit\((["`])(.*?)\1/g)].map((match) => match[2]);
  return [...titles, ...shared.flatMap(suiteTitles)];
}

describe.each(Object.keys(providerDefinitions))("%s", (name) => {
  const base = path.join(__dirname, moduleName(name));

  it("has a scenario suite run through the host and through the plugin", () => {
    for (const file of [`${base}.scenarios.ts`, `${base}.host.test.ts`, `${base}.plugin.test.ts`]) {
      expect(fs.existsSync(file) ? file : `missing: ${file}`).toBe(file);
    }
  });

  if (originalResources.has(name)) return;

  it("covers every step of the contract", () => {
    const titles = suiteTitles(`${base}.scenarios.ts`);
    const definition = providerDefinitions[name as ResourceName];
    const contract = definition.recordsACall ? triggerSteps : steps;
    const missing = Object.entries(contract)
      .filter(([step]) => !(step in notCreated && definition.settingsOf !== undefined))
      .filter(([, words]) => !titles.some((title) => words.test(title)))
      .map(([step]) => step);
    expect(missing).toEqual([]);
  });
});
