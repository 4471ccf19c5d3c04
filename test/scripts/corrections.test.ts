import { applyCorrections, type Correction } from "../../scripts/spec/corrections";
import { readCorrections } from "../../scripts/spec/corrected-spec";
import type { AreaSpec } from "../../scripts/spec/facts";

function area(): AreaSpec {
  return {
    area: "core",
    host: "api.bunny.net",
    basePath: "",
    operations: [
      { method: "POST", path: "/pullzone", tags: [], authHeaders: ["AccessKey"], responses: { "201": {} } },
    ],
    schemas: { Zone: { type: "object", properties: { Name: { type: "string" } } } },
  };
}

const sourced = { reason: "what the live API does", source: "api-notes.md, a section" };

describe("applyCorrections", () => {
  it("sets a value below an operation or a schema, and leaves the input as it was", () => {
    const input = [area()];
    const [corrected] = applyCorrections(input, [
      { at: ["core", "operations", "POST /pullzone", "responses", "201", "content"], set: { "application/json": {} }, ...sourced },
      { at: ["core", "schemas", "Zone", "properties", "Id"], set: { type: "integer" }, ...sourced },
    ]);
    expect(corrected.operations[0].responses).toEqual({ "201": { content: { "application/json": {} } } });
    expect(corrected.schemas.Zone).toEqual({ type: "object", properties: { Name: { type: "string" }, Id: { type: "integer" } } });
    expect(input[0].operations[0].responses).toEqual({ "201": {} });
  });

  it("adds, replaces and removes whole operations and schemas", () => {
    const [corrected] = applyCorrections(
      [area()],
      [
        { at: ["core", "operations", "GET /partner/contract"], set: { tags: [], authHeaders: ["AccessKey"], responses: {} }, ...sourced },
        { at: ["core", "operations", "POST /pullzone"], remove: true, ...sourced },
        { at: ["core", "schemas", "Zone"], remove: true, ...sourced },
      ],
    );
    expect(corrected.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(["GET /partner/contract"]);
    expect(corrected.schemas).toEqual({});
  });

  it.each<[string, Partial<Correction>, string]>([
    ["no reason", { reason: "" }, "needs a reason and a source"],
    ["no source", { source: " " }, "needs a reason and a source"],
    ["both set and remove", { remove: true }, "needs exactly one of set and remove"],
    ["an unknown area", { at: ["shield", "schemas", "Zone", "x"] }, "names no area of spec/"],
    ["a path into nothing", { at: ["core", "schemas", "Nothing", "properties", "x"] }, "points below a place spec/ does not have"],
    ["nothing new", { at: ["core", "schemas", "Zone", "type"], set: "object" }, "sets what spec/ already says"],
  ])("refuses a correction with %s, naming where it points", (_, change, problem) => {
    const correction = { at: ["core", "schemas", "Zone", "type"], set: "array", ...sourced, ...change } as Correction;
    expect(() => applyCorrections([area()], [correction])).toThrow(`spec/corrections.json: the correction at ${correction.at.join(" › ")} ${problem}`);
  });

  it("refuses to remove what spec/ does not have", () => {
    expect(() => applyCorrections([area()], [{ at: ["core", "operations", "GET /nothing"], remove: true, ...sourced }])).toThrow(
      "removes an operation spec/ does not have",
    );
  });
});

describe("spec/corrections.json", () => {
  it.each(readCorrections().map((correction) => [correction.at.join(" › "), correction] as const))(
    "%s gives its reason and a source",
    (_, correction) => {
      expect(correction.reason.trim().length).toBeGreaterThan(20);
      expect(correction.source).toMatch(/api-spec\.md|api-notes\.md|document|path|terraform-provider-bunnynet/);
    },
  );
});
