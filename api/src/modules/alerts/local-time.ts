/** Wall-clock facts in a user's time zone: quiet hours and the day the daily cap counts. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(at: number, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) out[part.type] = part.value;
  return out;
}

/** The local calendar date (YYYY-MM-DD) at `at` in `timeZone`. */
export function localDay(at: number, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${p['year']}-${p['month']}-${p['day']}`;
}

/** Minutes since local midnight. */
export function localMinute(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  return Number(p['hour']) * 60 + Number(p['minute']);
}

const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface QuietHours {
  /** "22:00" */
  start: string;
  end: string;
  timeZone: string;
}

/** Whether `at` falls in the quiet hours (start included, end excluded; a range past midnight wraps). */
export function inQuietHours(at: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const minute = localMinute(at, quiet.timeZone);
  const start = toMinute(quiet.start);
  const end = toMinute(quiet.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
