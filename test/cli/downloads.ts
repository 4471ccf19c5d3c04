import { isTransientDownloadFailure } from "../../scripts/transient-download-failure";
import type { CommandResult } from "../helpers/cli-stack";

/**
 * Runs a step that downloads packages (pip from PyPI, go from the module proxy, Maven from Maven Central), again up
 * to twice more when it failed the way a network hiccup fails, 10 s and 20 s later; any other failure, or the third,
 * fails the test. The step reuses the machine's download caches (pip's, the Go module cache, the local Maven
 * repository), so a second attempt fetches only what is missing.
 */
export async function withDownloadRetries(step: () => Promise<CommandResult>): Promise<CommandResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await step();
    const printed = `${result.stdout}\n${result.stderr}`;
    if (result.code === 0) return result;
    if (attempt === 3 || !isTransientDownloadFailure(printed)) {
      throw new Error(`the step failed (attempt ${attempt}, exit code ${result.code}):\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, attempt * 10_000));
  }
}
