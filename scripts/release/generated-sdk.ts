import path from "node:path";
import { run } from "./run";

/** The languages whose SDK a release packages. */
export type SdkLanguage = "python" | "nodejs" | "java" | "go";

/**
 * Generates one language's SDK from the release schema with `pulumi package gen-sdk` of the CLI in `cliBin`, whose
 * language hosts beside it do the generating; returns the SDK's folder.
 */
export async function generateSdk(cliBin: string, schemaFile: string, language: SdkLanguage, stage: string): Promise<string> {
  const out = path.join(stage, "sdk");
  const args = ["package", "gen-sdk", schemaFile, "--language", language, "--out", out, "--non-interactive"];
  await run(path.join(cliBin, "pulumi"), args, { cwd: stage, env: { PATH: `${cliBin}${path.delimiter}${process.env.PATH}` } });
  return path.join(out, language);
}
