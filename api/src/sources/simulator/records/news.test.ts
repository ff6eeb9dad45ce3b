import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketInstant } from '@flowdeck/market-calendar';
import type { RecentBar } from '../../../modules/news/repository.js';
import { eventsFromBars } from './news.js';

const bar = (date: string, open: number, close: number): RecentBar => ({ symbol: 'ACME', date, open, close });

describe('news read back from daily bars', () => {
  // 2025-06-10: +8% at the open (a report's session); 06-11: −7% at the open (no report: news);
  // 06-12: +6% during the session; 06-13: +1% (noise, no news).
  const bars = [
    bar('2025-06-09', 100, 100),
    bar('2025-06-10', 107.5, 108),
    bar('2025-06-11', 101, 100.4),
    bar('2025-06-12', 100.6, 106.4),
    bar('2025-06-13', 106.5, 107.5),
  ];
  const events = eventsFromBars(bars, new Set(), (symbol, date) => symbol === 'ACME' && date === '2025-06-10');

  it('a move at the open is released at 08:00: earnings on a report’s session, a news headline otherwise', () => {
    assert.deepEqual(
      events.map((e) => [e.kind, new Date(e.time).toISOString()]),
      [
        ['earnings', new Date(marketInstant('2025-06-10', 8 * 60)).toISOString()],
        ['headline', new Date(marketInstant('2025-06-11', 8 * 60)).toISOString()],
        ['headline', events[2] && new Date(events[2].time).toISOString()],
      ],
    );
    const intraday = events[2]!.time;
    assert.ok(intraday >= marketInstant('2025-06-12', 10 * 60 + 30) && intraday < marketInstant('2025-06-12', 15 * 60));
  });

  it('a move smaller than news is not news, and skipped dates are left out', () => {
    assert.ok(!events.some((e) => new Date(e.time).toISOString().startsWith('2025-06-13')));
    const skipped = eventsFromBars(bars, new Set(['2025-06-10']), () => false);
    assert.deepEqual(
      skipped.map((e) => [e.kind, new Date(e.time).toISOString().slice(0, 10)]),
      [
        ['headline', '2025-06-11'],
        ['headline', '2025-06-12'],
      ],
    );
  });
});
