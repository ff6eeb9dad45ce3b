import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayValue, reasonsOf } from './explain.js';
import {
  FEATURES,
  type FeatureDefinition,
  type FundamentalsFigures,
  pointInTimeViolations,
  type SymbolSeries,
} from './features.js';
import { contributionsOf, decileScores, fitLogistic, logitOf, sigmoid, solveSpd, standardize } from './model.js';
import { walkForwardInWorker } from './service.js';
import { trackRecord } from './track-record.js';
import { DEFAULT_WALK_FORWARD, prepare, transferables, walkForward, type WalkForwardInput } from './walk-forward.js';

/** A deterministic wobbly price path with a trend, and volumes. */
function series(symbol: string, days: number, drift: number, phase: number): SymbolSeries {
  const closes = new Float64Array(days);
  const highs = new Float64Array(days);
  const volumes = new Float64Array(days);
  let price = 50;
  for (let d = 0; d < days; d++) {
    price *= 1 + drift + 0.02 * Math.sin(d * 0.7 + phase);
    closes[d] = price;
    highs[d] = price * 1.01;
    volumes[d] = 1_000_000 * (1 + 0.5 * Math.cos(d * 0.3 + phase));
  }
  return {
    symbol,
    closes,
    highs,
    volumes,
    analyst: [
      { session: 40, firm: 'A', revision: 1, target: 60 },
      { session: 200, firm: 'B', revision: -1, target: 40 },
    ],
    insider: [{ session: 100, value: 250_000 }],
    // A filing a quarter, each public about 40 sessions after the quarter it closes.
    fundamentals: [30, 93, 156, 219, 282].map((session, k) => ({
      session,
      epsTtm: 2 + 0.1 * k,
      netIncomeTtm: 1.2e8 * (1 + 0.05 * k),
      equity: 8e8,
      revenueTtm: 1e9 * (1 + 0.03 * k),
      revenueTtmYearAgo: 9.5e8,
    })),
    news: [
      { session: 45, score: 0.5 },
      { session: 150, score: -0.4 },
      { session: 151, score: 0.2 },
      { session: 275, score: 0.8 },
    ],
  };
}

/** A flat series with only the given events. */
function flat(events: Partial<Pick<SymbolSeries, 'fundamentals' | 'news'>>, closes = new Float64Array(300).fill(50)) {
  const s: SymbolSeries = {
    symbol: 'X',
    closes,
    highs: closes,
    volumes: closes,
    analyst: [],
    insider: [],
    fundamentals: [],
    news: [],
    ...events,
  };
  return (key: string, d: number) => FEATURES.find((f) => f.key === key)?.at(s, d);
}

