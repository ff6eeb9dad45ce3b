import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EarningsCalendar, EarningsReport } from '@flowdeck/api-types';
import { marketInstant } from '@flowdeck/market-calendar';
import { createReleaseWatch } from './release-watch.js';

const report = (symbol: string, date: string, reported: boolean): EarningsReport =>
  ({ id: `sim:${symbol}:Q3`, symbol, date, time: 'after-close', reported }) as EarningsReport;

describe('earnings release watch', () => {
  it('reports what came out since the last look, once; a new day starts with a look that only learns', async () => {
    let now = marketInstant('2026-11-20', 15 * 60);
    let reports: EarningsReport[] = [report('NVDA', '2026-11-20', false), report('WMT', '2026-11-20', true)];
    const heard: EarningsReport[][] = [];
    const asked: string[] = [];
    const watch = createReleaseWatch({
      calendar: async (today) => {
        asked.push(today);
        return { reports, today } as EarningsCalendar;
      },
      now: () => new Date(now),
      intervalMs: null,
      onReports: (r) => heard.push(r),
    });
    assert.deepEqual(await watch.tick(), []); // WMT was out before the process looked
    now = marketInstant('2026-11-20', 16 * 60 + 6);
    reports = [report('NVDA', '2026-11-20', true), report('WMT', '2026-11-20', true)];
    assert.deepEqual(
      (await watch.tick()).map((r) => r.symbol),
      ['NVDA'],
    );
    assert.deepEqual(await watch.tick(), []);
    assert.equal(heard.length, 1);
    // Yesterday's reports in a later answer are not today's news.
    now = marketInstant('2026-11-23', 9 * 60);
    reports = [report('NVDA', '2026-11-20', true), report('ZM', '2026-11-23', true)];
    assert.deepEqual(await watch.tick(), []);
    assert.deepEqual(asked, ['2026-11-20', '2026-11-20', '2026-11-20', '2026-11-23']);
  });
});
