import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The file of checksums a release folder holds, in the format `sha256sum --check` reads. */
export const checksumsFile = "SHA256SUMS";

/** Every file under `folder`, relative to it, in a stable order. */
export function releaseFiles(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(folder, file)).isFile() && file !== checksumsFile)
    .sort();
}

/** Writes {@link checksumsFile} for every file under `folder`. */
export function writeChecksums(folder: string): void {
  const lines = releaseFiles(folder).map((file) => {
    const digest = crypto.createHash("sha256").update(fs.readFileSync(path.join(folder, file))).digest("hex");
    return `${digest}  ${file}`;
  });
  fs.writeFileSync(path.join(folder, checksumsFile), `${lines.join("\n")}\n`);
}
