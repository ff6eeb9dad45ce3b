import {
  DEFAULT_FILTERS,
  type FlowFilters,
  activeFilterCount,
  flowRequest,
  matchesFilters,
  parseTickers,
  sameFilters,
  streamTicker,
} from './flow-filters';
import { makeTrade } from './test/flow-trades';

const filters = (overrides: Partial<FlowFilters>): FlowFilters => ({ ...DEFAULT_FILTERS, ...overrides });

describe('flowRequest', () => {
  it('asks for every ticker with no parameters by default', () => {
    expect(flowRequest(DEFAULT_FILTERS)).toEqual({ path: 'flow/all', params: {} });
  });

  it('puts one ticker in the path and several in ticker=', () => {
    expect(flowRequest(filters({ tickers: ['NVDA'] }))).toEqual({ path: 'flow/NVDA', params: {} });
    expect(flowRequest(filters({ tickers: ['SPY', 'QQQ'] }))).toEqual({
      path: 'flow/all',
      params: { ticker: 'SPY,QQQ' },
    });
  });

  it('maps every filter to the API parameter of the same meaning', () => {
    const request = flowRequest(
      filters({
        callPut: 'puts',
        sides: ['bid', 'above_ask'],
        kinds: ['multi_leg'],
        minPremium: 250_000,
        minSize: 100,
        dteMin: 0,
        dteMax: 7,
        otmOnly: true,
        sweepsOnly: true,
        volumeOverOi: true,
        unusualOnly: true,
        sectors: ['Information Technology', 'ETF'],
        marketCapMin: 2e9,
        marketCapMax: 200e9,
      }),
    );
    expect(request.params).toEqual({
      type: 'put',
      side: 'above_ask,bid',
      kind: 'multi_leg',
      minPremium: 250_000,
      minSize: 100,
      minDte: 0,
      maxDte: 7,
      otmOnly: true,
      sweepsOnly: true,
      volGtOi: true,
      unusualOnly: true,
      sector: 'ETF,Information Technology',
      minMarketCap: 2e9,
      maxMarketCap: 200e9,
    });
  });

  it('leaves out a side filter that chooses every side', () => {
    expect(flowRequest(filters({ sides: ['above_ask', 'ask', 'mid', 'bid', 'below_bid'] })).params).toEqual({});
    expect(flowRequest(filters({ callPut: 'calls' })).params).toEqual({ type: 'call' });
  });
});

describe('matchesFilters', () => {
  const trade = makeTrade({
    ticker: 'NVDA',
    sector: 'Information Technology',
    marketCap: 3e12,
    type: 'call',
    side: 'ask',
    kind: 'sweep',
    premium: 300_000,
    size: 500,
    dte: 3,
    volume: 2_000,
    openInterest: 1_500,
    tags: ['otm', 'unusual'],
  });

  it.each<[string, Partial<FlowFilters>, boolean]>([
    ['no filters', {}, true],
    ['its ticker', { tickers: ['SPY', 'NVDA'] }, true],
    ['another ticker', { tickers: ['SPY'] }, false],
    ['calls', { callPut: 'calls' }, true],
    ['puts', { callPut: 'puts' }, false],
    ['its side', { sides: ['ask'] }, true],
    ['other sides', { sides: ['bid', 'mid'] }, false],
    ['multi-leg', { kinds: ['multi_leg'] }, false],
    ['premium at its level', { minPremium: 300_000 }, true],
    ['premium above it', { minPremium: 300_001 }, false],
    ['size above it', { minSize: 501 }, false],
    ['DTE inside', { dteMin: 0, dteMax: 7 }, true],
    ['DTE outside', { dteMin: 4 }, false],
    ['OTM only', { otmOnly: true }, true],
    ['sweeps only', { sweepsOnly: true }, true],
    ['vol > OI', { volumeOverOi: true }, true],
    ['unusual only', { unusualOnly: true }, true],
    ['its sector', { sectors: ['Information Technology'] }, true],
    ['another sector', { sectors: ['Energy'] }, false],
    ['cap inside', { marketCapMin: 1e12, marketCapMax: 4e12 }, true],
    ['cap below the minimum', { marketCapMin: 4e12 }, false],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(matchesFilters(trade, filters(overrides))).toBe(expected);
  });

  it('refuses what the flags exclude', () => {
    const quiet = makeTrade({ kind: 'block', tags: [], volume: 10, openInterest: 100, marketCap: null });
    expect(matchesFilters(quiet, filters({ sweepsOnly: true }))).toBe(false);
    expect(matchesFilters(quiet, filters({ otmOnly: true }))).toBe(false);
    expect(matchesFilters(quiet, filters({ volumeOverOi: true }))).toBe(false);
    expect(matchesFilters(quiet, filters({ unusualOnly: true }))).toBe(false);
    // An index has no market cap: any bound leaves it out, as the API does.
    expect(matchesFilters(quiet, filters({ marketCapMax: 1e15 }))).toBe(false);
  });
});

describe('tickers', () => {
  it('reads a typed list, upper-cased, without repeats, and reports what is not a ticker', () => {
    expect(parseTickers(' spy, qqq  brk.b,spy ,1abc')).toEqual({ tickers: ['SPY', 'QQQ', 'BRK.B'], invalid: ['1ABC'] });
  });

  it('joins one ticker’s room, or every ticker’s for several', () => {
    expect(streamTicker(filters({ tickers: ['TSLA'] }))).toBe('TSLA');
    expect(streamTicker(filters({ tickers: ['TSLA', 'AAPL'] }))).toBe('all');
    expect(streamTicker(DEFAULT_FILTERS)).toBe('all');
  });
});

describe('filter summaries', () => {
  it('counts the filters that narrow the flow', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ tickers: ['SPY'] }))).toBe(0);
    expect(activeFilterCount(filters({ callPut: 'calls', dteMin: 0, dteMax: 7, unusualOnly: true }))).toBe(3);
  });

  it('compares filter sets whatever the order of their lists', () => {
    expect(
      sameFilters(
        filters({ tickers: ['A', 'B'], sides: ['bid', 'ask'] }),
        filters({ tickers: ['B', 'A'], sides: ['ask', 'bid'] }),
      ),
    ).toBe(true);
    expect(sameFilters(filters({ minPremium: 1 }), DEFAULT_FILTERS)).toBe(false);
  });
});
