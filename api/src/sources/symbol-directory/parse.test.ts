import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { NASDAQ_LISTED_HEADER, OTHER_LISTED_HEADER, parseSymbolDirectory } from './parse.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FOOTER = 'File Creation Time: 0328202518:01|||||||';

function refusal(text: string): ImportRefusal {
  try {
    parseSymbolDirectory('x.txt', text);
  } catch (error) {
    assert.ok(error instanceof ImportRefusal, String(error));
    return error;
  }
  assert.fail('the file was accepted');
}

describe('the Nasdaq Trader symbol directory', () => {
  it('reads nasdaqlisted.txt: common stock, ADRs and ETFs kept; units, warrants, rights, notes, preferreds and test issues out', () => {
    const file = parseSymbolDirectory('nasdaqlisted.txt', fixture('nasdaqlisted.txt'));
    assert.equal(file.format, 'nasdaqlisted');
    assert.equal(file.createdAt, '2025-03-28T18:01');
    assert.deepEqual(
      file.listings.map((l) => [l.symbol, l.kind]),
      [
        ['AACG', 'stock'],
        ['AADR', 'etf'],
        ['AAPL', 'stock'],
        ['ABL', 'stock'],
        ['ACHV', 'stock'],
        ['ALKS', 'stock'],
        ['QQQ', 'etf'],
      ],
    );
    assert.equal(file.testIssues, 2);
    // AACBU units, ABLLL notes, ABLLW warrant, ACGLN preferred depositary shares, AFJKR right, AIRTP trust preferred.
    assert.equal(file.otherSecurities, 6);
    const apple = file.listings.find((l) => l.symbol === 'AAPL');
    assert.deepEqual(apple, {
      line: 5,
      symbol: 'AAPL',
      name: 'Apple Inc.',
      securityName: 'Apple Inc. - Common Stock',
      exchange: 'NASDAQ',
      kind: 'stock',
      marketCategory: 'Q',
      financialStatus: 'N',
      roundLot: 100,
    });
    assert.equal(file.listings.find((l) => l.symbol === 'AACG')?.financialStatus, 'D');
    assert.equal(file.listings.find((l) => l.symbol === 'ACHV')?.name, 'Achieve Life Sciences, Inc.');
  });

  it('reads otherlisted.txt with its exchange codes and issuer names', () => {
    const file = parseSymbolDirectory('otherlisted.txt', fixture('otherlisted.txt'));
    assert.equal(file.format, 'otherlisted');
    assert.deepEqual(
      file.listings.map((l) => [l.symbol, l.exchange, l.kind, l.name]),
      [
        ['A', 'NYSE', 'stock', 'Agilent Technologies, Inc.'],
        ['AA', 'NYSE', 'stock', 'Alcoa Corporation'],
        ['AAAU', 'Cboe BZX', 'etf', 'Goldman Sachs Physical Gold ETF Shares'],
        ['ABEV', 'NYSE', 'stock', 'Ambev S.A.'],
        ['ACCS', 'NYSE American', 'stock', 'ACCESS Newswire Inc.'],
        ['ACN', 'NYSE', 'stock', 'Accenture plc'],
        ['AGM.A', 'NYSE', 'stock', 'Federal Agricultural Mortgage Corporation'],
        ['SPY', 'NYSE Arca', 'etf', 'SPDR S&P 500 ETF Trust'],
      ],
    );
    // AACT.U units, AACT.W warrants, ABR$D preferred, AEFC notes, AFGB debentures.
    assert.equal(file.otherSecurities, 5);
    assert.equal(file.testIssues, 0);
    assert.equal(file.listings[0]?.marketCategory, null);
  });

  it('drops a test issue in otherlisted.txt and reads IEX (V) listings', () => {
    const file = parseSymbolDirectory(
      'otherlisted.txt',
      [
        OTHER_LISTED_HEADER,
        'ZTST|Test Co Common Stock|N|ZTST|N|100|Y|ZTST',
        'IEXA|Example Common Stock|V|IEXA|N|100|N|IEXA',
        FOOTER,
      ].join('\n'),
    );
    assert.equal(file.testIssues, 1);
    assert.deepEqual(
      file.listings.map((l) => [l.symbol, l.exchange]),
      [['IEXA', 'IEX']],
    );
  });

  it('refuses what is not the format, naming the line', () => {
    assert.match(refusal('Symbol,Name\nAAPL,Apple\n').message, /x\.txt: line 1: not a symbol directory header/);
    assert.match(
      refusal(`${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|N|N\n`).message,
      /line 3: the "File Creation Time" row that ends the file is missing: the file was cut short/,
    );
    assert.match(
      refusal(`${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|N\n${FOOTER}`).message,
      /line 2: 7 fields, not 8/,
    );
    assert.match(
      refusal(`${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|X|N|N|100|N|N\n${FOOTER}`).message,
      /line 2: Market Category "X" is not Q, G or S/,
    );
    assert.match(
      refusal(`${OTHER_LISTED_HEADER}\nA|Agilent Technologies, Inc. Common Stock|Q|A|N|100|N|A\n${FOOTER}`).message,
      /line 2: Exchange "Q" is not one of A, N, P, Z, V/,
    );
    assert.match(
      refusal(`${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|maybe|N\n${FOOTER}`).message,
      /line 2: ETF is "maybe", not Y or N/,
    );
    assert.match(
      refusal(`${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|0|N|N\n${FOOTER}`).message,
      /line 2: Round Lot Size "0" is not a positive whole number/,
    );
    assert.match(
      refusal(
        `${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|N|N\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|N|N\n${FOOTER}`,
      ).message,
      /line 3: AAPL is listed twice/,
    );
    assert.match(
      refusal(
        `${NASDAQ_LISTED_HEADER}\nAAPL|Apple Inc. - Common Stock|Q|N|N|100|N|N\nFile Creation Time: 1399202518:01|||||||`,
      ).message,
      /line 3: File Creation Time 13992025.* is not a date/,
    );
  });
});
