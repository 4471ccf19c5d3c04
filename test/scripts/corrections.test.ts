import { correctedSpec, readBehaviour, readCorrections } from "../../scripts/spec/corrected-spec";
import { applyCorrections, type Correction } from "../../scripts/spec/corrections";
import type { AreaSpec } from "../../scripts/spec/facts";

/** A small area of spec/: one operation with a path parameter and one schema. */
function zoneArea(): AreaSpec {
  return {
    area: "core",
    host: "api.example.com",
    basePath: "",
    operations: [
      {
        method: "GET",
        path: "/zone/{id}",
        tags: ["Zone"],
        authHeaders: ["AccessKey"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Zone" } } } }, "404": {} },
      },
    ],
    schemas: { Zone: { type: "object", properties: { Name: { type: "string" }, Size: { type: "integer" } } } },
  };
}

const sourced = { reason: "What the documents get wrong here.", source: "api-notes.md, Zones" };

function corrected(...corrections: Omit<Correction, "reason" | "source">[]): AreaSpec {
  return applyCorrections([zoneArea()], corrections.map((correction) => ({ ...correction, ...sourced }) as Correction))[0]!;
}

const zoneRead = (area: AreaSpec) => area.operations.find((operation) => operation.path === "/zone/{id}")!;

describe("applyCorrections", () => {
  it("sets a value at a path below a schema, leaving the areas it was given as they were", () => {
    const areas = [zoneArea()];
    const [area] = applyCorrections(areas, [
      { at: ["core", "schemas", "Zone", "properties", "Name", "maxLength"], set: 50, ...sourced },
      { at: ["core", "schemas", "Zone", "required"], set: ["Name"], ...sourced },
    ]);
    expect(area!.schemas.Zone).toEqual({
      type: "object",
      required: ["Name"],
      properties: { Name: { type: "string", maxLength: 50 }, Size: { type: "integer" } },
    });
    expect(areas[0]).toEqual(zoneArea());
  });

  it("sets a value below an operation, and adds a schema", () => {
    const area = corrected(
      { at: ["core", "operations", "GET /zone/{id}", "responses", "404"], set: { content: { "application/json": { schema: {} } } } },
      { at: ["core", "schemas", "ZoneError"], set: { type: "object" } },
    );
    expect(zoneRead(area).responses).toMatchObject({ "404": { content: { "application/json": { schema: {} } } } });
    expect(area.schemas.ZoneError).toEqual({ type: "object" });
  });

  it("removes what is at a path", () => {
    const area = corrected({ at: ["core", "schemas", "Zone", "properties", "Size"], remove: true });
    expect(area.schemas.Zone).toEqual({ type: "object", properties: { Name: { type: "string" } } });
  });

  it("adds an operation, its method and path taken from its key; replaces and removes one", () => {
    const added = corrected({ at: ["core", "operations", "GET /zone"], set: { tags: ["Zone"], authHeaders: [], responses: { "200": {} } } });
    expect(added.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(["GET /zone/{id}", "GET /zone"]);
    expect(added.operations[1]).toEqual({ method: "GET", path: "/zone", tags: ["Zone"], authHeaders: [], responses: { "200": {} } });

    const replaced = corrected({ at: ["core", "operations", "GET /zone/{id}"], set: { tags: [], authHeaders: [] } });
    expect(replaced.operations).toEqual([{ method: "GET", path: "/zone/{id}", tags: [], authHeaders: [] }]);

    expect(corrected({ at: ["core", "operations", "GET /zone/{id}"], remove: true }).operations).toEqual([]);
  });

  it("names an item of a list by its name: sets below it, adds it, removes it", () => {
    const cursor = { name: "cursor", in: "query", schema: { type: "string" } };
    const area = corrected(
      { at: ["core", "operations", "GET /zone/{id}", "parameters", "id", "schema", "minimum"], set: 1 },
      { at: ["core", "operations", "GET /zone/{id}", "parameters", "cursor"], set: cursor },
    );
    expect(zoneRead(area).parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
      cursor,
    ]);
    const removed = corrected({ at: ["core", "operations", "GET /zone/{id}", "parameters", "id"], remove: true });
    expect(zoneRead(removed).parameters).toEqual([]);
  });

  it("sets a fact of a whole area", () => {
    expect(corrected({ at: ["core"], set: { answerFieldCase: "any" } }).answerFieldCase).toBe("any");
    expect(corrected({ at: ["core"], set: { exactCasePaths: ["/zone"] } }).exactCasePaths).toEqual(["/zone"]);
  });

  describe("refuses, naming the file and the correction's place", () => {
    const refusal = (correction: Partial<Correction>) => () => applyCorrections([zoneArea()], [{ ...sourced, ...correction } as Correction]);
    const at: Correction["at"] = ["core", "schemas", "Zone", "properties", "Name", "maxLength"];

    it("a correction without a reason or without a source", () => {
      expect(refusal({ at, set: 5, reason: "" })).toThrow("spec/corrections.json: the correction at core › schemas › Zone › properties › Name › maxLength needs a reason and a source");
      expect(refusal({ at, set: 5, source: "  " })).toThrow("needs a reason and a source");
      expect(refusal({ at, set: 5, source: undefined })).toThrow("needs a reason and a source");
    });

    it("a correction that both sets and removes, or does neither", () => {
      expect(refusal({ at, set: 5, remove: true })).toThrow("needs exactly one of set and remove");
      expect(refusal({ at })).toThrow("needs exactly one of set and remove");
    });

    it("a path into nothing", () => {
      expect(refusal({ at: ["core", "schemas", "Zone", "properties", "Missing", "maxLength"], set: 5 })).toThrow(
        "points below a place spec/ does not have",
      );
      expect(refusal({ at: ["core", "operations", "GET /nowhere", "responses", "200"], set: {} })).toThrow(
        "points below a place spec/ does not have",
      );
      expect(refusal({ at: ["core", "operations", "GET /zone/{id}", "parameters", "missing", "schema"], set: {} })).toThrow(
        "points below a place spec/ does not have",
      );
      expect(refusal({ at: ["core", "schemas", "Zone", "properties", "Missing"], remove: true })).toThrow("removes what spec/ does not have");
      expect(refusal({ at: ["core", "operations", "GET /nowhere"], remove: true })).toThrow("removes an operation spec/ does not have");
    });

    it("a correction that changes nothing", () => {
      expect(refusal({ at: ["core", "schemas", "Zone", "properties", "Name"], set: { type: "string" } })).toThrow("sets what spec/ already says");
      expect(refusal({ at: ["core", "operations", "GET /zone/{id}"], set: (({ method, path, ...facts }) => facts)(zoneArea().operations[0]!) })).toThrow(
        "sets what spec/ already says",
      );
      expect(refusal({ at: ["core"], set: { answerFieldCase: "exact" } })).toThrow("sets what spec/ already says");
      expect(refusal({ at: ["core"], set: { exactCasePaths: [] } })).toThrow("sets what spec/ already says");
    });

    it("an unknown area", () => {
      expect(refusal({ at: ["cdn" as "core", "schemas", "Zone"], set: {} })).toThrow("names no area of spec/");
    });

    it("an area fact it does not know, or a value it does not take", () => {
      expect(refusal({ at: ["core"], set: { host: "elsewhere.example.com" } })).toThrow(
        "sets host, which is no area fact (answerFieldCase, exactCasePaths)",
      );
      expect(refusal({ at: ["core"], set: { exactCasePaths: ["/zon"] } })).toThrow('sets exactCasePaths to a path no operation\'s path starts with: "/zon"');
      expect(refusal({ at: ["core"], set: { exactCasePaths: "/zone" } })).toThrow('sets exactCasePaths to "/zone", not a list of paths');
      expect(refusal({ at: ["core"], set: { answerFieldCase: "camel" } })).toThrow('sets answerFieldCase to "camel", not one of "exact", "any"');
      expect(refusal({ at: ["core"], remove: true })).toThrow("removes a whole area");
    });

    it("a list item added under another name than the one its place gives", () => {
      expect(refusal({ at: ["core", "operations", "GET /zone/{id}", "parameters", "cursor"], set: { name: "page", in: "query" } })).toThrow(
        "adds an item whose name is not cursor",
      );
    });
  });
});

/**
 * The forms a source takes, each with the place meant: the project's two notes, a public client, or what a published
 * document says elsewhere (the same call of another collection, say).
 */
const SOURCE_FORMS = [
  /^api-spec\.md, \S/,
  /^api-notes\.md, \S/,
  /^BunnyWay\/terraform-provider-bunnynet (\S+\.go|issue #\d+|CHANGELOG\.md)/,
  /^StackExchange\/dnscontrol \S+\.go/,
  /^dotnet\/runtime \S+\.cs/,
  /^GoSuccessHQ\/bunny-api \S+\.php/,
  /^stefanhoelzl\/SnapSync \S+\.md \(a live/,
  /^the (core|container-apps|shield|video) document, \S/,
];

/** Whether each part of `source` (parts separated by "; ") names a source in one of SOURCE_FORMS. */
function isSourced(source: string | undefined): boolean {
  return (source ?? "").split("; ").every((part) => SOURCE_FORMS.some((form) => form.test(part)));
}

describe("spec/corrections.json", () => {
  const corrections = readCorrections();

  it("applies over spec/", () => {
    expect(() => correctedSpec()).not.toThrow();
  });

  it("gives every correction a reason and a source that names api-spec.md, api-notes.md or a public one", () => {
    const unsourced = corrections.filter(
      (correction) =>
!correction.reason?.trim() || !isSourced(correction.source),
    );
    expect(unsourced.map((correction) => correction.at.join(" › "))).toEqual([]);
  });

  it("gives every behaviour entry a reason and a source of the same forms", () => {
    const unsourced = readBehaviour().filter((entry) => !entry.reason?.trim() || !isSourced(entry.source));
    expect(unsourced.map((entry) => `${entry.kind} of ${entry.field} (${entry.operations.join(", ")})`)).toEqual([]);
  });
});