describe('features are point-in-time', () => {
  it('no feature for session D changes when everything after D changes', () => {
    const s = series('AAA', 300, 0.001, 1);
    for (const d of [25, 70, 130, 199, 260, 280]) assert.deepEqual(pointInTimeViolations(s, d), [], `session ${d}`);
  });

  it('every feature has a value once a year of history exists', () => {
    const s = series('AAA', 300, 0.001, 1);
    for (const f of FEATURES) assert.notEqual(f.at(s, 290), null, f.key);
  });

  it('a feature that peeks at the next close is caught', () => {
    const peeking: FeatureDefinition = {
      key: 'tomorrow',
      group: 'momentum',
      label: 'tomorrow’s return',
      unit: 'percent',
      at: (s, d) => (s.closes[d + 1] ?? 0) / (s.closes[d] ?? 1) - 1,
    };
    const lateFiling: FeatureDefinition = {
      key: 'allInsiderBuying',
      group: 'insiders',
      label: 'insider buying, filed or not',
      unit: 'log-dollars',
      at: (s) => s.insider.reduce((a, e) => a + e.value, 0),
    };
    assert.deepEqual(pointInTimeViolations(series('AAA', 300, 0, 2), 150, [peeking, lateFiling, ...FEATURES]), [
      'tomorrow',
      'allInsiderBuying',
    ]);
  });

  it('fundamentals dated by the quarter they report, not by their filing, are caught; so is tomorrow’s news', () => {
    // The series' filing of session 156 reports a quarter that ended about 40 sessions earlier: reading it
    // on session 150 is reading a statement that was not public yet.
    const byPeriodEnd: FeatureDefinition = {
      key: 'revenueByQuarterEnd',
      group: 'fundamentals',
      label: 'revenue growth as of the quarter’s end',
      unit: 'percent',
      at: (s, d) => {
        const filing = s.fundamentals.filter((e) => e.session - 40 <= d).at(-1);
        return filing?.revenueTtm && filing.revenueTtmYearAgo ? filing.revenueTtm / filing.revenueTtmYearAgo - 1 : null;
      },
    };
    const afterTheClose: FeatureDefinition = {
      key: 'newsThroughTomorrow',
      group: 'news',
      label: 'news sentiment including tonight’s headlines',
      unit: 'score',
      at: (s, d) => {
        const scores = s.news.filter((e) => e.session <= d + 1 && e.session > d - 21).map((e) => e.score);
        return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
      },
    };
    const s = series('AAA', 300, 0, 2);
    // The honest features pass on the same series and session.
    assert.deepEqual(pointInTimeViolations(s, 150), []);
    assert.deepEqual(pointInTimeViolations(s, 150, [byPeriodEnd, afterTheClose, ...FEATURES]), [
      'revenueByQuarterEnd',
      'newsThroughTomorrow',
    ]);
  });

  it('1-month momentum and the 50-day average by hand', () => {
    const closes = new Float64Array(60).map((_, i) => 100 + i);
    const s: SymbolSeries = {
      symbol: 'X',
      closes,
      highs: closes,
      volumes: closes,
      analyst: [],
      insider: [],
      fundamentals: [],
      news: [],
    };
    const at = (key: string, d: number) => FEATURES.find((f) => f.key === key)?.at(s, d);
    assert.equal(at('momentum1m', 30), 130 / 109 - 1);
    assert.equal(at('momentum1m', 20), null);
    // Closes 110..159 average 134.5; the close 159 is 159/134.5 − 1 above it.
    assert.equal(at('ma50', 59), 159 / 134.5 - 1);
  });

  it('earnings yield, return on equity and revenue growth by hand, from the latest filing public by d', () => {
    const profit: FundamentalsFigures = {
      epsTtm: 2.5,
      netIncomeTtm: 120,
      equity: 800,
      revenueTtm: 500,
      revenueTtmYearAgo: 400,
    };
    const loss: FundamentalsFigures = {
      epsTtm: -1,
      netIncomeTtm: -50,
      equity: -20,
      revenueTtm: 450,
      revenueTtmYearAgo: 500,
    };
    const closes = new Float64Array(300).fill(50);
    closes[40] = 40;
    const at = flat(
      {
        fundamentals: [
          { session: 10, ...profit },
          { session: 40, ...loss },
        ],
      },
      closes,
    );
    // Nothing filed by session 9.
    assert.equal(at('earningsYield', 9), null);
    assert.equal(at('revenueGrowth', 9), null);
    // Session 10: EPS 2.5 ÷ close 50 = 5 %; net income 120 ÷ equity 800 = 15 %; revenue 500 ÷ 400 − 1 = 25 %.
    assert.equal(at('earningsYield', 10), 0.05);
    assert.equal(at('returnOnEquity', 10), 0.15);
    assert.equal(at('revenueGrowth', 39), 0.25);
    // Session 40, the second filing: a loss is a negative yield (−1 ÷ 40 = −2.5 %); on negative equity there
    // is no return on equity; revenue 450 ÷ 500 − 1 = −10 %.
    assert.equal(at('earningsYield', 40), -0.025);
    assert.equal(at('returnOnEquity', 40), null);
    assert.equal(at('revenueGrowth', 40), 450 / 500 - 1);
    // A filing counts for a year (252 sessions): on 291 it still does (−1 ÷ 50), on 292 it is stale.
    assert.equal(at('earningsYield', 291), -0.02);
    assert.equal(at('earningsYield', 292), null);
  });

  it('news sentiment by hand: the mean score of the last 21 sessions’ headlines', () => {
    const at = flat({
      news: [
        { session: 3, score: 0.5 },
        { session: 10, score: -0.25 },
        { session: 30, score: 1 },
      ],
    });
    assert.equal(at('newsSentiment', 2), null); // no headline yet
    assert.equal(at('newsSentiment', 10), 0.125); // (0.5 − 0.25) ÷ 2
    assert.equal(at('newsSentiment', 24), -0.25); // sessions 4–24: only session 10's
    assert.equal(at('newsSentiment', 30), 0.375); // sessions 10–30: (−0.25 + 1) ÷ 2
    assert.equal(at('newsSentiment', 51), null); // sessions 31–51: none
  });

  it('the new features read in words on the page', () => {
    const feature = (key: string) => FEATURES.find((f) => f.key === key) as FeatureDefinition;
    assert.equal(displayValue(feature('newsSentiment'), -0.25), '−0.25');
    assert.equal(displayValue(feature('earningsYield'), 0.05), '+5.0 %');
    assert.deepEqual(
      reasonsOf([
        { feature: feature('earningsYield'), raw: 0.05, contribution: 0.3 },
        { feature: feature('newsSentiment'), raw: -0.25, contribution: -0.1 },
        { feature: feature('revenueGrowth'), raw: null, contribution: 0 },
      ]),
      [
        'Earnings yield (12-month diluted EPS ÷ price) +5.0 %: raises the odds',
        'News sentiment (mean headline score from −1 to +1, last month) −0.25: lowers the odds',
      ],
    );
  });
});

