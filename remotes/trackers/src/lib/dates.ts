/** Calendar dates as the trackers' pages use them: YYYY-MM-DD strings, New York's day unless said otherwise. */
export const NEW_YORK = 'America/New_York';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in a zone. */
export function dateIn(instant: Date | number, timeZone: string = NEW_YORK): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "Nov 25, 2026" for a YYYY-MM-DD date (no zone shift). */
export function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
