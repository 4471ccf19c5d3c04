import type { OperationList } from "../src/client/declared-endpoint";
import type { apiEndpoints } from "../src/client/endpoints";
import type { ClientMethodOperation } from "../src/operations";

// Checked by `npm run typecheck`: src/operations.ts lists the operations of the client's own methods by hand, so that
// the errors and the simulator name them without importing the client; this fails when the list and the endpoints
// part ways, either way.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listedAsDeclared: Same<OperationList<typeof apiEndpoints>[number], ClientMethodOperation> = true;

describe("the operations of the client's own methods", () => {
  it("are listed in src/operations.ts as the endpoints declare them (checked by the type check)", () => {
    expect(listedAsDeclared).toBe(true);
  });
});
