import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEADLINE_TEMPLATES, simulatedHeadline } from '../../sources/simulator/records/news-headlines.js';
import { isMajor, scoreSentiment, type Sentiment } from './sentiment.js';

/** Fixed headlines and the label a reader of market news would give them. */
const HEADLINES: Array<[string, Sentiment]> = [
  ['Apple beats estimates and raises guidance', 'positive'],
  ['Nvidia shares surge to record high on data-center demand', 'positive'],
  ['Moderna receives FDA approval for next-generation vaccine', 'positive'],
  ['Goldman upgrades Micron to Buy, raises price target', 'positive'],
  ['Starbucks misses estimates as same-store sales decline', 'negative'],
  ['Texas Instruments cuts outlook on weak industrial demand', 'negative'],
  ['SEC charges former executive of Super Micro Computer with accounting fraud', 'negative'],
  ['Boeing shares plunge after FAA halts deliveries', 'negative'],
  ['Intel to lay off 15% of workforce', 'negative'],
  ['Carvana prices offering of senior notes', 'neutral'],
  ['Adobe to present at upcoming investor conference', 'neutral'],
  ['Walmart declares quarterly dividend', 'neutral'],
  // Negation flips the word after it.
  ['Pfizer says trial did not show improvement', 'negative'],
  ['Tesla reports no loss of market share in Europe', 'positive'],
  // Company names holding lexicon words do not colour the headline.
  ['Advanced Micro Devices to hold annual meeting', 'neutral'],
];

describe('scoreSentiment', () => {
  for (const [headline, expected] of HEADLINES) {
    it(`${JSON.stringify(headline)} is ${expected}`, () => {
      assert.equal(scoreSentiment(headline).sentiment, expected);
    });
  }

  it('weighs phrases 2 and words 1, the summary half; score = net ÷ matched', () => {
    // "raises guidance" (+2), "beats" (+1), "weak" (−1) → net 2 of 4.
    const r = scoreSentiment('Apple beats and raises guidance despite weak China sales');
    assert.deepEqual([r.positive, r.negative, r.score, r.sentiment], [3, 1, 0.5, 'positive']);
    // A neutral title with a negative summary: −0.5 only, still neutral.
    const s = scoreSentiment('Walmart declares quarterly dividend', 'Shares slipped in early trading.');
    assert.deepEqual([s.positive, s.negative, s.sentiment], [0, 0.5, 'neutral']);
    assert.equal(scoreSentiment('Adobe to present').score, 0);
  });
});

describe('isMajor', () => {
  const major = (title: string, tickers: string[]) => isMajor(title, tickers, scoreSentiment(title));
  it('marks results, guidance, deals, regulators, bankruptcies and leadership changes that name a ticker', () => {
    assert.equal(major('Oracle announces fourth quarter and full year financial results', ['ORCL']), true);
    assert.equal(major('Texas Instruments cuts outlook on weak demand', ['TXN']), true);
    assert.equal(major('Chevron to acquire Hess in $53 billion deal', ['CVX']), true);
    assert.equal(major('Moderna receives FDA approval for vaccine', ['MRNA']), true);
    assert.equal(major('Lam Research CFO to retire at fiscal year end', ['LRCX']), true);
    assert.equal(major('Retailer files for Chapter 11 bankruptcy', ['XYZ']), true);
  });
  it('marks a strong tone even without an event word', () => {
    assert.equal(major('Nvidia shares surge to record high as rally accelerates', ['NVDA']), true);
  });
  it('leaves routine items and items without a ticker unmarked', () => {
    assert.equal(major('Adobe to present at upcoming investor conference', ['ADBE']), false);
    assert.equal(major('Oracle announces fourth quarter results', []), false);
    assert.equal(major('Apple opens new store in Mumbai', ['AAPL']), false);
  });
});

describe('simulated headlines', () => {
  it('every template reads in the direction it is used for', () => {
    for (const template of HEADLINE_TEMPLATES.up)
      assert.equal(scoreSentiment(template('Acme', 'ACME', '3.1%').title).sentiment, 'positive');
    for (const template of HEADLINE_TEMPLATES.down)
      assert.equal(scoreSentiment(template('Acme', 'ACME', '3.1%').title).sentiment, 'negative');
  });
  it('a fall after a report never claims a miss: a company can beat and still fall on its outlook', () => {
    for (const template of HEADLINE_TEMPLATES.down) {
      const { title, summary } = template('Acme', 'ACME', '3.1%');
      assert.doesNotMatch(`${title} ${summary}`, /miss|below (analyst )?estimates|earnings below/i, title);
    }
  });
  it('follows the move: sign, size, kind; the same event reads the same', () => {
    const event = {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      kind: 'earnings' as const,
      time: 1_750_000_000_000,
      move: Math.log(1.09),
    };
    const h = simulatedHeadline(event);
    assert.equal(h.title, 'Apple stock soars 9.0% on blowout results');
    assert.deepEqual(simulatedHeadline(event), h);
    const down = simulatedHeadline({ ...event, kind: 'headline', move: Math.log(0.97) });
    assert.match(down.title, /^Apple .*3\.0%/);
    assert.equal(scoreSentiment(down.title).sentiment, 'negative');
  });
});
