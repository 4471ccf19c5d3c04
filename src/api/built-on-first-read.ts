/** The values `builders` make, by name. */
export type BuiltValues<Builders extends Record<string, () => unknown>> = { readonly [Name in keyof Builders]: ReturnType<Builders[Name]> };

/**
 * An object whose each property is made by its builder on its first read, then kept: a process builds only the
 * schemas of the operations it calls, not the hundreds of an area (building one takes zod tens of microseconds).
 */
export function builtOnFirstRead<Builders extends Record<string, () => unknown>>(builders: Builders): BuiltValues<Builders> {
  const values = {};
  for (const [name, build] of Object.entries(builders)) {
    Object.defineProperty(values, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = build();
        Object.defineProperty(values, name, { enumerable: true, value });
        return value;
      },
    });
  }
  return values as BuiltValues<Builders>;
}
