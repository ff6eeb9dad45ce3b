import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnalystRating, EarningsReport, FlowTrade, NewsItem } from '@flowdeck/api-types';
import {
  catalystsFor,
  flowCatalyst,
  moveCatalysts,
  ratingText,
  reportInWindow,
  reportText,
  type MoveWindowOf,
} from './catalysts.js';
import { moveWindow } from './session-parts.js';

/** Tuesday 25 November 2025's regular session, seen at 11:00 New York; Monday is the session before. */
const TUESDAY = '2025-11-25';
const REGULAR: MoveWindowOf = {
  part: 'regular',
  date: TUESDAY,
  ...moveWindow('regular', TUESDAY, Date.parse('2025-11-25T16:00:00Z')),
};
const AFTER: MoveWindowOf = {
  part: 'after-hours',
  date: TUESDAY,
  ...moveWindow('after-hours', TUESDAY, Date.parse('2025-11-25T23:00:00Z')),
};

const report = (overrides: Partial<EarningsReport>): EarningsReport => ({
  id: 'sim:ACME:Q3 FY2025',
  symbol: 'ACME',
  company: 'Acme Corp',
  sector: 'Industrials',
  marketCap: 1e10,
  date: TUESDAY,
  time: 'before-open',
  fiscalQuarter: 'Q3 FY2025',
  reported: true,
  epsEstimate: 1.52,
  epsActual: 1.64,
  epsSurprise: (1.64 - 1.52) / 1.52,
  revenueEstimate: 93.1e9,
  revenueActual: 94.9e9,
  revenueSurprise: null,
  impliedMove: null,
  pastMoves: [],
  actualMove: null,
  source: 'Simulated data',
  ...overrides,
});

const rating = (overrides: Partial<AnalystRating>): AnalystRating =>
  ({
    id: 'sim:ACME:gs:2025-11-25',
    date: TUESDAY,
    time: '07:05',
    ticker: 'ACME',
    company: 'Acme Corp',
    firm: 'Goldman Sachs',
    analyst: null,
    action: 'upgrade',
    targetAction: 'raise',
    ratingPrior: 'Neutral',
    ratingCurrent: 'Buy',
    stance: 'bullish',
    targetPrior: 250,
    targetCurrent: 280,
    price: null,
    upside: null,
    source: 'Simulated data',
    ...overrides,
  }) as AnalystRating;

const headline = (overrides: Partial<NewsItem>): NewsItem => ({
  id: 'n1',
  publishedAt: '2025-11-25T13:00:00.000Z',
  title: 'Acme wins a large contract',
  summary: null,
  link: null,
  source: 'Test Wire',
  tickers: ['ACME'],
  sentiment: 'positive',
  score: 0.5,
  major: false,
  simulated: false,
  movePercent: null,
  ...overrides,
});

