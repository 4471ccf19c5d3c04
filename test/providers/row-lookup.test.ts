import { z } from "zod";
import { dnsRecordRow, dnsZoneRow } from "../../src/providers/metadata/dns";
import { rowDefinition } from "../../src/providers/row-definition";
import { checkWith } from "../../src/schemas";

// What a row's lookup takes from the row, apart from the calls (test/data/dns-zone.test.ts and dns-record.test.ts).
const description = (schema: z.ZodObject, property: string) => (schema.shape[property] as z.ZodType).meta()?.description;

it("is made from every row: get<Name>, its arguments the id's parts, its result the read's outputs without write-only fields or managedFields", () => {
  const records = rowDefinition(dnsRecordRow);
  const lookup = records.lookup!;
  expect(lookup.name).toBe("getDnsRecord");
  expect(Object.keys(lookup.arguments.shape)).toEqual(["zoneId", "recordId"]);
  const notRead = ["pullZoneId", "scriptId", "managedFields"];
  expect(Object.keys(lookup.result.shape).sort()).toEqual(Object.keys(records.outputs.shape).filter((name) => !notRead.includes(name)).sort());
  expect(checkWith(lookup.arguments, { zoneId: 501, recordId: "702" })).toEqual({ value: { zoneId: "501", recordId: "702" } });
});

it("describes a property as the row does, where the resource adds what a change of it does", () => {
  const zones = rowDefinition(dnsZoneRow);
  expect(description(zones.inputs, "domain")).toBe(`${dnsZoneRow.descriptions.domain} Changing it replaces the resource.`);
  expect(description(zones.outputs, "domain")).toBe(`${dnsZoneRow.descriptions.domain} Changing it replaces the resource.`);
  expect(description(zones.lookup!.result, "domain")).toBe(dnsZoneRow.descriptions.domain);
  expect(description(zones.inputs, "soaEmail")).toBe(dnsZoneRow.descriptions.soaEmail);
  const records = rowDefinition(dnsRecordRow);
  expect(description(records.inputs, "zoneId")).toBe(`${dnsRecordRow.descriptions.zoneId} Changing it replaces the resource.`);
  expect(description(records.lookup!.arguments, "zoneId")).toBe(dnsRecordRow.descriptions.zoneId);
});

it("takes the unique key and maxPages only where the row names a unique key; without one, the id is required", () => {
  const lookup = rowDefinition({ ...dnsZoneRow, uniqueKey: undefined }).lookup!;
  expect(Object.keys(lookup.arguments.shape)).toEqual(["dnsZoneId"]);
  expect(checkWith(lookup.arguments, {})).toEqual({ issues: [{ field: "dnsZoneId", rule: expect.stringMatching(/./) }] });
  expect(Object.keys(rowDefinition(dnsZoneRow).lookup!.arguments.shape)).toEqual(["dnsZoneId", "domain", "maxPages"]);
});

it("refuses a unique key on a row that names no list to find it in, when the row is made", () => {
  expect(() => rowDefinition({ ...dnsZoneRow, list: undefined })).toThrow(
    "DnsZone: a uniqueKey is looked up in the row's list, and the row names none",
  );
});
