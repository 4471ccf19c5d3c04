import type { AliasOperations } from "../src/client/method-alias";
import type { methodAliases } from "../src/client/method-aliases";
import type { ClientMethodOperation } from "../src/operations";

// Checked by `npm run typecheck`: src/operations.ts lists the operations of the client's own methods by hand, so that
// the errors and the simulator name them without importing the client; this fails when the list and the aliases
// part ways, either way. `listApps` and `listShieldZones` are the reads of `confirmApiAddress` that no method makes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Named = AliasOperations<typeof methodAliases>[number] | "listApps" | "listShieldZones";
const listedAsDeclared: Same<Named, ClientMethodOperation> = true;

describe("the operations of the client's own methods", () => {
  it("are listed in src/operations.ts as the aliases name them (checked by the type check)", () => {
    expect(listedAsDeclared).toBe(true);
  });
});
