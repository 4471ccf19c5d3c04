// The quickstart sequence without the Pulumi CLI: the program runs in its own process, as under the CLI, and its
// resources go through @pulumi/pulumi's own dynamic-provider host, started from a program folder where the package
// is installed from its tarball as a user installs it. The stack state is kept in memory.
import path from "node:path";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { changedProperties } from "../../test/helpers/engine/wire";
import { simulatorSettings } from "../../test/helpers/installed-package";
import { installPackageIntoProgram } from "../../test/helpers/engine/program-install";
import { StackRunner } from "../../test/helpers/engine/stack-runner";
import { outputs, rowsOf, summary, table, type Row } from "./display";
import {
  ExampleFailed,
  changeDnsOutOfBand,
  changeOutOfBand,
  cleanAgainStep,
  expectedDriftError,
  mediaFolder,
  outOfBandChange,
  quickstartSimulatorOptions,
  outOfBandSize,
  quickstartDns,
  quickstartProgram,
  repairStep,
  repoRoot,
  simulatorProgramConfig,
  stackName,
  step,
  upStep,
  volumeOf,
  wwwAddress,
} from "./quickstart";

export async function runWithoutCli(): Promise<void> {
  console.log(
    "CLI-less mode: the Pulumi CLI is not on PATH, so the quickstart program runs through @pulumi/pulumi's own " +
      "dynamic-provider host, with the stack state kept in memory. For the real `pulumi up`, install the CLI " +
      "(https://www.pulumi.com/docs/iac/download-install/) and run `npm run example` again.",
  );
  const simulator = await startSimulator(quickstartSimulatorOptions);
  let stack: StackRunner | undefined;
  try {
    console.log("\nInstalling the packed package and @pulumi/pulumi into a program folder, as a user installs them...");
    const program = await installPackageIntoProgram(repoRoot);
    const config = { ...simulatorSettings(simulator), ...simulatorProgramConfig };
    // Every command starts its own dynamic-provider host, as the CLI does.
    stack = await StackRunner.create(program, { config }, path.join(quickstartProgram, "index.ts"), config, [mediaFolder]);
    await runSequence(simulator, stack);
  } finally {
    await stack?.dispose();
    await simulator.close();
  }
}

async function runSequence(simulator: RunningSimulator, stack: StackRunner): Promise<void> {
  step(upStep);
  const created = await timed(() => stack.up());
  const createdRows = rowsOf(created.result.steps);
  console.log(table(`Updating (${stackName})`, createdRows, "done"));
  console.log(`\n${outputs(created.result.outputs)}\n\n${summary(createdRows, "done")}\n\nDuration: ${created.seconds}s`);
  mustHold(createdRows.every((row) => row.op === "create"), "pulumi up did not create every resource");

  step("pulumi preview --refresh --expect-no-changes: the live objects match the stack");
  const unchanged = await previewWithRefresh(stack);
  mustHold(
    unchanged.refreshed.length === 0 && unchanged.planned.length === 0,
    "the refresh and preview right after pulumi up found changes",
  );
  console.log("\nNo changes, as expected.");

  step(outOfBandChange);
  changeOutOfBand(simulator);
  await changeDnsOutOfBand(simulator);

  step("pulumi preview --refresh --expect-no-changes: the drift must be caught (non-zero exit)");
  const drifted = await previewWithRefresh(stack);
  mustHold(
    drifted.planned.map((row) => `${row.op} ${row.urn.split("::").pop()}`).sort().join(", ") === "update data, update site, update sqli-log-only, update www",
    "the out-of-band changes of the volume, the WAF rule and the DNS zone and record were not detected as drift",
  );
  console.log(`\n${expectedDriftError}\nerror: no changes were expected but changes were proposed\nDrift detected, as expected.`);

  step(repairStep);
  const repaired = await timed(async () => {
    await stack.refresh();
    return stack.up();
  });
  const repairedRows = rowsOf(repaired.result.steps);
  console.log(table(`Updating (${stackName})`, repairedRows, "done"));
  console.log(`\n${summary(repairedRows, "done")}\n\nDuration: ${repaired.seconds}s`);
  mustHold(volumeOf(simulator).size !== outOfBandSize, "pulumi up did not put the volume back");
  mustHold(simulator.state.shieldZones.get("12345")!.wafLogOnlyRules.has("942100"), "pulumi up did not put the WAF rule back");
  const dns = await quickstartDns(simulator);
  mustHold(dns.loggingEnabled === true && dns.wwwValue === wwwAddress, "pulumi up did not put the DNS zone and record back");

  step(cleanAgainStep);
  const again = await previewWithRefresh(stack);
  mustHold(again.refreshed.length === 0 && again.planned.length === 0, "the refresh and preview after the repair found changes");
  console.log("\nNo changes, as expected.");

  step("pulumi destroy");
  const destroyedRows: Row[] = [...stack.state.keys()].reverse().map((urn) => ({ urn, op: "delete" }));
  const destroyed = await timed(() => stack.destroy());
  console.log(table(`Destroying (${stackName})`, destroyedRows, "done"));
  console.log(`\n${summary(destroyedRows, "done")}\n\nDuration: ${destroyed.seconds}s`);
  mustHold(stack.state.size === 0, "pulumi destroy left resources in the stack");
}

/**
 * `pulumi preview --refresh`: reads every resource (a table of those whose outputs changed), then previews the
 * program against the refreshed state. Returns the resources the refresh found changed and the steps that are not
 * "same". As with the CLI, the stack's state is left as it was: a preview writes nothing.
 */
async function previewWithRefresh(stack: StackRunner): Promise<{ refreshed: string[]; planned: Row[] }> {
  const before = new Map(stack.state);
  const refreshed = await stack.refresh();
  const refreshRows: Row[] = [...before.keys()].map((urn) =>
    refreshed.changed.includes(urn)
      ? { urn, op: "refresh", diffs: changedProperties(before.get(urn)!.outputs, stack.state.get(urn)!.outputs) }
      : { urn, op: "same" },
  );
  console.log(table(`Refreshing (${stackName})`, refreshRows, "done"));
  const preview = await stack.preview();
  stack.state.clear();
  for (const [urn, state] of before) stack.state.set(urn, state);
  const rows = rowsOf(preview.steps);
  console.log(`\n${table(`Previewing update (${stackName})`, rows, "plan")}\n\n${summary(rows, "plan")}`);
  return { refreshed: refreshed.changed, planned: rows.filter((row) => row.op !== "same") };
}

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = Date.now();
  const result = await action();
  return { result, seconds: Math.max(1, Math.round((Date.now() - started) / 1000)) };
}

function mustHold(condition: boolean, failure: string): void {
  if (!condition) {
    throw new ExampleFailed(failure);
  }
}
