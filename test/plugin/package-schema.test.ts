import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import ts from "typescript";
import { generatedReads, readFunctionName } from "../../src/data/read-names";
import { installPackage } from "../helpers/installed-package";
import type { ProviderHost } from "../helpers/engine/host";
import { metaschemaAvailable, metaschemaFile, pluginToken, startPlugin, warnMetaschemaMissing } from "../helpers/plugin";
import { ANY, propertyPaths, type PackageSchema, type PropertySpec as Property } from "../helpers/package-schema";

const srcDir = path.resolve(__dirname, "../../src");
let plugin: ProviderHost;
let schema: PackageSchema;

beforeAll(async () => {
  plugin = await startPlugin(await installPackage());
  schema = JSON.parse(await plugin.getSchema());
}, 300_000);

afterAll(() => plugin?.close());

/**
 * The property names a class (its `declare readonly` outputs) or an interface of `src/` declares, by type name, with
 * those of the interfaces it extends or merges with (`interface VideoUpload extends VideoUploadOptionOutputs {}`).
 */
function declaredProperties(dirs: string[] = ["resources", "data"]): Map<string, string[]> {
  const own = new Map<string, { members: string[]; bases: string[] }>();
  const visit = (file: string) => {
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
    for (const statement of source.statements) {
      if ((ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement)) && statement.name) {
        const entry = own.get(statement.name.text) ?? { members: [], bases: [] };
        for (const member of statement.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
          if ((ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) && ts.isIdentifier(member.name)) {
            entry.members.push(member.name.text);
          }
        }
        for (const clause of statement.heritageClauses ?? []) {
          entry.bases.push(...clause.types.map((type) => type.expression.getText(source)));
        }
        own.set(statement.name.text, entry);
      }
    }
  };
  for (const dir of dirs) {
    for (const file of fs.readdirSync(path.join(srcDir, dir))) {
      visit(path.join(srcDir, dir, file));
    }
  }
  const all = (name: string): string[] => {
    const entry = own.get(name);
    return entry === undefined ? [] : [...entry.members, ...entry.bases.flatMap(all)];
  };
  return new Map([...own.keys()].map((name) => [name, all(name)]));
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe("the plugin's package schema", () => {
  it("names the package and its version as GetPluginInfo does", async () => {
    const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8"));
    expect(schema.name).toBe("cloudplatform");
    expect(schema.version).toBe(version);
    expect((await plugin.getPluginInfo()).version).toBe(version);
  });

  it("is the one committed in provider/schema.json, so a change to it shows in a diff", () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../provider/schema.json"), "utf8"));
    expect(schema).toEqual(committed);
  });

  it("holds every resource and data function under its token", () => {
    expect(sorted(Object.keys(schema.resources))).toEqual(
      sorted(
        [
          "Volume",
          "ExternalDnsCertificate",
          "WafRuleReview",
          "VideoUpload",
          "Video",
          "DnsZone",
          "DnsRecord",
          "StorageZone",
          "PullZone",
          "PullZoneEdgeRule",
          "PullZoneHostname",
          "VideoLibrary",
          "VideoCollection",
          "VideoCaption",
          "ShieldAccessList",
          "ContainerRegistry",
          "ContainerApp",
          "ContainerLogForwarding",
          "ShieldCustomWafRule",
          "ShieldRateLimit",
          "ShieldZone",
          "PullZoneCachePurge",
          "CachePurge",
          "ShieldBotDetection",
          "ShieldCustomResponsePage",
          "ShieldAccessListConfiguration",
          "ShieldBotCategoryAction",
          "ShieldBotAction",
          "ShieldUploadScanning",
          "ShieldApiGuardian",
          "ShieldApiGuardianEndpoint",
          "ContainerAppRestart",
          "ContainerAppDeploy",
          "ContainerAppUndeploy",
          "VideoReencode",
          "VideoTranscribe",
          "VideoRepackage",
          "VideoSmartGenerate",
          "DnsZoneWildcardCertificate",
          "DnsZoneRecordScan",
          "ExternalDnsCertificateRequest",
          "ExternalHttpCertificateRequest",
          "ExternalHttpCertificate",
          "VideoThumbnail",
          "VideoResolutionCleanup",
          "VideoFetch",
          "VideoCodecReencode",
        ].map(pluginToken),
      ),
    );
    const written = ["getContainerTemplate", "getPartnerContract", "getBotDetectionMetrics", "getShieldEventLogs"];
    const lookups = ["getDnsZone", "getDnsRecord", "getStorageZone", "getPullZone", "getPullZoneEdgeRule", "getPullZoneHostname", "getVideoLibrary",
      "getVideoCollection", "getVideoCaption", "getShieldAccessList", "getContainerRegistry", "getShieldCustomWafRule", "getShieldRateLimit",
      "getShieldZone", "getContainerApp", "getShieldBotDetection", "getContainerLogForwarding", "getShieldCustomResponsePage",
      "getShieldAccessListConfiguration", "getShieldBotCategoryAction", "getShieldBotAction", "getShieldUploadScanning",
      "getShieldApiGuardian", "getShieldApiGuardianEndpoint"];
    const reads = generatedReads().map(readFunctionName);
    expect(sorted(Object.keys(schema.functions))).toEqual(sorted([...written, ...lookups, ...reads].map(pluginToken)));
    console.log(`schema: ${Object.keys(schema.resources).length} resources, ${Object.keys(schema.functions).length} functions`);
  });

  it("describes every property of the config, the provider, every resource and every function", () => {
    const groups: [string, Record<string, Property>][] = [
      ["config", schema.config.variables],
      ["provider", schema.provider.inputProperties],
      ...Object.entries(schema.resources).flatMap(([name, resource]): [string, Record<string, Property>][] => [
        [`${name} inputs`, resource.inputProperties],
        [`${name} outputs`, resource.properties],
      ]),
      ...Object.entries(schema.functions).flatMap(([name, fn]): [string, Record<string, Property>][] => [
        [`${name} inputs`, fn.inputs.properties],
        [`${name} outputs`, fn.outputs.properties],
      ]),
    ];
    const undescribed = groups.flatMap(([group, properties]) =>
      Object.entries(properties)
        .filter(([, property]) => !property.description)
        .map(([name]) => `${group}: ${name}`),
    );
    expect(undescribed).toEqual([]);
    expect(Object.values(schema.resources).every((resource) => resource.description.length > 0)).toBe(true);
  });

  it("declares the ten settings, the keys as secrets, and no __provider anywhere", () => {
    expect(sorted(Object.keys(schema.config.variables))).toEqual(
      sorted([
        "apiKey",
        "videoApiKey",
        "baseUrl",
        "videoUrl",
        "maxRetries",
        "timeoutSeconds",
        "callTimeoutSeconds",
        "maxRetryDelaySeconds",
        "readReuseSeconds",
        "maxRequestsPerSecond",
      ]),
    );
    expect(schema.config.variables.readReuseSeconds.type).toBe("number");
    const secrets = Object.entries(schema.config.variables).filter(([, variable]) => variable.secret);
    expect(secrets.map(([name]) => name)).toEqual(["apiKey", "videoApiKey"]);
    expect(schema.provider.inputProperties.apiKey.secret).toBe(true);
    expect(schema.config.variables.maxRetries.type).toBe("integer");
    expect(JSON.stringify(schema)).not.toContain("__provider");
  });

  it("gives enums as named enum types", () => {
    const waf = schema.resources[pluginToken("WafRuleReview")];
    expect(waf.inputProperties.action.$ref).toBe(`#/types/${pluginToken("WafRuleReviewAction")}`);
    expect(schema.types[pluginToken("WafRuleReviewAction")].enum?.map((entry) => entry.value)).toEqual([
      "ignore",
      "logOnly",
      "disableRule",
    ]);
    const upload = schema.resources[pluginToken("VideoUpload")];
    expect(upload.inputProperties.enabledResolutions.items?.$ref).toBe(`#/types/${pluginToken("VideoResolution")}`);
    expect(schema.types[pluginToken("LanguageCode")].enum).toContainEqual({ value: "de" });
  });

  it("has the properties the public TypeScript classes and interfaces document, no more and no fewer", () => {
    const declared = declaredProperties();
    const pairs: [string, Record<string, Property>][] = [];
    for (const [token, resource] of Object.entries(schema.resources)) {
      const name = token.split(":")[2];
      pairs.push([`${name}Args`, resource.inputProperties], [name, resource.properties]);
    }
    for (const [token, fn] of Object.entries(schema.functions)) {
      const name = token.split(":")[2];
      pairs.push([`${name[0].toUpperCase()}${name.slice(1)}Args`, fn.inputs.properties]);
      // A lookup declares its result type, named after the function: the resource class has the resource's name.
      pairs.push([`${name[0].toUpperCase()}${name.slice(1)}Result`, fn.outputs.properties]);
    }
    pairs.push(["ShieldEventLogs", schema.functions[pluginToken("getShieldEventLogs")].outputs.properties]);
    const compared = pairs.filter(([typeName]) => declared.has(typeName));
    expect(compared.length).toBeGreaterThanOrEqual(14);
    for (const [typeName, properties] of compared) {
      expect([typeName, sorted(Object.keys(properties))]).toEqual([typeName, sorted(declared.get(typeName)!)]);
    }
  });
});

