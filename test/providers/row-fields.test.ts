import { z } from "zod";
import { containerAppsSchemas } from "../../src/api/schemas/container-apps";
import { coreSchemas } from "../../src/api/schemas/core";
import { shieldSchemas } from "../../src/api/schemas/shield";
import { fromApi, lowerCamel, modelFields, toApi, withUndeclaredFrom, type NamedObjectType } from "../../src/providers/row-fields";

describe("lowerCamel", () => {
  it("lowers the first word of the API's name, an initialism whole", () => {
    expect(["Domain", "Nameserver1", "LoggingIPAnonymizationEnabled", "IPGeoLocationInfo", "AWSSigningKey", "Id"].map(lowerCamel)).toEqual([
      "domain",
      "nameserver1",
      "loggingIPAnonymizationEnabled",
      "ipGeoLocationInfo",
      "awsSigningKey",
      "id",
    ]);
  });
});

describe("modelFields", () => {
  it("takes an integer enum by the names the spec gives it, and sends and reads it as its integer", () => {
    const field = modelFields(coreSchemas.UpdateDnsZoneModelRequest, "zone update", new Set()).find((each) => each.api === "LogAnonymizationType")!;
    expect(field.property).toBe("logAnonymizationType");
    expect(field.schema.safeParse("Drop").success).toBe(true);
    expect(field.schema.safeParse(1).success).toBe(false);
    expect(toApi("Drop", field.codec)).toBe(1);
    expect(fromApi(0, field.codec)).toBe("OneDigit");
  });

  it("takes an integer named as an id as a string, sent as its integer, and reads it back as a string", () => {
    const field = modelFields(coreSchemas.DnsRecordModelSchema, "record", new Set(["IPGeoLocationInfo", "GeolocationInfo", "EnviromentalVariables"])).find((each) => each.api === "AcceleratedPullZoneId")!;
    expect(field.schema.parse(42)).toBe("42");
    expect(toApi("42", field.codec)).toBe(42);
    expect(fromApi(42, field.codec)).toBe("42");
  });

  it("reads the API's null as absent, and keeps a model's bounds and required fields", () => {
    const fields = modelFields(coreSchemas.UpdateDnsZoneModelRequest, "zone update", new Set());
    expect(fromApi(null, fields[0].codec)).toBeUndefined();
    expect(fields.every((field) => !field.required)).toBe(true);
  });

  it("keeps a list's bounds on its number of items", () => {
    const headers = modelFields(containerAppsSchemas.StickySessionSettingsRequest, "sticky sessions", new Set()).find((field) => field.api === "sessionHeaders")!;
    expect(headers.schema.safeParse(["X-Session"]).success).toBe(true);
    expect(headers.schema.safeParse([]).success).toBe(false);
    expect(headers.schema.safeParse(["A", "B", "C", "D"]).success).toBe(false);
  });

  it("refuses a text enum written inside a model's field unless objectTypes names it by Model.field, then serves it by that name", () => {
    expect(() => modelFields(containerAppsSchemas.CreateLogForwardingRequestRequest, "forwarding", new Set())).toThrow("forwarding.type: holds a union");
    const named: NamedObjectType = { name: "ForwardingTransport", description: "How logs travel.", descriptions: {} };
    const fields = modelFields(containerAppsSchemas.CreateLogForwardingRequestRequest, "forwarding", new Set(["format"]), (key) =>
      key === "CreateLogForwardingRequest.type" ? named : undefined,
    );
    const type = fields.find((field) => field.api === "type")!;
    expect(z.globalRegistry.get(type.schema)).toMatchObject({ id: "ForwardingTransport", description: "How logs travel." });
    expect(type.schema.safeParse("SyslogUdp").success).toBe(true);
    expect(type.schema.safeParse("Http").success).toBe(false);
    expect(toApi("SyslogTcp", type.codec)).toBe("SyslogTcp");
  });

  it("refuses a field that holds an object unless the row leaves it out, naming the field", () => {
    expect(() => modelFields(coreSchemas.AddDnsRecordModelRequest, "DnsRecord (dnsZones.setRecords)", new Set())).toThrow(
      "DnsRecord (dnsZones.setRecords).EnviromentalVariables[]: holds an object, which no property takes",
    );
    const fields = modelFields(coreSchemas.AddDnsRecordModelRequest, "DnsRecord", new Set(["EnviromentalVariables"]));
    expect(fields.map((field) => field.api)).not.toContain("EnviromentalVariables");
  });
});

describe("an object of optional texts that is no model of its own", () => {
  const field = () =>
    modelFields(shieldSchemas.CreateCustomWafRuleModelSchema, "rule configuration", new Set(["chainedRuleConditions"])).find((each) => each.api === "variableTypes")!;

  it("is a map from its field names to texts, sent and read as it is", () => {
    const { schema, codec } = field();
    expect(schema.safeParse({ REQUEST_HEADERS: "User-Agent" }).success).toBe(true);
    expect(toApi({ REQUEST_URI: "" }, codec)).toEqual({ REQUEST_URI: "" });
    expect(fromApi({ GEO: "CountryCode" }, codec)).toEqual({ GEO: "CountryCode" });
  });

  it("refuses a key that is none of its field names, and a value that is no text", () => {
    const { schema } = field();
    const unknown = schema.safeParse({ REQUEST_PATH: "" });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0].message).toContain("must have keys among REQUEST_URI, REQUEST_URI_RAW, ARGS");
    expect(schema.safeParse({ REQUEST_URI: 1 }).success).toBe(false);
  });
});

