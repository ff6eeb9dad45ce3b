import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UNIVERSE_ROWS } from '../../sources/simulator/universe/universe-data.js';
import { createTickerTagger, newsName } from './ticker-tagger.js';

// The whole universe, as the app tags against it: false friends are in it (A, IT, ALL, ON, NOW, T, F, C, V…).
const UNIVERSE = UNIVERSE_ROWS.trim()
  .split('\n')
  .map((row) => row.split('|'))
  .map(([symbol, name]) => ({ symbol: symbol as string, name: name as string }));
const tagger = createTickerTagger(UNIVERSE);

/** Fixed headlines and the tickers they are about, in order of first mention. */
const HEADLINES: Array<[string, string[]]> = [
  ['Apple unveils new iPhone lineup at September event', ['AAPL']],
  ['Microsoft and NVIDIA expand AI partnership', ['MSFT', 'NVDA']],
  ['Oracle Corporation (NYSE: ORCL) announces fourth quarter results', ['ORCL']],
  ['Adobe (Nasdaq:ADBE) to present at investor conference', ['ADBE']],
  ['$TSLA and $AMD lead premarket movers', ['TSLA', 'AMD']],
  ['NVDA surges as data-center demand accelerates', ['NVDA']],
  ['Micron shares jump after memory pricing update', ['MU']],
  ['Texas Instruments cuts outlook on weak industrial demand', ['TXN']],
  ['Eli Lilly wins FDA approval for weight-loss drug', ['LLY']],
  ['The Walt Disney Company names new CEO', ['DIS']],
  ['Gartner sees IT spending rising 8% next year', ['IT']],
  ['Allstate reports catastrophe losses for May', ['ALL']],
  ['ON Semiconductor to cut 2,400 jobs', ['ON']],
  ['ServiceNow beats estimates as AI products gain traction', ['NOW']],
  ['Agilent Technologies raises full-year guidance', ['A']],
  ['Target Corp. cuts forecast as shoppers pull back', ['TGT']],
  ['Target’s quarterly sales fall short', ['TGT']],
  ['AT&T Inc. adds 400,000 wireless subscribers', ['T']],
  ['Shares of NYSE: ALL climb after reserve release', ['ALL']],
  ['Ford Motor Company recalls 200,000 SUVs', ['F']],
  // False friends: words and abbreviations that are also symbols, never tagged from plain words.
  ['A look at IT budgets: ALL eyes ON cloud NOW', []],
  ['It is all on the table now, a CEO says', []],
  ['Analyst raises price target on chipmakers', []],
  ['Match point: tennis final draws record TV audience', []],
  ['FDA panel to review new vaccine data; SEC delays decision', []],
  ['KEY takeaways from the Fed: rates on hold', []],
  ['Stocks rise as investors weigh CPI and GDP data', []],
  ['BREAKING: MARKETS OPEN HIGHER AS AAPL RALLIES', []],
  ['Walgreens Example Holdings files for bankruptcy', []],
];

describe('ticker tagger', () => {
  for (const [headline, expected] of HEADLINES) {
    it(`${JSON.stringify(headline)} → [${expected.join(', ')}]`, () => {
      assert.deepEqual(tagger.tag(headline), expected);
    });
  }

  it('reads exchange-prefixed symbols in feed categories', () => {
    assert.deepEqual(
      tagger.tag('Company receives approval for next-generation vaccine', ['NASDAQ:MRNA', 'Regulatory']),
      ['MRNA'],
    );
  });

  it('ignores cashtags and prefixed symbols outside the universe', () => {
    assert.deepEqual(tagger.tag('$ZZZZ and (NYSE: QQQQQ) rally'), []);
  });

  it('writes company names as news does', () => {
    assert.equal(newsName('Apple Inc.'), 'Apple');
    assert.equal(newsName('Micron Technology, Inc.'), 'Micron Technology');
    assert.equal(newsName('The Goldman Sachs Group, Inc.'), 'Goldman Sachs');
    assert.equal(newsName('Alphabet Inc. Class A'), 'Alphabet');
    assert.equal(newsName('Amazon.com, Inc.'), 'Amazon');
    assert.equal(newsName('JPMorgan Chase & Co.'), 'JPMorgan Chase');
  });
});
