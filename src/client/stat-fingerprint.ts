import type { BigIntStats } from "node:fs";
import { stat } from "node:fs/promises";
import type { StatFingerprint } from "../types";

/** The stat fingerprint of what `stat` reported of a file. */
export function statFingerprintOf(stats: BigIntStats): StatFingerprint {
  return {
    dev: String(stats.dev),
    ino: String(stats.ino),
    size: String(stats.size),
    mtimeNs: String(stats.mtimeNs),
    ctimeNs: String(stats.ctimeNs),
  };
}

/** The file's stat fingerprint now; undefined where it cannot be read (gone, unreadable). */
export async function currentStatFingerprint(filePath: string): Promise<StatFingerprint | undefined> {
  return stat(filePath, { bigint: true }).then(statFingerprintOf, () => undefined);
}

/** Whether two stat fingerprints are the same file unchanged. */
export function sameStatFingerprint(a: StatFingerprint | undefined, b: StatFingerprint | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.dev === b.dev &&
    a.ino === b.ino &&
    a.size === b.size &&
    a.mtimeNs === b.mtimeNs &&
    a.ctimeNs === b.ctimeNs
  );
}
