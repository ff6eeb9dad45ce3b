import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AliasTable, DAILY_EXPIRY_SYMBOLS, INTRADAY_SYMBOL_COUNT } from './instruments.js';
import { Rng } from './rng.js';
import { standaloneMarket } from '../../../test/standalone-market.js';

describe('instruments', () => {
  const market = standaloneMarket({ seed: 1, historyEnd: '2025-06-12' });
  const all = market.instruments().map((i) => market.instrument(i.symbol));

  it('option activity shares sum to one, SPY leads, indices draw no dark-pool prints', () => {
    const total = all.reduce((sum, i) => sum + (i?.optionShare ?? 0), 0);
    assert.ok(Math.abs(total - 1) < 1e-9);
    const top = [...all].sort((a, b) => (b?.optionShare ?? 0) - (a?.optionShare ?? 0))[0];
    assert.equal(top?.symbol, 'SPY');
    assert.equal(market.instrument('SPX')?.darkPoolShare, 0);
    assert.ok((market.instrument('AAPL')?.darkPoolShare ?? 0) > 0);
  });

  it('0DTE products list dailies; the most active names keep minute bars', () => {
    for (const symbol of DAILY_EXPIRY_SYMBOLS) assert.equal(market.instrument(symbol)?.options?.dailies, true, symbol);
    assert.equal(market.instrument('KO')?.options?.dailies, false);
    assert.equal(all.filter((i) => i?.intraday).length, INTRADAY_SYMBOL_COUNT);
    assert.equal(market.instrument('SPY')?.intraday, true);
  });
});

it('the alias table draws indices in proportion to their weights', () => {
  const table = new AliasTable([1, 3, 0, 6]);
  const counts = [0, 0, 0, 0];
  const rng = new Rng(99);
  const n = 200_000;
  for (let i = 0; i < n; i++) counts[table.draw(rng.next(), rng.next())]! += 1;
  assert.equal(counts[2], 0);
  for (const [index, weight] of [
    [0, 0.1],
    [1, 0.3],
    [3, 0.6],
  ] as const) {
    assert.ok(Math.abs((counts[index] as number) / n - weight) < 0.01, `${index}: ${counts[index]}`);
  }
});