describe('mover catalysts', () => {
  it('the window: from the previous close (after-hours: the session close) to the end of the part or now', () => {
    // Monday 16:00 New York is 21:00 UTC (standard time); the regular part is seen at 11:00.
    assert.equal(new Date(REGULAR.from).toISOString(), '2025-11-24T21:00:00.000Z');
    assert.equal(new Date(REGULAR.to).toISOString(), '2025-11-25T16:00:00.000Z');
    assert.equal(new Date(AFTER.from).toISOString(), '2025-11-25T21:00:00.000Z');
    assert.equal(new Date(AFTER.to).toISOString(), '2025-11-25T23:00:00.000Z');
    // Seen after the part ended, the window stops at its end (Wednesday 26 Nov 2025 is a full session).
    const late = moveWindow('regular', TUESDAY, Date.parse('2025-11-26T03:00:00Z'));
    assert.equal(new Date(late.to).toISOString(), '2025-11-25T21:00:00.000Z');
  });

  it('a report moves the session it came out before: the same day before the open, or the evening before', () => {
    assert.equal(reportInWindow(report({ time: 'before-open' }), REGULAR), true);
    assert.equal(reportInWindow(report({ time: 'unknown' }), REGULAR), true);
    assert.equal(reportInWindow(report({ time: 'after-close' }), REGULAR), false);
    assert.equal(reportInWindow(report({ date: '2025-11-24', time: 'after-close' }), REGULAR), true);
    assert.equal(reportInWindow(report({ date: '2025-11-24', time: 'before-open' }), REGULAR), false);
    assert.equal(reportInWindow(report({ time: 'after-close' }), AFTER), true);
    assert.equal(reportInWindow(report({ time: 'before-open' }), AFTER), false);
    assert.equal(reportInWindow(report({ reported: false }), REGULAR), false);
  });

  it('says a report against its estimates, and an analyst action as the record words it', () => {
    assert.equal(
      reportText(report({})),
      'Reported Q3 FY2025 before the open: EPS $1.64 vs $1.52 expected, beat by 7.9%; revenue $94.9B vs $93.1B',
    );
    assert.equal(
      reportText(
        report({ time: 'after-close', epsActual: -0.2, epsEstimate: 0.1, epsSurprise: -3, revenueActual: null }),
      ),
      'Reported Q3 FY2025 after the close: EPS −$0.20 vs $0.10 expected, missed by 300.0%',
    );
    assert.equal(ratingText(rating({})), 'Goldman Sachs upgrades to Buy from Neutral; raises target $250 → $280');
    assert.equal(
      ratingText(
        rating({
          action: 'initiate',
          ratingPrior: null,
          targetAction: 'announce',
          targetPrior: null,
          targetCurrent: 95.5,
        }),
      ),
      'Goldman Sachs initiates coverage at Buy; announces target $95.50',
    );
    assert.equal(
      ratingText(rating({ action: 'terminate', targetAction: 'remove' })),
      'Goldman Sachs terminates coverage',
    );
  });

  it('orders a report, then headlines (major, then larger caused move), then actions; three at most; only in the window', () => {
    const out = moveCatalysts(['ACME', 'ZETA'], REGULAR, {
      reports: [report({})],
      news: [
        headline({ id: 'a', title: 'minor note' }),
        headline({ id: 'b', title: 'major story', major: true, publishedAt: '2025-11-25T12:00:00.000Z' }),
        headline({ id: 'c', title: 'before the close', publishedAt: '2025-11-24T20:59:00.000Z', major: true }),
        headline({ id: 'd', title: 'later than seen', publishedAt: '2025-11-25T16:00:01.000Z' }),
        headline({ id: 'e', title: 'names both', tickers: ['ZETA', 'ACME'], movePercent: -6 }),
      ],
      ratings: [rating({}), rating({ ticker: 'ZETA', date: '2025-11-24', time: '15:00' })],
    });
    assert.deepEqual(
      out.get('ACME')?.map((c) => [c.kind, c.text.slice(0, 11)]),
      [
        ['earnings', 'Reported Q3'],
        ['news', 'major story'],
        ['news', 'names both'],
      ],
    );
    // ZETA's headline is in; its action came before Monday's close, so it is not.
    assert.deepEqual(
      out.get('ZETA')?.map((c) => c.text),
      ['names both'],
    );
  });

  it('an action at an hour of the window carries its instant; reads each source once for the symbols asked', async () => {
    const asked: string[] = [];
    const out = await catalystsFor(
      {
        reports: async (from, to) => {
          asked.push(`reports ${from} ${to}`);
          return [report({ symbol: 'OTHER' })];
        },
        news: async (symbols) => {
          asked.push(`news ${symbols.join(',')}`);
          return [];
        },
        ratings: async (symbols, from, to) => {
          asked.push(`ratings ${symbols.join(',')} ${from} ${to}`);
          return [rating({})];
        },
      },
      ['ACME'],
      REGULAR,
    );
    assert.deepEqual(asked, ['reports 2025-11-24 2025-11-25', 'news ACME', 'ratings ACME 2025-11-24 2025-11-25']);
    assert.deepEqual(out.get('ACME'), [
      {
        kind: 'analyst',
        at: '2025-11-25T12:05:00.000Z',
        text: 'Goldman Sachs upgrades to Buy from Neutral; raises target $250 → $280',
        source: 'Simulated data',
        link: null,
      },
    ]);
  });

  it('options flow that leaned the way the stock moved: unusual orders, or a one-sided tape, in the regular part', () => {
    const order = (overrides: Partial<FlowTrade>): FlowTrade =>
      ({
        id: '1',
        time: '2025-11-25T15:00:00.000Z',
        ticker: 'ACME',
        expiry: '2025-12-19',
        strike: 250,
        type: 'call',
        kind: 'sweep',
        sentiment: 'bullish',
        premium: 100_000,
        tags: [],
        ...overrides,
      }) as FlowTrade;
    const unusual = [
      order({ premium: 80_000, tags: ['unusual'] }),
      order({ premium: 40_000, tags: ['unusual'], kind: 'block', strike: 262.5 }),
      order({ premium: 30_000, sentiment: 'bearish', type: 'put', strike: 240, tags: ['unusual'] }),
      order({ premium: 50_000, sentiment: 'neutral', kind: 'single' }),
      // Outside the window (before Monday's close, after the time seen): not counted.
      order({ premium: 5_000_000, time: '2025-11-24T20:00:00.000Z', tags: ['unusual'] }),
      order({ premium: 5_000_000, time: '2025-11-25T16:30:00.000Z', tags: ['unusual'] }),
    ];
    // 200K in all; 120K of unusual bullish orders (two), 60% of the premium bullish; the largest bullish 80K.
    assert.deepEqual(flowCatalyst(unusual, REGULAR, true, 'Simulated data'), {
      kind: 'flow',
      at: '2025-11-25T15:00:00.000Z',
      text: 'Unusual options activity: 2 unusual bullish orders ($120K); $200K premium in all, 60% bullish (1 sweep); largest $80K $250C Dec 19 sweep',
      source: 'Simulated data',
      link: null,
    });
    // For a loser the same tape is no reason: 30K of bearish unusual orders, 15% of the premium.
    assert.equal(flowCatalyst(unusual, REGULAR, false, 'x'), null);

    const tape = [
      order({ premium: 2_000_000, sentiment: 'bearish', type: 'put', strike: 97.5, kind: 'split' }),
      order({ premium: 600_000, sentiment: 'bearish', type: 'put', strike: 95 }),
      order({ premium: 900_000 }),
    ];
    // 3.5M in all, 2.6M (74%) bearish, no unusual order: the lean alone qualifies for a loser.
    assert.equal(
      flowCatalyst(tape, REGULAR, false, 'x')?.text,
      'Options flow leaned bearish: $3.5M premium, 74% bearish (1 sweep); largest $2.0M $97.50P Dec 19 split order',
    );
    assert.equal(flowCatalyst(tape, REGULAR, true, 'x'), null, '26% bullish is no lean');
    assert.equal(
      flowCatalyst(
        tape.slice(0, 1).map((t) => ({ ...t, premium: 400_000 })),
        REGULAR,
        false,
        'x',
      ),
      null,
      'under $500K',
    );

    // Only in the regular part, after the other kinds, and in the direction of the move.
    const records = { reports: [], news: [], ratings: [], trades: () => unusual, flowSource: 'Simulated data' };
    const moves = new Map([['ACME', 4.2]]);
    assert.deepEqual(
      moveCatalysts(['ACME'], REGULAR, { ...records, moves })
        .get('ACME')
        ?.map((c) => c.kind),
      ['flow'],
    );
    assert.deepEqual(moveCatalysts(['ACME'], AFTER, { ...records, moves }).get('ACME'), []);
    assert.deepEqual(
      moveCatalysts(['ACME'], REGULAR, { ...records, moves: new Map([['ACME', -4.2]]) }).get('ACME'),
      [],
    );
  });
});