describe('the model', () => {
  it('standardises across symbols, missing values to the average, clipped at ±3', () => {
    const z = standardize([1, 3, Number.NaN]);
    assert.deepEqual(Array.from(z), [-1, 1, 0]);
    const clipped = standardize([...new Array<number>(99).fill(0), 1000]);
    assert.equal(clipped[99], 3);
  });

  it('solves a symmetric positive-definite system', () => {
    // [4 2; 2 3] x = [2; 1] → x = [0.5, 0]
    const x = solveSpd(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]), 2);
    assert.ok(Math.abs((x[0] ?? 0) - 0.5) < 1e-12 && Math.abs(x[1] ?? 1) < 1e-12);
  });

  it('the fitted weights zero the penalised gradient (the optimum), and the penalty shrinks them', () => {
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 200; i++) {
      const a = Math.sin(i * 1.3);
      const b = Math.cos(i * 0.7);
      rows.push([a, b]);
      labels.push(a + 0.3 * Math.sin(i * 5.1) > 0 ? 1 : 0);
    }
    const lambda = 2;
    const model = fitLogistic(rows, labels, { lambda });
    const gradient = [0, 0, 0];
    rows.forEach((row, r) => {
      const residual = (labels[r] ?? 0) - sigmoid(logitOf(model, row));
      gradient[0] = (gradient[0] ?? 0) + residual;
      gradient[1] = (gradient[1] ?? 0) + residual * (row[0] ?? 0);
      gradient[2] = (gradient[2] ?? 0) + residual * (row[1] ?? 0);
    });
    assert.ok(Math.abs(gradient[0] ?? 1) < 1e-6);
    assert.ok(Math.abs((gradient[1] ?? 1) - lambda * (model.weights[0] ?? 0)) < 1e-6);
    assert.ok(Math.abs((gradient[2] ?? 1) - lambda * (model.weights[1] ?? 0)) < 1e-6);
    assert.ok((model.weights[0] ?? 0) > 1, 'the informative feature gets a large weight');
    const shrunk = fitLogistic(rows, labels, { lambda: 200 });
    assert.ok(Math.abs(shrunk.weights[0] ?? 0) < Math.abs(model.weights[0] ?? 0));
  });

  it('group contributions plus the baseline sum exactly to the logit', () => {
    const model = { intercept: -0.2, weights: [0.5, -1.25, 2, 0.75] };
    const row = [1.5, 0.4, -0.3, 2];
    const { baseline, byGroup } = contributionsOf(model, row, ['momentum', 'momentum', 'trend', 'analysts']);
    // momentum 0.75 − 0.5 = 0.25; trend −0.6; analysts 1.5; with −0.2: 0.95
    assert.equal(byGroup.get('momentum'), 0.25);
    assert.ok(Math.abs((byGroup.get('trend') ?? 0) + 0.6) < 1e-15);
    assert.equal(byGroup.get('analysts'), 1.5);
    const sum = baseline + [...byGroup.values()].reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - logitOf(model, row)) < 1e-12);
    assert.ok(Math.abs(logitOf(model, row) - 0.95) < 1e-12);
  });

  it('scores are deciles: 20 values give two of each score', () => {
    const values = Array.from({ length: 20 }, (_, i) => (i * 7) % 20);
    const scores = decileScores(values);
    for (let s = 1; s <= 10; s++) assert.equal(scores.filter((x) => x === s).length, 2);
    assert.equal(scores[values.indexOf(19)], 10);
    assert.equal(scores[values.indexOf(0)], 1);
  });
});

