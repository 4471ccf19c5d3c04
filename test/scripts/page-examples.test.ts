// scripts/generate/reference/examples: the check of a page's example against the package schema, which makes
// `npm run generate` fail naming the example, and the names each language's renderer gives. Whether the rendered
// programs compile or run is checked against the packed package (test/package, TypeScript) and the generated SDKs
// (test/cli: go-program, python-program, yaml-page-examples).
import { dataFunctions } from "../../src/data/definitions";
import { packageVersion } from "../../src/package-version";
import { packageSchema } from "../../src/plugin/package-schema";
import { resourceDefinitions } from "../../src/providers";
import { outputOf, type FunctionExample, type ResourceExample } from "../../src/providers/program-example";
import { checkFunctionExample, checkResourceExample } from "../../scripts/generate/reference/examples/example-check";
import { snakeCase } from "../../scripts/generate/reference/examples/names";
import { referenceExamples } from "../../scripts/generate/reference/examples/page-examples";
import type { PackageSchema } from "../../scripts/generate/reference/schema-types";

const schema = packageSchema(packageVersion, resourceDefinitions, dataFunctions) as unknown as PackageSchema;

const zone = { name: "site", type: "DnsZone", properties: { domain: "example.org" } };
const record = (properties: Record<string, unknown>) => ({ name: "www", type: "DnsRecord", properties }) as ResourceExample["resources"][number];
const recordExample = (properties: Record<string, unknown>, exports: ResourceExample["exports"] = {}): ResourceExample => ({
  resources: [zone, record({ zoneId: outputOf("site", "id"), type: "A", ...properties })],
  exports,
});

test("the check takes the examples of every page", () => {
  expect(referenceExamples().map((example) => example.name)).toEqual([
    ...resourceDefinitions.map((definition) => definition.name),
    ...Object.keys(dataFunctions),
  ]);
  expect(() => checkResourceExample(schema, "DnsRecord", recordExample({ ttl: 300 }, { zoneId: outputOf("site", "dnsZoneId") }))).not.toThrow();
});

test.each([
  ["an input the type does not have", recordExample({ ttll: 300 }), "www.ttll: DnsRecord has no input ttll"],
  ["a literal of another type", recordExample({ ttl: "300" }), 'www.ttl: "300" is not of type integer'],
  ["a value no enum member has", recordExample({ type: "a" }), 'www.type: "a" is none of the enum\'s values (A, AAAA,'],
  ["a list where a text is due", recordExample({ value: ["a"] }), 'www.value: ["a"] is not of type string'],
  ["an output of a resource not declared before", recordExample({ zoneId: outputOf("zone", "id") }), "www.zoneId refers to zone, which no resource"],
  ["an output the type does not have", recordExample({}, { x: outputOf("site", "zoneId") }), "the output x refers to site.zoneId, which DnsZone does not output"],
  ["no required input", { resources: [zone, record({ type: "A" })], exports: {} }, "www lacks the required zoneId"],
  ["no resource of the page's type", { resources: [zone], exports: {} }, "no resource is a DnsRecord"],
])("a resource example with %s fails the generation, naming it", (_, example, message) => {
  expect(() => checkResourceExample(schema, "DnsRecord", example as ResourceExample)).toThrow(`the example of DnsRecord: ${message}`);
});

test.each([
  ["an argument the function does not have", { arguments: { zoneId: "501" }, shown: "domain" }, "getDnsZone has no argument zoneId"],
  ["a result it does not have", { arguments: { dnsZoneId: "501" }, shown: "name" }, "its result has no name"],
  ["an output as an argument", { arguments: { dnsZoneId: outputOf("site", "id") }, shown: "domain" }, "dnsZoneId: an argument is a literal"],
])("a function example with %s fails the generation, naming it", (_, example, message) => {
  expect(() => checkFunctionExample(schema, "getDnsZone", example as FunctionExample)).toThrow(`the example of getDnsZone: ${message}`);
});

test("each language names things as its SDK does", () => {
  const examples = new Map(referenceExamples().map((example) => [example.name, example]));
  const record = examples.get("DnsRecord")!;
  expect(record.python).toContain("    zone_id=site.id,");
  expect(record.go).toContain("\t\t\tType:   cloudplatform.DnsRecordTypesA,");
  expect(record.go).toContain("\t\t\tZoneId: site.ID().ToStringOutput(),");
  expect(record.yaml).toContain("      zoneId: ${site.id}");
  expect(examples.get("getDnsZone")!.go.join("\n")).toContain("cloudplatform.LookupDnsZoneOutput(ctx, cloudplatform.LookupDnsZoneOutputArgs{");
  expect(examples.get("getShieldEventLogs")!.go.join("\n")).toContain("cloudplatform.GetShieldEventLogsOutput(ctx,");
  expect(examples.get("VideoUpload")!.go.join("\n")).toContain("cloudplatform.VideoResolutionArray{cloudplatform.VideoResolution_720p,");
  expect(snakeCase("loggingIPAnonymizationEnabled")).toBe("logging_ip_anonymization_enabled");
});
