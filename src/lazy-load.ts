/**
 * Defines each of `names` on `exports` as a getter that takes it from the module `load` requires, on first access: a
 * program loads a heavy module (undici, zod) only once it uses one of its exports. The module must also assign each
 * name in its source (`export const X = ...`), since Node's ES module loader learns a CommonJS module's names from
 * such assignments.
 */
export function lazyLoad(exports: object, names: readonly string[], load: () => Record<string, unknown>): void {
  for (const name of names) {
    Object.defineProperty(exports, name, { enumerable: true, configurable: true, get: () => load()[name] });
  }
}