/** Function outputs whose data the API leaves free-form, the only ones that may be `pulumi.json#/Any`: none. */
const freeFormFunctionOutputs: string[] = [];

describe("the function results' types", () => {
  const functionOutputPaths = () =>
    Object.entries(schema.functions).flatMap(([token, fn]) =>
      propertyPaths(schema, fn.outputs.properties, `${token.split(":")[2]}.`),
    );

  it("declare every function output at any depth with a type: Any only where the API's data is free-form", () => {
    const paths = functionOutputPaths();
    expect(paths.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["getContainerTemplate.endpoints[].portMappings[].exposedPort", "getShieldEventLogs.logs[].labels.ruleId"]),
    );
    const anyPaths = paths.filter(({ spec }) => spec.$ref === ANY).map(({ path }) => path);
    expect(anyPaths).toEqual(freeFormFunctionOutputs);
    console.log(`function outputs: ${paths.length} property paths, ${anyPaths.length} of them Any`);
  });

  it("are named object types, arrays of them, and maps keyed by date, every type and property described", () => {
    const template = schema.functions[pluginToken("getContainerTemplate")].outputs.properties;
    expect(template.endpoints).toMatchObject({ type: "array", items: { $ref: `#/types/${pluginToken("ContainerEndpoint")}` } });
    expect(template.probes.$ref).toBe(`#/types/${pluginToken("ContainerProbes")}`);
    const metrics = schema.functions[pluginToken("getBotDetectionMetrics")].outputs.properties;
    expect(metrics.overviewPastTwentyEightDays).toMatchObject({
      type: "object",
      additionalProperties: { $ref: `#/types/${pluginToken("BotDetectionDay")}` },
    });
    const objectTypes = Object.entries(schema.types).filter(([, type]) => type.type === "object");
    expect(objectTypes.length).toBeGreaterThanOrEqual(19);
    const undescribed = objectTypes.flatMap(([token, type]) => [
      ...(type.description ? [] : [token]),
      ...Object.entries(type.properties ?? {})
        .filter(([, property]) => !property.description)
        .map(([name]) => `${token}.${name}`),
    ]);
    expect(undescribed).toEqual([]);
    console.log(`named types: ${objectTypes.length} object types, ${Object.keys(schema.types).length - objectTypes.length} enum types`);
  });

  it("have the properties of the public interfaces of the same name, no more and no fewer", () => {
    // The API's answers' types are declared by src/data/answer-types.ts; the others by src/types.
    const declared = declaredProperties(["types", "data"]);
    const objectTypes = Object.entries(schema.types).filter(([, type]) => type.type === "object");
    for (const [token, type] of objectTypes) {
      const name = token.split(":")[2];
      expect([name, sorted(Object.keys(type.properties ?? {}))]).toEqual([name, sorted(declared.get(name) ?? [])]);
    }
  });

  it("give a 64-bit timestamp as a number, which every language reads whole", () => {
    expect(schema.types[pluginToken("ShieldLogEntry")].properties?.timestamp.type).toBe("number");
  });
});

if (!metaschemaAvailable) {
  warnMetaschemaMissing();
}
(metaschemaAvailable ? describe : describe.skip)("the schema against Pulumi's package metaschema", () => {
  it("validates (ajv, JSON Schema 2020-12)", () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const validate = ajv.compile(JSON.parse(fs.readFileSync(metaschemaFile, "utf8")));
    const valid = validate(schema);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const broken = structuredClone(schema);
    broken.resources[pluginToken("Volume")].inputProperties.size.type = "whole number";
    expect(validate(broken)).toBe(false);
  });
});
