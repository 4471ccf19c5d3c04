export const DAY_MS = 86_400_000;

export function startOfUtcDay(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** Start (UTC ms) of the day an `MM-dd-yyyy` text names, or undefined when it is not a calendar date. */
export function parseMonthDayYear(text: string): number | undefined {
  const parts = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!parts) return undefined;
  const [month, day, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.getTime() : undefined;
}

/** `yyyy-MM-ddT00:00:00Z`, the form in which the API keys per-day metrics. */
export function isoDayKey(dayStartMs: number): string {
  return `${new Date(dayStartMs).toISOString().slice(0, 10)}T00:00:00Z`;
}
