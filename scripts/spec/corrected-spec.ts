import fs from "node:fs";
import path from "node:path";
import { applyCorrections, type BehaviourEntry, type CorrectionsFile } from "./corrections";
import { PUBLISHED_DOCUMENTS } from "./documents";
import type { AreaSpec } from "./facts";

/** The repository's spec/ folder. */
export const SPEC_DIR = path.resolve(__dirname, "..", "..", "spec");

/** The facts of spec/<area>.json, one per area, in the order of the documents. */
export function readAreaSpecs(dir = SPEC_DIR): AreaSpec[] {
  return Object.values(PUBLISHED_DOCUMENTS).map(
    (area) => JSON.parse(fs.readFileSync(path.join(dir, `${area}.json`), "utf8")) as AreaSpec,
  );
}

function correctionsFile(dir: string): CorrectionsFile {
  return JSON.parse(fs.readFileSync(path.join(dir, "corrections.json"), "utf8")) as CorrectionsFile;
}

/** The corrections of spec/corrections.json. */
export function readCorrections(dir = SPEC_DIR): CorrectionsFile["corrections"] {
  return correctionsFile(dir).corrections;
}

/** The behaviour entries of spec/corrections.json, unchecked (`operationBehaviour` checks them). */
export function readBehaviour(dir = SPEC_DIR): BehaviourEntry[] {
  return correctionsFile(dir).behaviour ?? [];
}

/** The facts of the API: spec/ with its corrections applied. */
export function correctedSpec(dir = SPEC_DIR): AreaSpec[] {
  return applyCorrections(readAreaSpecs(dir), readCorrections(dir));
}
