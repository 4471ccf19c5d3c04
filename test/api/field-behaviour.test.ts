import { appliesTo, asApiSet, rewrittenText, templateFields, type FieldBehaviour } from "../../src/api/field-behaviour";

describe("rewrittenText", () => {
  it.each([
    ["Assets.Example.COM", "lower-case", "assets.example.com"],
    ["de", "upper-case", "DE"],
    ["target.example.net.", "no-trailing-dot", "target.example.net"],
    ["https://example.com/assets//", "no-trailing-slash", "https://example.com/assets"],
    ["https://example.com", "no-trailing-slash", "https://example.com"],
  ] as const)("%s as %s is %s", (text, as, expected) => {
    expect(rewrittenText(text, as)).toBe(expected);
  });
});

describe("asApiSet", () => {
  it("keeps each value once, texts by code point and numbers by value", () => {
    expect(asApiSet(["NY", "DE", "NY", "LA"])).toEqual(["DE", "LA", "NY"]);
    expect(asApiSet([10, 9, 100, 9])).toEqual([9, 10, 100]);
  });
});

describe("appliesTo", () => {
  const weight = (when?: Record<string, unknown>): FieldBehaviour => ({ field: "Weight", kind: "set", value: 100, when });

  it("holds without conditions, and while every field named holds its value or one of its values", () => {
    expect(appliesTo(weight(), {})).toBe(true);
    expect(appliesTo(weight({ Type: 11 }), { Type: 11 })).toBe(true);
    expect(appliesTo(weight({ Type: [2, 4] }), { Type: 4 })).toBe(true);
    expect(appliesTo(weight({ Type: [2, 4], Disabled: false }), { Type: 4, Disabled: true })).toBe(false);
    expect(appliesTo(weight({ Type: 11 }), { Type: "11" })).toBe(false);
  });
});

describe("templateFields", () => {
  it("names the fields of a template in order", () => {
    expect(templateFields("{Name}-{Id}.b-cdn.net")).toEqual(["Name", "Id"]);
    expect(templateFields("b-cdn.net")).toEqual([]);
  });
});
