import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  listExpiries,
  listStrikes,
  monthlyExpiration,
  occSymbol,
  openInterest,
  quoteOption,
  atmVolatility,
  impliedVolatility,
} from './option-chain.js';
import { standaloneMarket } from '../../../test/standalone-market.js';

const market = standaloneMarket({
  seed: 11,
  historyEnd: '2025-06-12',
  symbols: ['SPY', 'SPX', 'AAPL', 'KO', 'VIX', 'XOM'],
});
const inst = (symbol: string) => {
  const i = market.instrument(symbol);
  assert.ok(i);
  return i;
};

describe('expiries', () => {
  it('SPY lists an expiry every trading day for two weeks (0DTE), weeklies, monthlies and LEAPS', () => {
    const expiries = listExpiries(inst('SPY'), '2025-06-13');
    const dates = expiries.map((e) => e.date);
    assert.equal(dates[0], '2025-06-13');
    assert.deepEqual(dates.slice(0, 6), [
      '2025-06-13',
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
      '2025-06-20',
      '2025-06-23',
    ]);
    // Juneteenth (Thursday 19th) is a holiday: no expiry.
    assert.ok(!dates.includes('2025-06-19'));
    assert.equal(expiries.find((e) => e.date === '2025-06-20')?.kind, 'monthly');
    assert.ok(expiries.some((e) => e.kind === 'leaps' && e.date === '2026-01-16'));
    assert.ok(expiries.some((e) => e.kind === 'leaps' && e.date === '2027-01-15'));
  });

  it('the third Friday, or the Thursday before when it is a holiday', () => {
    assert.equal(monthlyExpiration(2025, 6), '2025-06-20');
    assert.equal(monthlyExpiration(2025, 4), '2025-04-17'); // Good Friday 2025-04-18
  });

  it('a name without weeklies lists only monthlies (and quarterlies)', () => {
    const ko = inst('KO');
    const listing = ko.options;
    assert.ok(listing);
    const only = listExpiries(
      { ...ko, options: { ...listing, weeklies: false, leaps: false, dailies: false } },
      '2025-06-13',
    );
    assert.ok(only.every((e) => e.kind === 'monthly'));
    assert.equal(only[0]?.date, '2025-06-20');
  });

  it('VIX expires on Wednesdays', () => {
    const days = listExpiries(inst('VIX'), '2025-06-13').map((e) => new Date(`${e.date}T00:00:00Z`).getUTCDay());
    assert.ok(
      days.every((d) => d === 3 || d === 2),
      JSON.stringify(days),
    );
  });
});

describe('strikes, symbols, surface, quotes, open interest', () => {
  it('strikes bracket the reference price on the listed spacing', () => {
    const strikes = listStrikes(inst('SPY'), 600.37, 7);
    assert.ok(strikes.includes(600));
    assert.ok(strikes.every((k, i) => i === 0 || Math.abs(k - (strikes[i - 1] as number) - 1) < 1e-9));
    assert.ok((strikes[0] as number) < 560 && (strikes[strikes.length - 1] as number) > 640);
    const spx = listStrikes(inst('SPX'), 6012, 0);
    assert.ok(spx.every((k) => k % 5 === 0));
  });

  it('OCC symbols', () => {
    assert.equal(occSymbol('SPY', '2025-06-20', 'call', 600), 'SPY250620C00600000');
    assert.equal(occSymbol('SPXW', '2025-06-13', 'put', 5987.5), 'SPXW250613P05987500');
  });

  it('equity skew: downside strikes carry more volatility than upside; VIX the reverse', () => {
    const aapl = inst('AAPL');
    const atm = 0.3;
    assert.ok(impliedVolatility(aapl, atm, 200, 180, 0.1) > impliedVolatility(aapl, atm, 200, 220, 0.1));
    const vix = inst('VIX');
    assert.ok(impliedVolatility(vix, 0.9, 18, 25, 0.1) > impliedVolatility(vix, 0.9, 18, 14, 0.1));
  });

  it('term structure: earnings lift the expiries after the event; stress inverts the curve', () => {
    const aapl = inst('AAPL');
    const calm = { regime: 1, earnings: null };
    const withEarnings = { regime: 1, earnings: { date: '2025-06-25', expectedMove: 0.06 } };
    const before = atmVolatility(aapl, withEarnings, '2025-06-13', '2025-06-20', 7 / 365);
    const after = atmVolatility(aapl, withEarnings, '2025-06-13', '2025-06-27', 14 / 365);
    assert.equal(before, atmVolatility(aapl, calm, '2025-06-13', '2025-06-20', 7 / 365));
    assert.ok(after > atmVolatility(aapl, calm, '2025-06-13', '2025-06-27', 14 / 365) * 1.2);
    const stressed = { regime: 2, earnings: null };
    assert.ok(
      atmVolatility(aapl, stressed, '2025-06-13', '2025-06-20', 7 / 365) >
        atmVolatility(aapl, stressed, '2025-06-13', '2026-06-18', 1),
    );
    assert.ok(
      atmVolatility(aapl, calm, '2025-06-13', '2025-06-20', 7 / 365) <=
        atmVolatility(aapl, calm, '2025-06-13', '2026-06-18', 1) + 1e-9,
    );
  });

  it('quotes: bid below ask on the tick grid, mid near the model value', () => {
    const spy = inst('SPY');
    const q = quoteOption(spy, 'call', 600, 600, 7 / 365, 0.18);
    assert.ok(q.bid < q.ask);
    assert.equal(q.tick, 0.01);
    assert.ok(Math.abs(Math.round(q.ask * 100) - q.ask * 100) < 1e-6);
    assert.ok(q.delta > 0.45 && q.delta < 0.6);
    const ko = inst('KO');
    const wide = quoteOption(ko, 'put', 60, 70, 30 / 365, 0.2);
    assert.ok(wide.bid >= 0 && wide.ask > wide.bid);
  });

  it('open interest differs from one day to the next and is largest near the money', () => {
    const spy = inst('SPY');
    const contract = (strike: number) => ({
      symbol: occSymbol('SPY', '2025-07-18', 'call', strike),
      underlying: 'SPY',
      root: 'SPY',
      expiry: '2025-07-18',
      strike,
      type: 'call' as const,
    });
    const day1 = openInterest(spy, contract(600), 'monthly', '2025-06-12', 600, 1);
    const day2 = openInterest(spy, contract(600), 'monthly', '2025-06-13', 600, 1);
    assert.notEqual(day1, day2);
    assert.ok(Math.abs(day1 / day2 - 1) < 0.6);
    assert.ok(
      openInterest(spy, contract(600), 'monthly', '2025-06-13', 600, 1) >
        openInterest(spy, contract(750), 'monthly', '2025-06-13', 600, 1),
    );
  });
});
