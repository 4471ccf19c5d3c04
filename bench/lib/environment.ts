/** The value of the environment variable `name`, which the benchmark sets for a process it starts. */
export function environment(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}
