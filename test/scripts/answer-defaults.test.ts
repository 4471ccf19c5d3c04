import { answerDefault } from "../../scripts/generate/api/answer-defaults";

describe("answerDefault", () => {
  const schemas = {
    Probe: {
      type: "object",
      properties: { periodSeconds: { type: "integer", default: 10 }, path: { type: "string", nullable: true }, port: { type: "integer" } },
    },
  };

  it("gives a field the document's default, where it states one, and the type's value nothing set otherwise", () => {
    expect(answerDefault({ $ref: "#/components/schemas/Probe" }, schemas)).toEqual({ periodSeconds: 10, path: null, port: 0 });
  });
});
