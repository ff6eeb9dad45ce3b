import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { stanceOf } from '../../modules/analyst-ratings/vocabulary.js';
import { ImportRefusal } from '../import/importer.js';
import { parseAnalystRatings } from './importer.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

describe('the analyst-ratings importer', () => {
  it('reads the record’s columns from CSV: actions, target actions, prior → current, US dates, dollars', () => {
    const ratings = parseAnalystRatings('ratings.csv', fixture('ratings.csv'));
    assert.equal(ratings.length, 6);
    const [nvda, aapl, , msft, , intc] = ratings;
    assert.deepEqual(
      { ...nvda, id: undefined },
      {
        id: undefined,
        where: 'line 2',
        date: '2025-06-12',
        time: '07:02',
        ticker: 'NVDA',
        firm: 'Morgan Stanley',
        analyst: 'Joseph Moore',
        action: 'maintain',
        targetAction: 'raise',
        ratingPrior: 'Overweight',
        ratingCurrent: 'Overweight',
        targetPrior: 160,
        targetCurrent: 170,
      },
    );
    assert.deepEqual(
      [aapl?.action, aapl?.ratingPrior, aapl?.ratingCurrent, aapl?.targetCurrent],
      ['upgrade', 'Underperform', 'Hold', 205.16],
    );
    assert.deepEqual(
      [msft?.date, msft?.action, msft?.targetAction, msft?.ratingPrior, msft?.targetCurrent],
      ['2025-06-11', 'initiate', 'announce', null, 525],
    );
    assert.deepEqual(
      [intc?.time, intc?.action, intc?.targetAction, intc?.ratingCurrent, intc?.targetCurrent],
      [null, 'terminate', 'remove', null, null],
    );
    assert.match(nvda?.id ?? '', /^imp:[0-9a-f]{20}$/);
    assert.deepEqual(
      parseAnalystRatings('again.csv', fixture('ratings.csv')).map((r) => r.id),
      ratings.map((r) => r.id),
      'the same action has the same id wherever it comes from: a re-import changes nothing',
    );
  });

  it('reads Benzinga’s JSON: analyst is the firm when analyst_name names the person; an empty prior target', () => {
    const ratings = parseAnalystRatings('benzinga.json', fixture('ratings.json'));
    assert.deepEqual(
      ratings.map((r) => [
        r.where,
        r.ticker,
        r.firm,
        r.analyst,
        r.action,
        r.targetAction,
        r.targetPrior,
        r.targetCurrent,
      ]),
      [
        ['element ratings[0]', 'META', 'Needham', 'Laura Martin', 'maintain', 'raise', 700, 760],
        ['element ratings[1]', 'AMZN', 'Oppenheimer', 'Jason Helfstein', 'upgrade', 'raise', null, 250],
      ],
    );
  });

  it('refuses a malformed file with the line or element and the reason', () => {
    const csv = fixture('ratings.csv');
    assert.throws(
      () => parseAnalystRatings('x.csv', csv.replace('Upgrades', 'Promotes')),
      refusal('line 3', /action "Promotes" is not one of Upgrades/),
    );
    assert.throws(
      () => parseAnalystRatings('x.csv', csv.replace('2025-06-12,07:15', '2025-13-12,07:15')),
      refusal('line 3', /date "2025-13-12"/),
    );
    assert.throws(() => parseAnalystRatings('x.csv', csv.replace('08:31', '8h31')), refusal('line 4', /time "8h31"/));
    assert.throws(
      () => parseAnalystRatings('x.csv', csv.replace('$170.00', 'soon')),
      refusal('line 2', /price target current "soon"/),
    );
    assert.throws(
      () => parseAnalystRatings('x.csv', csv.replace(',Raises,Underperform', ',Doubles,Underperform')),
      refusal('line 3', /price target action "Doubles"/),
    );
    assert.throws(
      () => parseAnalystRatings('x.csv', 'Date,Ticker,Action\n2025-01-02,AAPL,Upgrades\n'),
      refusal('line 1', /needs firm columns/),
    );
    assert.throws(
      () =>
        parseAnalystRatings(
          'x.csv',
          `${csv}2025-06-12,07:02,NVDA,Morgan Stanley,Joseph Moore,Maintains,Raises,Overweight,Overweight,160,175\n`,
        ),
      refusal('line 8', /already at line 2/),
    );
    assert.throws(
      () => parseAnalystRatings('x.csv', `${csv}2025-06-12,09:00,NVDA,UBS,,Maintains,,,,,\n`),
      refusal('line 8', /needs a current rating or a current price target/),
    );
    assert.throws(
      () => parseAnalystRatings('x.json', '{"ratings": [{"ticker": "AAPL"'),
      refusal('JSON', /not valid JSON/),
    );
    assert.throws(
      () =>
        parseAnalystRatings(
          'x.json',
          '{"ratings": [{"date":"2025-01-02","ticker":"$$","analyst":"UBS","analyst_name":"A","action_company":"Upgrades","rating_current":"Buy"}]}',
        ),
      refusal('element ratings[0]', /"\$\$" is not a ticker/),
    );
  });

  it('reads each firm’s rating words as buy, hold or sell', () => {
    assert.deepEqual(
      [
        'Overweight',
        'Equal-Weight',
        'Underperform',
        'Sector Outperform',
        'In-Line',
        'Reduce',
        'Top Pick',
        'Speculative',
      ].map(stanceOf),
      ['buy', 'hold', 'sell', 'buy', 'hold', 'sell', 'buy', null],
    );
  });
});
