/**
 * iCalendar (RFC 5545) as the BLS, BEA and other publishers serve their release schedules: folded lines,
 * `DTSTART;TZID=America/New_York:20260812T083000`, UTC times (`…Z`), floating times, all-day events
 * (`VALUE=DATE`), escaped text. Only what a release calendar needs is read: each VEVENT's UID, start,
 * summary, description and URL. Pure: text in, events out; anything malformed is refused with its line.
 */
import { ImportRefusal, type ImportFile } from '../import/importer.js';

export interface IcsEvent {
  /** The line of the event's BEGIN:VEVENT (for messages). */
  line: number;
  uid: string | null;
  summary: string;
  description: string | null;
  url: string | null;
  /** UTC instant of the start; for an all-day event, midnight UTC of its date. */
  start: Date;
  /** Set for an all-day event: its calendar date. */
  date: string | null;
  /** The zone the start was written in (null for UTC or all-day). */
  timeZone: string | null;
}

export interface IcsCalendar {
  /** X-WR-CALNAME, else PRODID: who publishes it. */
  name: string | null;
  /** The calendar's default zone (X-WR-TIMEZONE), used for floating times. */
  timeZone: string | null;
  events: IcsEvent[];
}

interface ContentLine {
  line: number;
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Windows and legacy names publishers write for the zones US releases use. */
const ZONE_ALIASES: Record<string, string> = {
  'eastern standard time': 'America/New_York',
  'us/eastern': 'America/New_York',
  'us-eastern': 'America/New_York',
  est5edt: 'America/New_York',
  'central standard time': 'America/Chicago',
  'us/central': 'America/Chicago',
  'pacific standard time': 'America/Los_Angeles',
  'us/pacific': 'America/Los_Angeles',
  utc: 'UTC',
  gmt: 'UTC',
};

/** Floating times (no zone anywhere) in a US release calendar are the publisher's Washington time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** An IANA zone name for what the file wrote, or null when no zone by that name exists. */
export function resolveTimeZone(written: string): string | null {
  const name = written.replace(/^"|"$/g, '').replace(/^\/+/, '').trim();
  const candidate = ZONE_ALIASES[name.toLowerCase()] ?? name;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(fields.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - instant) / 60_000);
}

/** A wall-clock time in a zone → the UTC instant (the offset is looked up at the result, so DST is right). */
export function zonedInstant(wallClockAsUtc: number, timeZone: string): number {
  let instant = wallClockAsUtc - offsetMinutes(wallClockAsUtc, timeZone) * 60_000;
  instant = wallClockAsUtc - offsetMinutes(instant, timeZone) * 60_000;
  return instant;
}

/** Joins folded lines (a line starting with a space or tab continues the one before), keeping line numbers. */
function unfold(text: string): Array<{ line: number; text: string }> {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: Array<{ line: number; text: string }> = [];
  physical.forEach((raw, index) => {
    const previous = lines.at(-1);
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && previous) previous.text += raw.slice(1);
    else if (raw !== '') lines.push({ line: index + 1, text: raw });
  });
  return lines;
}

function parseContentLine(file: string, line: number, text: string): ContentLine {
  // The value starts at the first colon outside double quotes (a TZID may be quoted and hold a colon).
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new ImportRefusal(file, `line ${line}`, `not an iCalendar content line: "${text.slice(0, 60)}"`);
  const [name = '', ...rawParams] = text.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const eq = param.indexOf('=');
    if (eq > 0) params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { line, name: name.toUpperCase(), params, value: text.slice(colon + 1) };
}

/** TEXT values: \n, \, \; and \\ escapes. */
function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const DATE_ONLY = /^(\d{4})(\d{2})(\d{2})$/;

function wallClock(year: string, month: string, day: string, hour = '0', minute = '0', second = '0'): number | null {
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  const instant = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const check = new Date(instant);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23) return null;
  return instant;
}

