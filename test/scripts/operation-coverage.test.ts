import { apiOperations } from "../../src/api/operations";
import { uncoveredOperations, type UncoveredOperation } from "../../src/data/uncovered-operations";
import {
  coverageFaults,
  operationCallers,
  operationCoverage,
  type OperationCallers,
} from "../../scripts/generate/reference/operation-coverage";

const callers = operationCallers();

/** The hand table without `operation`'s entry. */
function without(operation: string): Partial<Record<string, UncoveredOperation>> {
  const { [operation]: _left, ...rest } = uncoveredOperations as Record<string, UncoveredOperation>;
  return rest;
}

describe("the coverage of the API's operations", () => {
  it("gives every operation of the table a resource, a data function or a reason, and no operation both", () => {
    expect(coverageFaults(callers, uncoveredOperations)).toEqual([]);
  });

  it("has one row per operation of the table", () => {
    const rows = operationCoverage(callers, uncoveredOperations);
    expect(rows.map((row) => row.operation)).toEqual(Object.keys(apiOperations));
  });

  it("names the resource a written-otherwise reason is about", () => {
    const unnamed = Object.entries(uncoveredOperations)
      .filter(([, entry]) => entry!.reason === "written-otherwise")
      .filter(([, entry]) => !/^[A-Z][A-Za-z]+\b/.test(entry!.note ?? ""))
      .map(([operation]) => operation);
    expect(unnamed).toEqual([]);
  });

  it("fails naming an operation that nothing calls and the hand table leaves out", () => {
    expect(coverageFaults(callers, without("user.closeAccount"))).toEqual([
      "user.closeAccount: no resource or data function calls it, and uncovered-operations.ts gives no reason",
    ]);
  });

  it("fails naming a reason given to an operation that something calls (a stale reason)", () => {
    const stale = { ...uncoveredOperations, "dnsZones.create": { reason: "account-action" as const } };
    expect(coverageFaults(callers, stale)).toEqual([
      "dnsZones.create: called by DnsZone, yet uncovered-operations.ts gives it a reason (stale)",
    ]);
  });

  it("fails naming a reason, or a caller's operation, that the operations table does not have", () => {
    const withCall: OperationCallers = {
      ...callers,
      resources: [...callers.resources, { name: "Extra", operations: [{ operation: "dnsZones.rename" as never, role: "update" }] }],
    };
    const unknown = { ...uncoveredOperations, "dnsZones.transfer": { reason: "account-action" as const } };
    expect(coverageFaults(withCall, unknown)).toEqual([
      "dnsZones.rename: called by Extra, but the operations table has no such operation",
      "dnsZones.transfer: given a reason in uncovered-operations.ts, but the operations table has no such operation",
    ]);
  });

  it("counts a resource's call as coverage whatever its role (ContainerApp's list, which proves its 404s)", () => {
    const list = operationCoverage(callers, uncoveredOperations).find((row) => row.operation === "containerApps.list")!;
    expect(list.resources).toContainEqual({ name: "ContainerApp", roles: ["list"] });
    expect(list.functions).toEqual(expect.arrayContaining(["getContainerApp", "getContainerApps"]));
  });
});
