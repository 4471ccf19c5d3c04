import { UpdateDnsZoneModelRequest, AddDnsRecordModelRequest, DnsRecordModelSchema } from "../../src/api/schemas/core";
import { fromApi, lowerCamel, modelFields, toApi } from "../../src/providers/row-fields";

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
    const field = modelFields(UpdateDnsZoneModelRequest, "zone update", new Set()).find((each) => each.api === "LogAnonymizationType")!;
    expect(field.property).toBe("logAnonymizationType");
    expect(field.schema.safeParse("Drop").success).toBe(true);
    expect(field.schema.safeParse(1).success).toBe(false);
    expect(toApi("Drop", field.codec)).toBe(1);
    expect(fromApi(0, field.codec)).toBe("OneDigit");
  });

  it("takes an integer named as an id as a string, sent as its integer, and reads it back as a string", () => {
    const field = modelFields(DnsRecordModelSchema, "record", new Set(["IPGeoLocationInfo", "GeolocationInfo", "EnviromentalVariables"])).find((each) => each.api === "AcceleratedPullZoneId")!;
    expect(field.schema.parse(42)).toBe("42");
    expect(toApi("42", field.codec)).toBe(42);
    expect(fromApi(42, field.codec)).toBe("42");
  });

  it("reads the API's null as absent, and keeps a model's bounds and required fields", () => {
    const fields = modelFields(UpdateDnsZoneModelRequest, "zone update", new Set());
    expect(fromApi(null, fields[0].codec)).toBeUndefined();
    expect(fields.every((field) => !field.required)).toBe(true);
  });

  it("refuses a field that holds an object unless the row leaves it out, naming the field", () => {
    expect(() => modelFields(AddDnsRecordModelRequest, "DnsRecord (dnsZones.setRecords)", new Set())).toThrow(
      "DnsRecord (dnsZones.setRecords).EnviromentalVariables[]: holds an object, which no property takes",
    );
    const fields = modelFields(AddDnsRecordModelRequest, "DnsRecord", new Set(["EnviromentalVariables"]));
    expect(fields.map((field) => field.api)).not.toContain("EnviromentalVariables");
  });
});