function parseStart(
  file: string,
  content: ContentLine,
  calendarZone: string | null,
): Pick<IcsEvent, 'start' | 'date' | 'timeZone'> {
  const where = `line ${content.line}`;
  const value = content.value.trim();
  const dateOnly = DATE_ONLY.exec(value);
  if (content.params['VALUE'] === 'DATE' || dateOnly) {
    if (!dateOnly) throw new ImportRefusal(file, where, `DTSTART "${value}" is not a date (YYYYMMDD)`);
    const instant = wallClock(dateOnly[1] ?? '', dateOnly[2] ?? '', dateOnly[3] ?? '');
    if (instant === null) throw new ImportRefusal(file, where, `DTSTART "${value}" is not a real date`);
    return { start: new Date(instant), date: new Date(instant).toISOString().slice(0, 10), timeZone: null };
  }
  const match = DATE_TIME.exec(value);
  if (!match) throw new ImportRefusal(file, where, `DTSTART "${value}" is not a date-time (YYYYMMDDTHHMMSS[Z])`);
  const [, year = '', month = '', day = '', hour, minute, second, utc] = match;
  const local = wallClock(year, month, day, hour, minute, second);
  if (local === null) throw new ImportRefusal(file, where, `DTSTART "${value}" is not a real date and time`);
  if (utc) return { start: new Date(local), date: null, timeZone: null };
  const written = content.params['TZID'];
  const timeZone = written !== undefined ? resolveTimeZone(written) : (calendarZone ?? DEFAULT_TIME_ZONE);
  if (!timeZone) throw new ImportRefusal(file, where, `unknown time zone TZID=${written}`);
  return { start: new Date(zonedInstant(local, timeZone)), date: null, timeZone };
}

/** Reads a whole calendar; refuses a file that is not one, an unclosed event, or an event without start or summary. */
export function parseIcs(file: ImportFile): IcsCalendar {
  const lines = unfold(file.text).map(({ line, text }) => parseContentLine(file.name, line, text));
  const first = lines[0];
  if (!first || first.name !== 'BEGIN' || first.value.trim().toUpperCase() !== 'VCALENDAR')
    throw new ImportRefusal(file.name, `line ${first?.line ?? 1}`, 'an iCalendar file starts with BEGIN:VCALENDAR');
  const calendar: IcsCalendar = { name: null, timeZone: null, events: [] };
  let prodId: string | null = null;
  let event: { begin: number; props: ContentLine[] } | null = null;
  let nested = 0;
  let ended = false;
  for (const content of lines.slice(1)) {
    const value = content.value.trim();
    if (ended) throw new ImportRefusal(file.name, `line ${content.line}`, 'content after END:VCALENDAR');
    if (content.name === 'BEGIN') {
      if (value.toUpperCase() === 'VEVENT') {
        if (event) throw new ImportRefusal(file.name, `line ${content.line}`, 'BEGIN:VEVENT inside another VEVENT');
        event = { begin: content.line, props: [] };
      } else nested++;
      continue;
    }
    if (content.name === 'END') {
      if (value.toUpperCase() === 'VEVENT') {
        if (!event) throw new ImportRefusal(file.name, `line ${content.line}`, 'END:VEVENT without BEGIN:VEVENT');
        calendar.events.push(finishEvent(file.name, event.begin, event.props, calendar.timeZone));
        event = null;
      } else if (value.toUpperCase() === 'VCALENDAR') {
        if (event) throw new ImportRefusal(file.name, `line ${event.begin}`, 'VEVENT not closed before END:VCALENDAR');
        ended = true;
      } else nested = Math.max(0, nested - 1);
      continue;
    }
    if (event && nested === 0) event.props.push(content);
    else if (!event && nested === 0) {
      if (content.name === 'X-WR-CALNAME') calendar.name = unescapeText(value);
      if (content.name === 'PRODID') prodId = value;
      if (content.name === 'X-WR-TIMEZONE') calendar.timeZone = resolveTimeZone(value);
    }
  }
  if (event) throw new ImportRefusal(file.name, `line ${event.begin}`, 'VEVENT not closed (the file is cut short)');
  if (!ended) throw new ImportRefusal(file.name, 'end of file', 'END:VCALENDAR missing (the file is cut short)');
  calendar.name ??= prodId;
  return calendar;
}

function finishEvent(file: string, begin: number, props: ContentLine[], calendarZone: string | null): IcsEvent {
  const get = (name: string) => props.find((prop) => prop.name === name);
  const dtstart = get('DTSTART');
  if (!dtstart) throw new ImportRefusal(file, `line ${begin}`, 'VEVENT without DTSTART');
  const summary = get('SUMMARY');
  const title = summary ? unescapeText(summary.value).trim() : '';
  if (!title) throw new ImportRefusal(file, `line ${begin}`, 'VEVENT without SUMMARY');
  const uid = get('UID')?.value.trim() || null;
  const description = get('DESCRIPTION');
  const url = get('URL')?.value.trim() || null;
  return {
    line: begin,
    uid,
    summary: title,
    description: description ? unescapeText(description.value).trim() : null,
    url: url && /^https?:\/\//i.test(url) ? url : null,
    ...parseStart(file, dtstart, calendarZone),
  };
}
