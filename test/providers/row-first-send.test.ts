import { shieldApiGuardianRow } from "../../src/providers/metadata/shield-settings";
import { rowDefinition } from "../../src/providers/row-definition";
import { sendingOperation } from "../../src/providers/row-first-send";

// The operation that sends a row's write-only inputs where the API has one of its own for an object that holds none
// yet (a shield zone's first OpenAPI document is a POST, the next ones a PATCH).

const first = { operation: "shieldZones.createApiGuardianSpec", heldWhenSet: "title" } as const;
const update = "shieldZones.updateApiGuardianSpec";

describe("sendingOperation", () => {
  it.each([undefined, null, ""])("sends by the first operation while the field is %p", (title) => {
    expect(sendingOperation(update, first, (api) => (api === "title" ? title : "other"))).toBe(first.operation);
  });

  it("sends by the operation once the field is set, and by it alone without a first operation", () => {
    expect(sendingOperation(update, first, () => "Shop API")).toBe(update);
    expect(sendingOperation(update, undefined, () => undefined)).toBe(update);
  });
});

describe("a row's first send", () => {
  it("is refused where the field that tells is not in the read's answer, naming it", () => {
    const row = {
      ...shieldApiGuardianRow,
      writeOnlyCall: { ...shieldApiGuardianRow.writeOnlyCall!, first: { ...first, heldWhenSet: "documentName" } },
    };
    expect(() => rowDefinition(row)).toThrow("ShieldApiGuardian: documentName, which tells whether");
  });

  it("names the row's inputs as the row says, the body's other field by its own name", () => {
    const properties = Object.keys(rowDefinition(shieldApiGuardianRow).inputs.shape);
    expect(properties).toEqual(expect.arrayContaining(["openApiDocument", "enforceAuthorizationValidation"]));
    expect(properties).not.toContain("content");
  });
});
