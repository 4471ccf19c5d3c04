// A stack of 200 resources over a few objects under the real Pulumi CLI: its `pulumi refresh` reads each shield zone,
// app volume list and video once and the pull zone list once, as the provider process shares its reads.
import path from "node:path";
import { declareBigStack, seedBigStack } from "../helpers/big-stack";
import { useSimulatedStack } from "../helpers/cli-stack";

const program = path.join(__dirname, "programs", "big-stack");
const shape = { zones: 2, reviewsPerZone: 50, apps: 2, volumesPerApp: 25, pullZones: 2, certificatesPerPullZone: 10, videos: 30 };

describe("a stack of 200 resources under the real Pulumi CLI", () => {
  const current = useSimulatedStack(program, { extraPackages: ["typescript", "@types/node"] });

  test("pulumi refresh makes one read per object, not one per resource", async () => {
    const resources = seedBigStack(current.simulator, shape);
    expect(resources).toHaveLength(200);
    await declareBigStack(current.stack, resources);
    await current.stack.pulumi(["up", "--yes"]);
    current.simulator.resetStats();
    // Without --skip-preview the CLI first previews the refresh, which reads every object once more in a process of
    // its own.
    await current.stack.pulumi(["refresh", "--yes", "--skip-preview"]);
    const reads: Record<string, number> = {};
    for (const request of current.simulator.requests) reads[`${request.method} ${request.route}`] = (reads[`${request.method} ${request.route}`] ?? 0) + 1;
    expect(reads).toEqual({ "GET getShieldZone": 2, "GET listVolumes": 2, "GET listPullZones": 1, "GET getVideo": 30 });
  }, 600_000);
});

describe("the three steps of an external DNS certificate under the real Pulumi CLI", () => {
  const current = useSimulatedStack(program, { extraPackages: ["typescript", "@types/node"] });

  test("up runs the request, the TXT record it answers, then the completion; a second up writes nothing", async () => {
    await declareBigStack(current.stack, []);
    const flow = { hostname: "cdn.example.com", zoneId: "501", domain: "example.com" };
    await current.stack.pulumi(["config", "set", "externalDnsCertificate", JSON.stringify(flow)]);
    current.simulator.dashboard.removeCertificate("cdn.example.com");
    await current.stack.pulumi(["up", "--yes"]);

    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((request) => request.route);
    expect(writes).toEqual(["pullZones.requestExternalDnsCertificate", "dnsZones.setRecords", "completeExternalDnsCertificate"]);
    const { deployment } = await current.stack.exportState();
    const outputs = (name: string) => deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`))!.outputs!;
    const request = outputs("flow-request");
    expect(request.txtRecordName).toBe("_acme-challenge.cdn.example.com");
    expect(outputs("flow-challenge")).toMatchObject({ zoneId: "501", type: "TXT", name: "_acme-challenge.cdn", value: request.txtRecordValue });
    expect(outputs("flow-certificate")).toMatchObject({ hostname: "cdn.example.com", pullZoneId: "310245", hasCertificate: true });
    expect(current.simulator.state.certificates.get("cdn.example.com")!.completed).toBe(1);

    current.simulator.resetStats();
    await current.stack.pulumi(["up", "--yes"]);
    expect(current.simulator.requests.filter((request) => request.method !== "GET")).toEqual([]);
    await current.stack.pulumi(["destroy", "--yes"]);
  }, 600_000);
});

describe("an external HTTP certificate's two steps and a DNS zone's wildcard certificate under the real Pulumi CLI", () => {
  const current = useSimulatedStack(program, { extraPackages: ["typescript", "@types/node"] });

  test("up runs the request, then the completion, and issues the zone's certificate; a second up writes nothing", async () => {
    await declareBigStack(current.stack, []);
    await current.stack.pulumi(["config", "set", "otherCertificates", JSON.stringify({ httpHostname: "cdn.example.com", wildcardZoneId: "501" })]);
    current.simulator.dashboard.removeCertificate("cdn.example.com");
    await current.stack.pulumi(["up", "--yes"]);

    const writes = current.simulator.requests.filter((request) => request.method !== "GET").map((request) => request.route);
    expect(writes.filter((route) => route !== "dnsZones.issueCertificate")).toEqual([
      "pullZones.requestExternalHttpCertificate",
      "pullZones.completeExternalHttpCertificate",
    ]);
    expect(writes.filter((route) => route === "dnsZones.issueCertificate")).toHaveLength(1);
    const { deployment } = await current.stack.exportState();
    const outputs = (name: string) => deployment.resources.find((resource) => resource.urn.endsWith(`::${name}`))!.outputs!;
    expect(Object.keys(outputs("http-request").challenge as object).length).toBeGreaterThan(0);
    expect(outputs("http-certificate")).toMatchObject({ hostname: "cdn.example.com", pullZoneId: "310245", hasCertificate: true });
    expect(outputs("zone-wildcard")).toMatchObject({ zoneId: "501" });

    current.simulator.resetStats();
    await current.stack.pulumi(["up", "--yes"]);
    expect(current.simulator.requests.filter((request) => request.method !== "GET")).toEqual([]);
    await current.stack.pulumi(["destroy", "--yes"]);
  }, 600_000);
});
