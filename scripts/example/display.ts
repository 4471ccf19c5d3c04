// What `pulumi up`, `preview`, `refresh` and `destroy` print, rebuilt from the steps of a StackRunner: one row per
// resource with its operation, then the stack outputs and the count of each operation.
import type { StepOp } from "../../test/helpers/engine/lifecycle";
import type { Step } from "../../test/helpers/engine/stack-runner";

/** An operation as a command shows it: the symbol in the first column and the word for it. */
type Operation = StepOp | "refresh" | "delete";

const symbols: Record<Operation, string> = { create: "+", update: "~", replace: "+-", same: " ", refresh: "~", delete: "-" };
const done: Record<Operation, string> = {
  create: "created",
  update: "updated",
  replace: "replaced",
  same: "",
  refresh: "updated",
  delete: "deleted",
};
const planned: Record<Operation, string> = {
  create: "create",
  update: "update",
  replace: "replace",
  same: "",
  refresh: "update",
  delete: "delete",
};

/** One row of a command's table: a resource, what happens to it, and the properties that make it happen. */
export interface Row {
  urn: string;
  op: Operation;
  diffs?: string[];
}

/** The rows of a run's steps. */
export function rowsOf(steps: Step[]): Row[] {
  return steps.map((step) => ({ urn: step.urn, op: step.op, diffs: step.diffs }));
}

/**
 * The table `pulumi` prints for a command: `title` (e.g. "Updating (quickstart)"), a row per resource with the
 * status column (`done`) or the plan column (`plan`).
 */
export function table(title: string, rows: Row[], column: "done" | "plan"): string {
  const words = column === "done" ? done : planned;
  const cells = rows.map((row) => {
    const [type, name] = row.urn.split("::").slice(-2);
    const info = row.diffs?.length ? `[diff: ${row.diffs.map((d) => `~${d}`).join(", ")}]` : "";
    return [` ${symbols[row.op].padEnd(3)}`, type, name, words[row.op], info];
  });
  const header = ["    ", "Type", "Name", column === "done" ? "Status" : "Plan", "Info"];
  const widths = header.map((_, i) => Math.max(...[header, ...cells].map((cell) => cell[i].length)));
  const line = (cell: string[]) =>
    cell
      .map((text, i) => text.padEnd(widths[i]))
      .join(" ")
      .trimEnd();
  return [`${title}:`, "", line(header), ...cells.map(line)].join("\n");
}

/** The "Resources:" summary: how many resources each operation touched. */
export function summary(rows: Row[], column: "done" | "plan"): string {
  const counts = new Map<Operation, number>();
  for (const row of rows) {
    counts.set(row.op, (counts.get(row.op) ?? 0) + 1);
  }
  const lines = [...counts].map(([op, count]) => {
    if (op === "same") {
      return `    ${count} unchanged`;
    }
    const verb = column === "done" ? done[op] : `to ${planned[op]}`;
    return `    ${symbols[op]} ${count} ${verb}`;
  });
  return ["Resources:", ...lines].join("\n");
}

/** The "Outputs:" block: each stack output by name, values as `pulumi stack output` shows them. */
export function outputs(values: Record<string, unknown>): string {
  const names = Object.keys(values).sort();
  const width = Math.max(...names.map((name) => name.length));
  return ["Outputs:", ...names.map((name) => `    ${name.padEnd(width)}: ${value(values[name], "    ")}`)].join("\n");
}

function value(item: unknown, indent: string): string {
  if (Array.isArray(item)) {
    const inner = `${indent}    `;
    return ["[", ...item.map((entry, i) => `${inner}[${i}]: ${value(entry, inner)}`), `${indent}]`].join("\n");
  }
  return JSON.stringify(item) ?? "undefined";
}
