import { unknownValue } from "@pulumi/pulumi/runtime/rpc";
import { exactlyOneIssue } from "../../src/providers/exactly-one-of";

const pair = ["zoneId", "domain"] as const;

describe("exactlyOneIssue", () => {
  it("finds nothing where exactly one of the two is given", () => {
    expect(exactlyOneIssue({ zoneId: "501" }, pair)).toBeUndefined();
    expect(exactlyOneIssue({ domain: "example.org", triggers: [] }, pair)).toBeUndefined();
  });

  it("refuses both on the second, and neither on the first, each issue naming both properties", () => {
    expect(exactlyOneIssue({ zoneId: "501", domain: "example.org" }, pair)).toEqual({
      field: "domain",
      rule: "is given with zoneId: give exactly one of zoneId and domain",
    });
    expect(exactlyOneIssue({ triggers: ["v1"] }, pair)).toEqual({
      field: "zoneId",
      rule: "is required, or domain instead: give exactly one of zoneId and domain",
    });
  });

  it("leaves a value a preview does not know yet to the check that knows it", () => {
    expect(exactlyOneIssue({ zoneId: unknownValue, domain: "example.org" }, pair)).toBeUndefined();
    expect(exactlyOneIssue({ domain: [unknownValue] }, pair)).toBeUndefined();
  });
});
