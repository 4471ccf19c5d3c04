/** The day of `now` in UTC as the event-log API names days: `MM-dd-yyyy`. */
export function utcDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-${now.getUTCFullYear()}`;
}
