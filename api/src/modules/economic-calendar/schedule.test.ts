import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyRelease, periodOf, surpriseOf } from './releases.js';
import { releasesOn, simulatedEvents } from './schedule.js';

const titles = (date: string) => releasesOn(date).map((release) => `${release.kind}: ${release.title}`);

describe('the release schedule', () => {
  it('puts June 2025 releases where the agencies put them', () => {
    assert.deepEqual(titles('2025-06-03'), ['jolts: Job Openings and Labor Turnover Survey for April 2025']);
    assert.deepEqual(titles('2025-06-06'), ['employment: Employment Situation for May 2025']);
    assert.deepEqual(titles('2025-06-11'), ['cpi: Consumer Price Index for May 2025']);
    assert.deepEqual(titles('2025-06-12'), [
      'ppi: Producer Price Index for May 2025',
      'jobless-claims: Unemployment Insurance Weekly Claims',
    ]);
    // The 15th is a Sunday: retail sales on Monday.
    assert.deepEqual(titles('2025-06-16'), ['retail-sales: Advance Monthly Retail Sales for May 2025']);
    // Thursday the 19th is Juneteenth: claims come out on Wednesday, beside the FOMC decision.
    assert.deepEqual(titles('2025-06-18'), [
      'jobless-claims: Unemployment Insurance Weekly Claims',
      'fomc: FOMC rate decision, statement and economic projections',
    ]);
    assert.deepEqual(titles('2025-06-26'), [
      'gdp: Gross Domestic Product, Q1 2025 (third estimate)',
      'jobless-claims: Unemployment Insurance Weekly Claims',
    ]);
    assert.deepEqual(titles('2025-06-27'), ['pce: Personal Income and Outlays for May 2025']);
  });

  it('moves releases off holidays: Thanksgiving week 2026', () => {
    // Claims and the GDP estimate come out on Wednesday when Thursday is Thanksgiving.
    assert.deepEqual(titles('2026-11-25'), [
      'gdp: Gross Domestic Product, Q3 2026 (second estimate)',
      'jobless-claims: Unemployment Insurance Weekly Claims',
    ]);
    assert.deepEqual(titles('2026-11-26'), ['holiday: US markets closed: Thanksgiving Day']);
    assert.deepEqual(titles('2026-11-27'), [
      'pce: Personal Income and Outlays for October 2026',
      'holiday: US markets close early (1:00 PM ET)',
    ]);
    // The first Friday of July 2026 is the Independence Day holiday (observed): the jobs report moves to Thursday.
    assert.deepEqual(titles('2026-07-02').slice(0, 1), ['employment: Employment Situation for June 2026']);
  });

  it('marks two-day FOMC meetings, the statement at 14:00 ET on day two, and projection meetings', () => {
    const [day1] = simulatedEvents('2026-12-08', '2026-12-08', new Date('2026-11-25T12:00:00Z'), 42).filter(
      (e) => e.kind === 'fomc',
    );
    const [day2] = simulatedEvents('2026-12-09', '2026-12-09', new Date('2026-11-25T12:00:00Z'), 42);
    assert.deepEqual([day1?.allDay, day1?.importance, day1?.fomc], [true, 2, { day: 1, projections: true }]);
    assert.deepEqual(
      [day2?.time, day2?.importance, day2?.fomc],
      ['2026-12-09T19:00:00.000Z', 3, { day: 2, projections: true }],
    );
    assert.equal(day2?.actual, null, 'not decided yet');
    assert.equal(typeof day2?.forecast, 'number');
  });

  it('shows a figure only once it is released, and the same figures for the same seed', () => {
    const before = simulatedEvents('2025-06-11', '2025-06-11', new Date('2025-06-11T12:29:59Z'), 42)[0];
    const after = simulatedEvents('2025-06-11', '2025-06-11', new Date('2025-06-11T12:30:00Z'), 42)[0];
    assert.equal(before?.actual, null);
    assert.equal(typeof after?.actual, 'number');
    assert.equal(before?.forecast, after?.forecast);
    assert.deepEqual(
      simulatedEvents('2025-06-01', '2025-06-30', new Date('2025-07-01T00:00:00Z'), 7),
      simulatedEvents('2025-06-01', '2025-06-30', new Date('2025-07-01T00:00:00Z'), 7),
    );
    // The previous reading of this month's CPI is last month's actual.
    const may = simulatedEvents('2025-05-14', '2025-05-14', new Date('2025-07-01T00:00:00Z'), 42).find(
      (e) => e.kind === 'cpi',
    );
    const june = simulatedEvents('2025-06-11', '2025-06-11', new Date('2025-07-01T00:00:00Z'), 42).find(
      (e) => e.kind === 'cpi',
    );
    assert.equal(june?.previous, may?.actual);
  });
});

describe('release rules', () => {
  it('classifies publishers’ titles, all-day events as holidays, anything else as other', () => {
    assert.equal(classifyRelease('Consumer Price Index for July 2026', false), 'cpi');
    assert.equal(classifyRelease('Employment Situation for November 2026', false), 'employment');
    assert.equal(classifyRelease('Employment Cost Index for 3rd Quarter 2026', false), 'other');
    assert.equal(classifyRelease('Personal Income and Outlays, October 2026', false), 'pce');
    assert.equal(classifyRelease('Thanksgiving Day', true), 'holiday');
    assert.equal(periodOf('Consumer Price Index for July 2026'), 'July 2026');
    assert.equal(periodOf('Employment Cost Index for 3rd Quarter 2026'), '3rd Quarter 2026');
    assert.equal(periodOf('FOMC statement'), null);
  });

  it('judges beat and miss by the good direction of each release, comparing figures as published', () => {
    assert.equal(surpriseOf(0.3, 0.2, 'lower', 1), 'miss'); // hotter inflation
    assert.equal(surpriseOf(0.1, 0.2, 'lower', 1), 'beat');
    assert.equal(surpriseOf(0.25, 0.2, 'lower', 1), 'miss'); // shown as 0.3 against 0.2
    assert.equal(surpriseOf(0.2, 0.2, 'lower', 1), 'inline');
    assert.equal(surpriseOf(0.249, 0.2, 'lower', 1), 'inline'); // both shown as 0.2
    assert.equal(surpriseOf(210, 175, 'higher', 0), 'beat'); // payrolls above consensus
    assert.equal(surpriseOf(240, 225, 'lower', 0), 'miss'); // claims above consensus
    assert.equal(surpriseOf(null, 0.2, 'lower', 1), null);
    assert.equal(surpriseOf(4.25, 4.5, null, 2), null);
  });
});
