import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketInstant } from '@flowdeck/market-calendar';
import { simulatedRecords } from '../../sources/simulator/records/index.js';
import type { Fact } from '../fundamentals/statements.js';
import { fundamentalsEvents, newsEvents, sessionLocator, type StockBars } from './events.js';

// Thanksgiving week 2025: no session on the 27th, and the 28th closes at 13:00.
const SESSIONS = ['2025-11-24', '2025-11-25', '2025-11-26', '2025-11-28', '2025-12-01', '2025-12-02'];
const at = (date: string, hour: number, minute = 0) => marketInstant(date, hour * 60 + minute);

describe('events by the session they became known', () => {
  const locate = sessionLocator(SESSIONS);

  it('a dated record counts from its day, or from the next session after a holiday or weekend', () => {
    assert.equal(locate.onOrAfter('2025-11-25'), 1);
    assert.equal(locate.onOrAfter('2025-11-27'), 3);
    assert.equal(locate.onOrAfter('2025-11-29'), 4);
    assert.equal(locate.onOrAfter('2025-01-02'), 0);
    assert.equal(locate.onOrAfter('2025-12-03'), null);
  });

  it('a headline belongs to the first session whose close is at or after it: after the close, the next', () => {
    assert.equal(locate.atOrAfter(at('2025-11-25', 15, 59)), 1);
    assert.equal(locate.atOrAfter(at('2025-11-25', 16)), 1);
    assert.equal(locate.atOrAfter(at('2025-11-25', 16, 1)), 2);
    // The 28th closes at 13:00: a 13:30 headline waits for Monday.
    assert.equal(locate.atOrAfter(at('2025-11-28', 12, 59)), 3);
    assert.equal(locate.atOrAfter(at('2025-11-28', 13, 30)), 4);
    assert.equal(locate.atOrAfter(at('2025-11-29', 10)), 4);
    // After Friday the 21st's close it is news for the first session; before it, older than the history.
    assert.equal(locate.atOrAfter(at('2025-11-21', 17)), 0);
    assert.equal(locate.atOrAfter(at('2025-11-21', 15)), null);
    assert.equal(locate.atOrAfter(at('2025-12-02', 16, 1)), null);
  });

  it('filings: the one in force on the first session, then each on the session it became public', () => {
    const filing = (filed: string, val: number): Fact => ({
      tag: 'us-gaap:StockholdersEquity',
      unit: 'USD',
      start: null,
      end: '2025-09-30',
      val,
      accn: `A-${filed}`,
      form: '10-Q',
      filed,
    });
    const facts = [filing('2025-10-30', 1), filing('2025-11-14', 2), filing('2025-11-29', 3), filing('2025-12-10', 4)];
    assert.deepEqual(
      fundamentalsEvents(facts, SESSIONS, locate).map((e) => e.session),
      [0, 4],
    );
  });

  it('headlines: the simulator’s moves scored as the News page scores them, stored items, the engine’s days', async () => {
    // AAA rises 6 % on the 25th, most of it after the open (an intraday headline), and falls 5.7 % on
    // Dec 1st, a day the engine ran and told by its own event.
    const bars: StockBars = {
      symbol: 'AAA',
      name: 'Alpha Widgets',
      dates: SESSIONS,
      opens: [100, 100.5, 106, 106, 105, 100],
      closes: [100, 106, 106, 106, 100, 100],
    };
    const news = simulatedRecords(7).news;
    const engineTime = at('2025-12-01', 10, 15);
    const events = (
      await newsEvents(
        {
          bars: [bars],
          engine: [{ symbol: 'AAA', time: engineTime, kind: 'headline', move: Math.log(100 / 106) }],
          stored: [{ publishedAt: at('2025-11-26', 17), tickers: ['AAA', 'ZZZ'], score: 0.5 }],
          source: news,
        },
        locate,
      )
    ).get('AAA');
    const rise = news.fromBars(
      SESSIONS.slice(0, 2).map((date, k) => ({
        symbol: 'AAA',
        date,
        open: bars.opens[k] ?? 0,
        close: bars.closes[k] ?? 0,
      })),
      new Set(),
    )[0];
    assert.ok(rise);
    const riseScore = news.item({ ...rise, name: 'Alpha Widgets' }).score;
    const fallScore = news.item({
      symbol: 'AAA',
      name: 'Alpha Widgets',
      kind: 'headline',
      time: engineTime,
      move: Math.log(100 / 106),
    }).score;
    assert.ok(riseScore > 0 && fallScore < 0, `${riseScore} ${fallScore}`);
    assert.deepEqual(events, [
      { session: 1, score: riseScore },
      // Published after the 26th's close: the 28th's.
      { session: 3, score: 0.5 },
      { session: 4, score: fallScore },
    ]);
  });
});
