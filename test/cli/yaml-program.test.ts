// examples/yaml, as written, through the package's provider plugin under the real Pulumi CLI: up, drift, refresh,
// repair, `pulumi import` of every importable resource with the code the CLI generates, protect, destroy.
import { DEMO } from "../../src/simulator/demo-account";
import { leakedForms, mediaFolder, plannedSteps, useSimulatedStack, yamlProgram } from "../helpers/cli-stack";
import { importIntoYamlProgram } from "./yaml-import";
import { createdObjectDeletes, dnsDeletes, expectDestroyWrites, expectDriftCaughtAndRepaired, expectQuickstartUp } from "./quickstart-checks";

/** One object of each importable type that the program does not manage yet, with the resource name to give it. */
const imports = [
  { type: "cloudplatform:index:Volume", name: "logs", id: "app-demo/vol-logs" },
  { type: "cloudplatform:index:WafRuleReview", name: "disabled-rule", id: "12345/920350" },
  { type: "cloudplatform:index:ExternalDnsCertificate", name: "static", id: "static.example.com" },
  { type: "cloudplatform:index:Video", name: "demo-video", id: "4242/5f3b6c1e-0000-4000-8000-000000000002" },
  { type: "cloudplatform:index:DnsZone", name: "demo-zone", id: "501" },
  { type: "cloudplatform:index:DnsRecord", name: "demo-mail", id: "501/703" },
  { type: "cloudplatform:index:StorageZone", name: "demo-assets", id: String(DEMO.storageZone.id) },
];

describe("examples/yaml through the plugin under the real Pulumi CLI", () => {
  const current = useSimulatedStack(yamlProgram, {
    siblings: [mediaFolder],
    simulator: { encodeVideoFilesOnly: true },
  });

  test("pulumi up creates every resource and calls every function", () => expectQuickstartUp(current), 300_000);

  test("drift is caught, recorded by refresh and repaired by up", () => expectDriftCaughtAndRepaired(current), 300_000);

  test("pulumi import of each importable resource: the generated code, added to the program, shows no change", async () => {
    const code = await importIntoYamlProgram(current.stack, imports);
    for (const { name } of imports) expect(code).toContain(`${name}:`);
    const preview = await current.stack.pulumi(["preview", "--expect-no-changes", "--json"]);
    expect(plannedSteps(preview.stdout)).toEqual([]);
    const { deployment } = await current.stack.exportState();
    for (const { name } of imports) {
      expect(deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`))?.protect).toBe(true);
    }
  }, 300_000);

  test("protect is honoured: destroy refuses, then deletes the videos, DNS objects, storage zones, registry and access list once unprotected, saying which it forgot", async () => {
    const refused = await current.stack.pulumi(["destroy", "--yes"], { allowFailure: true });
    expect(refused.code).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toContain("protected");
    const trailerVideoId = String((await current.stack.outputs()).trailerVideoId);
    const dns = await dnsDeletes(current);
    const created = await createdObjectDeletes(current);
    await current.stack.pulumi(["state", "unprotect", "--all", "--yes"]);
    current.simulator.resetStats();
    const destroyed = await current.stack.pulumi(["destroy", "--yes"]);
    const forgotten = [
      ["Volume", "data", "app-demo/vol-data"],
      ["Volume", "logs", "app-demo/vol-logs"],
      ["ExternalDnsCertificate", "cdn", "cdn.example.com"],
      ["ExternalDnsCertificate", "static", "static.example.com"],
      ["WafRuleReview", "sqli-log-only", "12345/942100"],
      ["WafRuleReview", "disabled-rule", "12345/920350"],
      ["VideoUpload", "intro", "4242/5f3b6c1e-0000-4000-8000-000000000001"],
    ];
    // The engine's log, under each resource's own heading among the diagnostics.
    for (const [type, name, id] of forgotten) {
      expect(destroyed.stdout).toContain(`cloudplatform:index:${type} (${name}):\n    ${type} ${id} was forgotten, not deleted: it still exists`);
    }
    expect(destroyed.stdout).not.toMatch(/\bVideo \S+ was forgotten/);
    const deletes = current.simulator.requests.filter((request) => request.method !== "GET").map((r) => `${r.method} ${r.path}`);
    const imported = ["DELETE /dnszone/501/records/703", "DELETE /dnszone/501"];
    expectDestroyWrites(
      deletes.filter((call) => !imported.includes(call)),
      [
        `DELETE /video/library/4242/videos/${trailerVideoId}`,
        "DELETE /video/library/4242/videos/5f3b6c1e-0000-4000-8000-000000000002",
        ...created,
        `DELETE /storagezone/${DEMO.storageZone.id}`,
      ],
      dns,
    );
    // The imported record names its zone by a literal id, so the engine may delete either first; a record deleted
    // after its zone answers 404, which the zone list proves the API's own, and counts as deleted.
    expect(deletes.filter((call) => imported.includes(call)).sort()).toEqual([...imported].sort());
  }, 300_000);

  test("no command printed a key", () => {
    for (const key of [current.simulator.apiKey, current.simulator.videoApiKey]) {
      for (const form of leakedForms(key)) expect(current.stack.printed()).not.toContain(form);
    }
  });
});
