/**
 * Dates and times on the Economic Calendar: weeks run Monday to Sunday in New York (where the releases are
 * scheduled); times are shown in the zone the user picks — their own by default, or New York's.
 */
import { addDays } from '../../lib/dates';

export { NEW_YORK, addDays, dateIn, isIsoDate } from '../../lib/dates';

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** "Nov 23 – Nov 29, 2026" */
export function weekLabel(monday: string): string {
  const format = (date: string, year: boolean) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    });
  return `${format(monday, false)} – ${format(addDays(monday, 6), true)}`;
}

/** "Wednesday, November 25" */
export function dayHeading(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** "8:30 AM" in the zone. */
export function timeIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** "EST", "GMT+1"… as the browser names the zone at that instant. */
export function zoneAbbreviation(instant: Date | number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "2d 3h 14m 05s", "3h 02m 09s", "4m 05s" until a release; "now" once due. */
export function countdown(ms: number): string {
  if (ms <= 0) return 'now';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h ${String(minutes).padStart(2, '0')}m ${seconds}s`;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m ${seconds}s`;
  return `${minutes}m ${seconds}s`;
}

/** A figure as published: "0.3%", "210K", "7.41M", "4.25%". */
export function formatFigure(value: number | null, unit: string | null, decimals: number): string {
  if (value === null) return '—';
  return `${value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${unit ?? ''}`;
}
