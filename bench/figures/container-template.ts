import { ContainerTemplateSchema } from "../../src/schemas";
import type { Figure } from "../lib/figure";
import { scaled } from "../lib/scale";
import { summarize, timePerCallMs } from "../lib/stats";
import { measured, ratio, verdict } from "../lib/table";

const endpointCount = 50;
const batches = scaled(30, 10);
const callsPerBatch = 200;
const limitMs = 0.5;

/** A container template as the API answers it, with `endpointCount` endpoints and all three probes. */
function generatedTemplate(): unknown {
  const probe = (kind: object, delay: number) => ({
    initialDelaySeconds: delay,
    periodSeconds: 10,
    timeoutSeconds: 3,
    failureThreshold: 3,
    successThreshold: 1,
    ...kind,
  });
  return {
    id: "ctr-bench",
    name: "bench",
    packageId: "pkg-bench",
    image: "ghcr.io/example/bench:2.0.0",
    imageName: "bench",
    imageNamespace: "example",
    imageTag: "2.0.0",
    imageRegistryId: "reg-ghcr-01",
    imageDigest: `sha256:${"ab".repeat(32)}`,
    imagePullPolicy: "always",
    entryPoint: {
      command: "node",
      commandArray: ["node"],
      arguments: "server.js",
      argumentsArray: ["server.js"],
      workingDirectory: "/app",
    },
    probes: {
      startup: probe({ httpGet: { request: { path: "/healthz", portNumber: 8080 }, response: { expectedStatusCode: "ok" } } }, 5),
      readiness: probe({ tcpSocket: { request: { portNumber: 8080 } } }, 10),
      liveness: probe({ grpc: { request: { portNumber: 9090, serviceName: "grpc.health.v1.Health" } } }, 15),
    },
    environmentVariables: Array.from({ length: 10 }, (_, i) => ({ name: `VAR_${i}`, value: `value-${i}` })),
    endpoints: Array.from({ length: endpointCount }, (_, i) => ({
      id: `ep-${i}`,
      displayName: `Endpoint ${i}`,
      publicHost: `ep-${i}.bench.example.net`,
      type: ["cdn", "anycast", "publicIp"][i % 3],
      isSslEnabled: i % 2 === 0,
      pullZoneId: String(400000 + i),
      portMappings: [
        { containerPort: 8080, exposedPort: 80, protocols: ["tcp"] },
        { containerPort: 8443, exposedPort: 443, protocols: ["tcp", "udp"] },
      ],
      stickySessions: { enabled: i % 2 === 1, sessionHeaders: ["X-Session-Id", "X-Tenant"], cookieName: `sticky_${i}` },
      internalIpAddresses: [
        { address: `10.40.${i}.12`, region: "DE" },
        { address: `10.60.${i}.7`, region: "NY" },
      ],
      publicIpAddresses: [{ address: `203.0.113.${i + 1}`, region: "DE" }],
    })),
    volumeMounts: [{ name: "data", mountPath: "/data" }],
  };
}

/** 6. Validating a large container template with the client's schema, against parsing its JSON text. */
export const containerTemplateParse: Figure = {
  name: "template",
  async measure() {
    const text = JSON.stringify(generatedTemplate());
    const parsed = ContainerTemplateSchema.parse(JSON.parse(text));
    const endpoints = parsed.endpoints ?? [];
    if (
      endpoints.length !== endpointCount ||
      endpoints.some((endpoint) => endpoint.portMappings.length !== 2 || endpoint.stickySessions?.cookieName === undefined) ||
      !parsed.probes?.startup?.httpGet ||
      !parsed.probes.readiness?.tcpSocket ||
      !parsed.probes.liveness?.grpc
    ) {
      throw new Error("the schema did not return the generated template");
    }
    const object = JSON.parse(text);
    const schemaMs: number[] = [];
    const jsonMs: number[] = [];
    for (let batch = 0; batch < batches + 1; batch++) {
      const schema = timePerCallMs(callsPerBatch, () => ContainerTemplateSchema.parse(object));
      const json = timePerCallMs(callsPerBatch, () => JSON.parse(text));
      // The first batch only warms the code up.
      if (batch > 0) {
        schemaMs.push(schema);
        jsonMs.push(json);
      }
    }
    const value = summarize(schemaMs);
    const reference = summarize(jsonMs);
    return [
      {
        figure: `6. container template (${endpointCount} endpoints, ${(text.length / 1024).toFixed(0)} KiB) schema parse`,
        value: measured(value, "ms", 3),
        reference: `JSON.parse: ${measured(reference, "ms", 3)}`,
        ratio: ratio(value.median, reference.median),
        goal: `< ${limitMs} ms (well under 1 ms)`,
        verdict: verdict(value.median < limitMs),
      },
    ];
  },
};