describe("an object of optional lists of texts that is no model of its own", () => {
  const field = () =>
    modelFields(shieldSchemas.UpdateApiGuardianEndpointRequestRequest, "endpoint", new Set()).find((each) => each.api === "injectionDetectionParameters")!;

  it("is a map from its field names to lists of texts, sent and read as it is", () => {
    const { schema, codec } = field();
    expect(schema.safeParse({ Query: ["search"], Cookie: [] }).success).toBe(true);
    expect(toApi({ Header: ["X-Note"] }, codec)).toEqual({ Header: ["X-Note"] });
    expect(fromApi({ Path: ["orderId"] }, codec)).toEqual({ Path: ["orderId"] });
  });

  it("refuses a key that is none of its field names, and a value that is no list of texts", () => {
    const { schema } = field();
    const unknown = schema.safeParse({ Body: ["q"] });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0].message).toContain("must have keys among Path, Query, Header, Cookie");
    expect(schema.safeParse({ Query: "search" }).success).toBe(false);
    expect(schema.safeParse({ Query: [1] }).success).toBe(false);
  });
});

describe("a model served as a named object type", () => {
  const trigger: NamedObjectType = {
    name: "RowFieldsTestTrigger",
    description: "A trigger, for this test.",
    descriptions: {
      type: "Its kind.",
      patternMatches: "Its patterns.",
      patternMatchingType: "How they match.",
      parameter1: "Its parameter.",
      parameter2: "Its second parameter.",
    },
  };
  const triggers = () =>
    modelFields(coreSchemas.EdgeRuleV2ModelSchema, "rule", new Set(["ExtraActions"]), (model) => (model === "Trigger" ? trigger : undefined)).find(
      (field) => field.api === "Triggers",
    )!;

  it("is an object of the model's fields in lowerCamel, each described, with the type's name", () => {
    const json = z.toJSONSchema(z.object({ triggers: triggers().schema }), { io: "output" }) as {
      $defs: Record<string, { description: string; properties: Record<string, { description: string }> }>;
    };
    const type = json.$defs.RowFieldsTestTrigger;
    expect(type.description).toBe("A trigger, for this test.");
    expect(Object.fromEntries(Object.entries(type.properties).map(([name, property]) => [name, property.description]))).toEqual(
      trigger.descriptions,
    );
    expect(triggers().schema.safeParse([{ type: "Url", patternMatches: ["*"] }]).success).toBe(true);
    expect(triggers().schema.safeParse([{ type: 0 }]).success).toBe(false);
  });

  it("is sent with the API's names and enums as their integers, and read back without the fields the API leaves empty", () => {
    const { codec } = triggers();
    expect(toApi([{ type: "RequestHeader", patternMatches: ["a*"], parameter1: "X-Test" }], codec)).toEqual([
      { Type: 1, PatternMatches: ["a*"], Parameter1: "X-Test" },
    ]);
    expect(fromApi([{ Type: 0, PatternMatches: ["*"], PatternMatchingType: 0, Parameter1: null }], codec)).toEqual([
      { type: "Url", patternMatches: ["*"], patternMatchingType: "MatchAny" },
    ]);
  });

  it("refuses a property the type does not describe, naming it", () => {
    const undescribed = { ...trigger, name: "RowFieldsTestUndescribed", descriptions: { type: "Its kind." } };
    expect(() => modelFields(coreSchemas.EdgeRuleV2ModelSchema, "rule", new Set(["ExtraActions"]), () => undescribed)).toThrow(
      "RowFieldsTestUndescribed.patternMatches: the type gives no description",
    );
  });

  it("takes the properties a declared object leaves out from what a read found, so that only the declared ones compare", () => {
    const { codec } = triggers();
    const found = [{ type: "Url", patternMatches: ["*"], patternMatchingType: "MatchAny" }];
    expect(withUndeclaredFrom([{ type: "Url", patternMatches: ["*"] }], found, codec)).toEqual(found);
    expect(withUndeclaredFrom([{ type: "Url", patternMatches: ["/a"] }], found, codec)).toEqual([
      { type: "Url", patternMatches: ["/a"], patternMatchingType: "MatchAny" },
    ]);
    // A list of another length is compared as declared.
    expect(withUndeclaredFrom([], found, codec)).toEqual([]);
  });
});

describe("a text enum of the API's models", () => {
  const anycast = () => modelFields(containerAppsSchemas.AnycastEndpointRequestRequest, "anycast", new Set(["portMappings"]), (model) =>
    model === "AnycastIpProtocolVersion" ? { name: "RenamedIpVersion", description: "An IP version, renamed.", descriptions: {} } : undefined,
  );

  test("of one value is a string enum of that value, not a refused union", () => {
    const type = anycast().find((field) => field.api === "type")!;
    expect(type.schema.safeParse("iPv4").success).toBe(true);
    expect(type.schema.safeParse("iPv6").success).toBe(false);
  });

  test("is served under the name objectTypes gives it, with its description", () => {
    const type = anycast().find((field) => field.api === "type")!;
    expect(z.globalRegistry.get(type.schema)).toMatchObject({ id: "RenamedIpVersion", description: "An IP version, renamed." });
  });
});
