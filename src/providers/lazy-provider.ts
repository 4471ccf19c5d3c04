import type { DynamicProvider } from "./dynamic-provider";

/**
 * A provider that loads its implementation on the first call. The object is the whole export of a module under
 * `dist/providers/entry/`, so Pulumi serializes it as `require("pulumi-cloudplatform/dist/providers/entry/<name>.js")`:
 * the state holds no code, and a program that only declares resources never loads the client. Every existing stack
 * stores that path, so an entry module must never move or be renamed (nor the `./dist/*` export be narrowed).
 *
 * `load` requires the implementation by package name, not by relative path: where Pulumi cannot see the package under
 * `node_modules` (a package linked from elsewhere) it copies this object by value, and the copy must still find the
 * implementation from the program's folder.
 */
export function lazyProvider<Inputs extends object, Outputs extends object>(
  load: () => DynamicProvider<Inputs, Outputs>,
): DynamicProvider<Inputs, Outputs> {
  let loaded: DynamicProvider<Inputs, Outputs> | undefined;
  const implementation = (): DynamicProvider<Inputs, Outputs> => (loaded ??= load());
  return {
    configure: (req) => implementation().configure(req),
    check: (olds, news) => implementation().check(olds, news),
    diff: (id, olds, news) => implementation().diff(id, olds, news),
    create: (inputs) => implementation().create(inputs),
    read: (id, props) => implementation().read(id, props),
    update: (id, olds, news) => implementation().update(id, olds, news),
    delete: (id, props) => implementation().delete(id, props),
  };
}
