import { apiOperations } from "../../scripts/generate/api/api-operations";
import { operationBehaviour } from "../../scripts/generate/api/behaviour";
import { correctedSpec } from "../../scripts/spec/corrected-spec";
import type { BehaviourEntry } from "../../scripts/spec/corrections";

const areas = correctedSpec();
const operations = apiOperations(areas);
const sourced = { reason: "What the API does here.", source: "api-notes.md, Zones" };

function checked(...entries: Record<string, unknown>[]) {
  return () => operationBehaviour(entries as BehaviourEntry[], operations, areas);
}

describe("operationBehaviour", () => {
  it("gives each operation its entries in the file's order, without their operations, reasons and sources", () => {
    const byOperation = operationBehaviour(
      [
        { operations: ["dnsZones.create", "dnsZones.update"], field: "SoaEmail", kind: "rewrite", as: "lower-case", ...sourced },
        { operations: ["dnsZones.create"], field: "Nameserver1", kind: "default", value: "ns1.example.com", ...sourced },
      ] as BehaviourEntry[],
      operations,
      areas,
    );
    expect(Object.fromEntries(byOperation)).toEqual({
      "dnsZones.create": [
        { field: "SoaEmail", kind: "rewrite", as: "lower-case" },
        { field: "Nameserver1", kind: "default", value: "ns1.example.com" },
      ],
      "dnsZones.update": [{ field: "SoaEmail", kind: "rewrite", as: "lower-case" }],
    });
  });

  it("takes a field derived from the objects below on the reads and lists of those objects", () => {
    const entry = { operations: ["dnsZones.get", "dnsZones.list"], field: "Records", kind: "items-below", collection: "records", ...sourced };
    expect(checked(entry)).not.toThrow();
  });

  it("takes the fields of the object an operation writes from its reads when it answers nothing", () => {
    const entry = { operations: ["storageZones.update"], field: "DateModified", kind: "write-time", ...sourced };
    expect(checked(entry)).not.toThrow();
  });

  it("takes the fields of an element the read above lists under the write's collection (a bot category in `categories`)", () => {
    const entry = { operations: ["shieldZones.replaceBotCategorizationCategory"], field: "categoryAction", kind: "sent-as", from: "action", ...sourced };
    expect(checked(entry)).not.toThrow();
    // A bot's write lists no `categories`: the category's field is not one it writes.
    const bot = { operations: ["shieldZones.replaceBotCategorizationBot"], field: "categoryAction", kind: "set", value: 1, ...sourced };
    expect(checked(bot)).toThrow("names categoryAction, which the objects shieldZones.replaceBotCategorizationBot writes do not have");
  });

  it("takes a DELETE of a part of an object as a write of that object (a zone's DNSSEC turned off)", () => {
    const entry = { operations: ["dnsZones.deleteDnssec"], field: "DnsSecEnabled", kind: "set", value: false, ...sourced };
    expect(checked(entry)).not.toThrow();
  });

  it.each([
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "set-of", reason: "Why." }, "needs a reason and a source"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "set-of", reason: " ", source: "api-notes.md, Zones" }, "needs a reason and a source"],
    [{ operations: [], field: "SoaEmail", kind: "set-of", ...sourced }, "names no operation"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "shuffle", ...sourced }, 'has kind "shuffle", not one of'],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "default", ...sourced }, "of kind default needs value"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "set-of", value: 1, ...sourced }, "of kind set-of takes no value"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "rewrite", as: "title-case", ...sourced }, 'rewrites as "title-case"'],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "text-of", template: "fixed", ...sourced }, "has a template naming no {Field}: fixed"],
    [{ operations: ["dnsZones.deleteDnssec"], field: "DnsSecEnabled", kind: "refused-while", value: false, status: 500, ...sourced }, "refuses with status 500, not a 4xx"],
    [{ operations: ["dnsZones.nope"], field: "SoaEmail", kind: "set-of", ...sourced }, "names dnsZones.nope, which is no operation of the table"],
    [{ operations: ["dnsZones.get"], field: "SoaEmail", kind: "set-of", ...sourced }, "names dnsZones.get, which writes nothing"],
    [{ operations: ["dnsZones.delete"], field: "SoaEmail", kind: "set", value: "", ...sourced }, "names dnsZones.delete, which writes nothing"],
    [{ operations: ["dnsZones.create"], field: "Soa", kind: "set-of", ...sourced }, "names Soa, which the objects dnsZones.create writes do not have"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "set-of", when: { Kind: 1 }, ...sourced }, "names Kind, which the objects"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "text-of", template: "{Owner}", ...sourced }, "reads Owner, which neither"],
    [{ operations: ["dnsZones.create"], field: "SoaEmail", kind: "sent-as", from: "Email", ...sourced }, "reads Email, which neither"],
    [{ operations: ["dnsZones.create"], field: "Records", kind: "items-below", collection: "records", ...sourced }, "names dnsZones.create, which is no read"],
    [
      { operations: ["dnsZones.get"], field: "Records", kind: "items-below", collection: "entries", ...sourced },
      "names the collection entries, which the table has not below the objects dnsZones.get reads",
    ],
  ])("refuses %j: %s", (entry, problem) => {
    expect(checked(entry)).toThrow(`spec/corrections.json: the behaviour entry 0 (${String(entry.kind)} of ${entry.field}) ${problem}`);
  });

  it("refuses an entry that says again what an earlier one says of an operation, naming the later one", () => {
    const entry = { operations: ["dnsZones.create"], field: "SoaEmail", kind: "set-of", ...sourced };
    expect(checked(entry, { ...entry, operations: ["dnsZones.update", "dnsZones.create"] })).toThrow(
      "the behaviour entry 1 (set-of of SoaEmail) says again what an earlier entry says of dnsZones.create",
    );
  });
});