describe('walk-forward', () => {
  const days = 140;
  const input = (alter?: number): WalkForwardInput => {
    const stocks = Array.from({ length: 30 }, (_, i) => series(`S${i}`, days, (i - 15) * 0.0002, i));
    const benchmark = series('SPY', days, 0.0003, 0.5).closes;
    if (alter !== undefined) {
      for (const s of stocks)
        for (let d = alter + 1; d < days; d++) s.closes[d] = (s.closes[d] ?? 0) * (1 + ((d * 13) % 7) / 20);
    }
    return { sessions: Array.from({ length: days }, (_, d) => `d${d}`), stocks, benchmark };
  };

  it('every model was fitted only on labels known by the session it scored', async () => {
    const result = await walkForward(input());
    assert.ok(result.firstScored > 0);
    for (let t = result.firstScored; t < days; t++) {
      assert.ok(result.models[t] !== null);
      assert.ok((result.trainedThrough[t] ?? Infinity) + DEFAULT_WALK_FORWARD.horizon <= t, `session ${t}`);
    }
  });

  it('scores up to session T do not change when prices after T change', async () => {
    const T = 100;
    const a = await walkForward(input());
    const b = await walkForward(input(T));
    for (let t = a.firstScored; t <= T; t++) assert.deepEqual(a.probability[t], b.probability[t], `session ${t}`);
    assert.notDeepEqual(a.probability[T + 25], b.probability[T + 25]);
  });

  it('keeps the standardised features of the newest session only, and moves every buffer it posts', async () => {
    const data = input();
    const result = await walkForward(data);
    const { z } = prepare(data);
    assert.deepEqual(result.latestZ, z[days - 1]);
    assert.equal(result.latestZ.length, data.stocks.length * DEFAULT_WALK_FORWARD.features.length);
    // Every typed array of the posted result is in the transfer list: none is copied between the threads.
    const { features: _features, ...posted } = result;
    const views: ArrayBufferView[] = [];
    const collect = (value: unknown): void => {
      if (ArrayBuffer.isView(value)) views.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(posted);
    assert.ok(views.length > days);
    assert.deepEqual(new Set(views.map((view) => view.buffer)), new Set(transferables(posted)));
  });

  it('gives the same result in its worker thread as on this one, with the feature definitions attached', async () => {
    const here = await walkForward(input());
    const there = await walkForwardInWorker(input());
    assert.equal(there.features, DEFAULT_WALK_FORWARD.features);
    assert.deepEqual({ ...there, features: null }, { ...here, features: null });
  });
});

describe('track record', () => {
  it('works out a two-day, four-symbol example by hand', () => {
    // Scores: symbol 0 top (10), symbol 3 bottom (1), the others in between.
    const r = trackRecord(
      [
        {
          date: '2026-01-02',
          scores: [10, 5, 6, 1],
          probabilities: [0.62, 0.5, 0.55, 0.38],
          forward: [0.1, 0.02, -0.01, -0.05],
          benchmarkForward: 0.03,
        },
        {
          date: '2026-01-05',
          scores: [10, 5, 6, 1],
          probabilities: [0.66, 0.51, 0.49, 0.31],
          forward: [0.01, 0.04, 0.05, 0.06],
          benchmarkForward: 0.02,
        },
        // The outcome is not known yet: ignored.
        {
          date: '2026-01-06',
          scores: [10, 5, 6, 1],
          probabilities: [0.7, 0.5, 0.5, 0.3],
          forward: [Number.NaN, Number.NaN, Number.NaN, Number.NaN],
          benchmarkForward: Number.NaN,
        },
      ],
      1,
    );
    assert.equal(r.days, 2);
    // Top minus SPY: 0.07 and −0.01 → 0.03. Top minus bottom: 0.15 and −0.05 → 0.05.
    assert.ok(Math.abs((r.topVsBenchmark ?? 0) - 0.03) < 1e-12);
    assert.ok(Math.abs((r.topVsBottom ?? 0) - 0.05) < 1e-12);
    // Top picks beat SPY once in two; all symbols: day 1 only symbol 0, day 2 symbols 1, 2, 3 → 4 of 8.
    assert.equal(r.hitRate, 0.5);
    assert.equal(r.baseRate, 0.5);
    // 0.6–0.7 bucket: 0.62 (beat) and 0.66 (missed) → predicted 0.64, observed 0.5.
    const b6 = r.calibration[6];
    assert.equal(b6?.count, 2);
    assert.ok(Math.abs((b6?.meanPredicted ?? 0) - 0.64) < 1e-12);
    assert.equal(b6?.observed, 0.5);
    // 0.3–0.4: 0.38 and 0.31, both bottom picks; day 2's beat SPY.
    assert.equal(r.calibration[3]?.observed, 0.5);
    // Horizon 1: each day is a period; growth 1.1 × 1.01 for the top decile, 0.95 × 1.06 for the bottom.
    assert.equal(r.periods.length, 2);
    assert.ok(Math.abs((r.periods[1]?.topGrowth ?? 0) - 1.111) < 1e-12);
    assert.ok(Math.abs((r.periods[1]?.bottomGrowth ?? 0) - 1.007) < 1e-12);
    assert.ok(Math.abs((r.periods[1]?.benchmarkGrowth ?? 0) - 1.0506) < 1e-12);
  });
});
