import { runCommand } from "../lib/processes";
import type { Figure } from "../lib/figure";
import { installedProgram } from "../lib/program";
import { scaled } from "../lib/scale";
import { pairedRatios, summarize } from "../lib/stats";
import { measured, number, pairedRatio, ratio, verdict } from "../lib/table";

const runs = scaled(21, 7);
const limitMs = 50;

/** A program's first lines: @pulumi/pulumi, then the package root, each require timed inside the process. */
function timedRequires(packageName: string): string {
  return `let started = performance.now();
require("@pulumi/pulumi");
const pulumiMs = performance.now() - started;
started = performance.now();
require(${JSON.stringify(packageName)});
process.stdout.write(JSON.stringify({ pulumiMs, packageMs: performance.now() - started }));`;
}

/** 5. Time a program spends importing the package root, on top of importing @pulumi/pulumi. */
export const importCost: Figure = {
  name: "import",
  async measure() {
    const program = await installedProgram();
    const node = (script: string) => runCommand(process.execPath, ["-e", script], { cwd: program.dir });
    const pulumiOnly = () => node('require("@pulumi/pulumi")');
    const withPackage = () => node(timedRequires(program.packageName));
    await pulumiOnly();
    await withPackage();
    const alone: number[] = [];
    const both: number[] = [];
    const extra: number[] = [];
    const inProcess: { pulumiMs: number; packageMs: number }[] = [];
    for (let run = 0; run < runs; run++) {
      // Pairs in alternating order, so that a change of load on the machine hits both alike.
      const [first, second] = run % 2 === 0 ? [pulumiOnly, withPackage] : [withPackage, pulumiOnly];
      const a = await first();
      const b = await second();
      const [without, withIt] = run % 2 === 0 ? [a, b] : [b, a];
      alone.push(without.ms);
      both.push(withIt.ms);
      extra.push(withIt.ms - without.ms);
      inProcess.push(JSON.parse(withIt.stdout));
    }
    const reference = summarize(alone);
    const value = summarize(extra);
    const packageRequire = summarize(inProcess.map((timing) => timing.packageMs));
    const pulumiRequire = summarize(inProcess.map((timing) => timing.pulumiMs));
    return [
      {
        figure: "5. import of the package root in a program (node -e, extra time)",
        value: measured(value, "ms"),
        reference: `@pulumi/pulumi alone: ${measured(reference, "ms", 0)}`,
        ratio: pairedRatio(pairedRatios(both, alone)),
        goal: `< ${limitMs} ms extra`,
        verdict: verdict(value.median < limitMs),
      },
      {
        figure: `5. require("${program.packageName}") after @pulumi/pulumi, timed in the process`,
        value: measured(packageRequire, "ms"),
        reference: `require("@pulumi/pulumi"): ${number(pulumiRequire.median, 0)} ms`,
        ratio: ratio(packageRequire.median, pulumiRequire.median),
        goal: "",
        verdict: "info",
      },
    ];
  },
};
