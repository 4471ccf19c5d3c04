import { installPackage } from "../../test/helpers/installed-package";
import type { InstalledProgram } from "../../test/helpers/engine/program-install";

let installed: Promise<InstalledProgram> | undefined;

/** A program folder with the packed package installed (built by `npm run build` before the benchmark starts). */
export function installedProgram(): Promise<InstalledProgram> {
  return (installed ??= installPackage());
}
