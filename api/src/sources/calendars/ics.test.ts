import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseIcs, resolveTimeZone, zonedInstant } from './ics.js';

const FIXTURE = 'bls-release-calendar.ics';
const text = readFileSync(new URL(`./fixtures/${FIXTURE}`, import.meta.url), 'utf8');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);
const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${body}END:VCALENDAR\r\n`;

describe('iCalendar release schedules', () => {
  const parsed = parseIcs({ name: FIXTURE, text });

  it('reads the publisher and its default zone, and skips the VTIMEZONE definitions', () => {
    assert.equal(parsed.name, 'BLS Release Calendar');
    assert.equal(parsed.timeZone, 'America/New_York');
    assert.equal(parsed.events.length, 6);
  });

  it('reads every zone form to the right instant: TZID, a quoted legacy TZID, a Windows name, UTC, floating', () => {
    const starts = Object.fromEntries(parsed.events.map((event) => [event.uid, event.start.toISOString()]));
    // 08:30 EDT is 12:30 UTC in August; 08:30 EST is 13:30 UTC in December and mid-November.
    assert.equal(starts['cpi-2026-07@bls.gov'], '2026-08-12T12:30:00.000Z');
    assert.equal(starts['empsit-2026-11@bls.gov'], '2026-12-04T13:30:00.000Z');
    assert.equal(starts['ppi-2026-10@bls.gov'], '2026-11-13T13:30:00.000Z');
    assert.equal(starts['jolts-2026-10@bls.gov'], '2026-12-08T15:00:00.000Z');
    // Floating: the calendar's X-WR-TIMEZONE, still daylight time on 31 October.
    assert.equal(starts['eci-2026-q3@bls.gov'], '2026-10-31T12:30:00.000Z');
  });

  it('keeps all-day events as dates and unfolds and unescapes text', () => {
    const holiday = parsed.events.find((event) => event.uid === 'holiday-2026-11-26@bls.gov');
    assert.deepEqual([holiday?.date, holiday?.summary], ['2026-11-26', 'Thanksgiving Day (Federal Holiday)']);
    const cpi = parsed.events[0];
    assert.equal(
      cpi?.description,
      'The Consumer Price Index for All Urban Consumers (CPI-U), news release for July 2026.\nEmbargoed until 8:30 a.m. Eastern.',
    );
    assert.equal(cpi?.url, 'https://www.bls.gov/schedule/news_release/cpi.htm');
    assert.equal(cpi?.line, 24);
  });

  it('converts across the daylight-saving change by the offset at the result', () => {
    // 2026-03-08 02:30 does not exist in New York; 01:30 EST and 03:30 EDT do.
    assert.equal(
      new Date(zonedInstant(Date.UTC(2026, 2, 8, 1, 30), 'America/New_York')).toISOString(),
      '2026-03-08T06:30:00.000Z',
    );
    assert.equal(
      new Date(zonedInstant(Date.UTC(2026, 2, 8, 3, 30), 'America/New_York')).toISOString(),
      '2026-03-08T07:30:00.000Z',
    );
    assert.equal(resolveTimeZone('/America/Chicago'), 'America/Chicago');
    assert.equal(resolveTimeZone('Mars/Olympus'), null);
  });

  it('refuses what is not a calendar, a calendar cut short, and events it cannot place', () => {
    assert.throws(
      () => parseIcs({ name: 'x.ics', text: 'Date,Event\n2026-01-01,CPI\n' }),
      refusal('line 1', /not an iCalendar content line/),
    );
    assert.throws(
      () => parseIcs({ name: 'x.ics', text: 'VERSION:2.0\n' }),
      refusal('line 1', /starts with BEGIN:VCALENDAR/),
    );
    const cut = text.slice(0, text.indexOf('END:VEVENT'));
    assert.throws(() => parseIcs({ name: 'x.ics', text: cut }), refusal('line 24', /VEVENT not closed/));
    const noEnd = text.replace('END:VCALENDAR\r\n', '');
    assert.throws(() => parseIcs({ name: 'x.ics', text: noEnd }), refusal('end of file', /END:VCALENDAR missing/));
    assert.throws(
      () => parseIcs({ name: 'x.ics', text: calendar('BEGIN:VEVENT\r\nSUMMARY:CPI\r\nEND:VEVENT\r\n') }),
      refusal('line 4', /without DTSTART/),
    );
    assert.throws(
      () =>
        parseIcs({
          name: 'x.ics',
          text: calendar('BEGIN:VEVENT\r\nDTSTART:20260230T083000Z\r\nSUMMARY:CPI\r\nEND:VEVENT\r\n'),
        }),
      refusal('line 5', /not a real date and time/),
    );
    assert.throws(
      () =>
        parseIcs({
          name: 'x.ics',
          text: calendar('BEGIN:VEVENT\r\nDTSTART;TZID=Mars/Olympus:20260212T083000\r\nSUMMARY:CPI\r\nEND:VEVENT\r\n'),
        }),
      refusal('line 5', /unknown time zone TZID=Mars\/Olympus/),
    );
    assert.throws(
      () => parseIcs({ name: 'x.ics', text: calendar('BEGIN:VEVENT\r\nDTSTART:20260212T083000Z\r\nEND:VEVENT\r\n') }),
      refusal('line 4', /without SUMMARY/),
    );
  });
});
