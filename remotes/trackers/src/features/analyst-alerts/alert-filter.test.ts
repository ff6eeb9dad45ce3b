import type { AnalystRating } from '@flowdeck/api-types';
import { EMPTY_FILTER, filterParams, matchesFilter, mergeAlerts, readFilter, writeFilter } from './alert-filter';

const alert = (over: Partial<AnalystRating>): AnalystRating => ({
  id: 'a',
  date: '2026-11-20',
  time: '10:31',
  ticker: 'NVDA',
  company: 'NVIDIA Corporation',
  firm: 'Morgan Stanley',
  analyst: 'Avery Abernathy',
  action: 'upgrade',
  targetAction: 'raise',
  ratingPrior: 'Equal-Weight',
  ratingCurrent: 'Overweight',
  stance: 'buy',
  targetPrior: 150,
  targetCurrent: 180,
  price: 150,
  upside: 0.2,
  source: 'Simulated data',
  firmRecord: { successRate: 0.6, averageReturn: 0.02, measured: 40 },
  ...over,
});

describe('the analyst alert filter', () => {
  it('reads the URL and writes the endpoint’s query', () => {
    const filter = readFilter(
      new URLSearchParams(
        'actions=upgrade,bogus,downgrade&firms=UBS,%20Morgan%20Stanley&tickers=nvda,$$,AAPL&minUpside=10&minSuccess=x',
      ),
    );
    expect(filter).toEqual({
      actions: ['upgrade', 'downgrade'],
      firms: ['UBS', 'Morgan Stanley'],
      tickers: ['NVDA', 'AAPL'],
      watchlistOnly: false,
      minUpside: 10,
      minSuccess: null,
    });
    expect(filterParams(filter)).toEqual({
      action: 'upgrade,downgrade',
      firm: 'UBS,Morgan Stanley',
      tickers: 'NVDA,AAPL',
      minUpside: 10,
    });
    expect(filterParams(EMPTY_FILTER)).toEqual({});
    expect(writeFilter(filter).toString()).toBe(
      'actions=upgrade%2Cdowngrade&firms=UBS%2CMorgan+Stanley&tickers=NVDA%2CAAPL&minUpside=10',
    );
  });

  it('under "watchlist only" asks for the watchlist’s tickers in place of those typed', () => {
    const filter = readFilter(new URLSearchParams('tickers=AAPL&watchlist=1'));
    expect(filter.watchlistOnly).toBe(true);
    expect(writeFilter(filter).toString()).toBe('tickers=AAPL&watchlist=1');
    expect(filterParams(filter, ['NVDA', 'AMD'])).toEqual({ tickers: 'NVDA,AMD' });
    expect(matchesFilter(alert({}), filter, ['NVDA', 'AMD'])).toBe(true);
    expect(matchesFilter(alert({ ticker: 'AAPL' }), filter, ['NVDA', 'AMD'])).toBe(false);
    // Not known yet, or empty: nothing passes (never every ticker).
    expect(matchesFilter(alert({}), filter, null)).toBe(false);
    expect(matchesFilter(alert({}), filter, [])).toBe(false);
  });

  it('passes an alert only when every set condition holds', () => {
    expect(matchesFilter(alert({}), EMPTY_FILTER)).toBe(true);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, actions: ['downgrade'] })).toBe(false);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, firms: ['morgan stanley'] })).toBe(true);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, firms: ['UBS'] })).toBe(false);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, tickers: ['AAPL', 'NVDA'] })).toBe(true);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, tickers: ['AAPL'] })).toBe(false);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, minUpside: 20 })).toBe(true);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, minUpside: 21 })).toBe(false);
    expect(matchesFilter(alert({ upside: null }), { ...EMPTY_FILTER, minUpside: -50 })).toBe(false);
    expect(matchesFilter(alert({}), { ...EMPTY_FILTER, minSuccess: 60 })).toBe(true);
    expect(
      matchesFilter(alert({ firmRecord: { successRate: null, averageReturn: null, measured: 0 } }), {
        ...EMPTY_FILTER,
        minSuccess: 0,
      }),
    ).toBe(false);
  });

  it('puts arrivals on top, newest first, without repeats, up to the limit', () => {
    const merged = mergeAlerts([alert({ id: 'old' }), alert({ id: 'b' })], [alert({ id: 'b' }), alert({ id: 'c' })], 3);
    expect(merged.map((a) => a.id)).toEqual(['c', 'b', 'old']);
    expect(mergeAlerts([alert({ id: 'x' })], [alert({ id: 'y' })], 1).map((a) => a.id)).toEqual(['y']);
  });
});
