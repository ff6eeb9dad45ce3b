import { MAX_CUSTOM_COLUMNS, SCREENER_FIELDS, SCREENER_VIEWS } from '@flowdeck/endpoints/screener';
import {
  columnsOf,
  decodeFilter,
  encodeFilter,
  paramsOfScreenerState,
  screenerStateFromParams,
  withFilter,
} from './screener-params';
import { screenerCsv } from './screener-csv';
import { formatScreenerValue } from './screener-format';

describe('the screen in the URL', () => {
  it('round-trips filters, sort, page and view', () => {
    const state = {
      screen: null,
      filters: [
        { field: 'price', min: 10, max: 50 },
        { field: 'rsi14', max: 30 },
        { field: 'sector', in: ['Energy', 'Real Estate'] },
        { field: 'optionable', is: true },
      ],
      sort: { field: 'perfToday', direction: 'desc' as const },
      page: 3,
      view: 'technical' as const,
      columns: null,
    };
    const params = paramsOfScreenerState(state);
    expect(params.getAll('f')).toEqual(['price:10..50', 'rsi14:..30', 'sector:Energy|Real Estate', 'optionable:yes']);
    expect(params.get('s')).toBe('-perfToday');
    expect(screenerStateFromParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('the plain page has a plain URL and default state', () => {
    const state = screenerStateFromParams(new URLSearchParams());
    expect(state).toEqual({
      screen: null,
      filters: [],
      sort: { field: 'marketCap', direction: 'desc' },
      page: 1,
      view: 'overview',
      columns: null,
    });
    expect(paramsOfScreenerState(state).toString()).toBe('');
  });

  it('drops what the catalogue refuses: unknown filters, reversed ranges, bad flags, unknown sorts', () => {
    expect(decodeFilter('shoeSize:1..2')).toBeNull();
    expect(decodeFilter('price:50..10')).toBeNull();
    expect(decodeFilter('price:abc..')).toBeNull();
    expect(decodeFilter('optionable:maybe')).toBeNull();
    expect(decodeFilter('marketCapBucket:Giant')).toBeNull();
    expect(decodeFilter('marketCapBucket:Mega|Large')).toEqual({ field: 'marketCapBucket', in: ['Mega', 'Large'] });
    expect(encodeFilter({ field: 'gap', min: -2.5 })).toBe('gap:-2.5..');
    const state = screenerStateFromParams(new URLSearchParams('f=price:1..&f=price:5..&s=zzz&p=-4&v=nope'));
    expect(state.filters).toEqual([{ field: 'price', min: 1 }]);
    expect(state.sort).toEqual({ field: 'marketCap', direction: 'desc' });
    expect(state.page).toBe(1);
    expect(state.view).toBe('overview');
  });

  it('keeps the custom view’s columns in order, without unknown or repeated ones, at most MAX_CUSTOM_COLUMNS', () => {
    const state = screenerStateFromParams(new URLSearchParams('v=custom&c=pe,shoeSize,index,pe,rsi14'));
    expect(state.columns).toEqual(['pe', 'index', 'rsi14']);
    expect(columnsOf(state)).toEqual(['pe', 'index', 'rsi14']);
    expect(paramsOfScreenerState(state).toString()).toBe('v=custom&c=pe%2Cindex%2Crsi14');
    // No pick yet: the custom view's default columns; another view ignores the picks.
    expect(columnsOf({ view: 'custom', columns: null })).toEqual(SCREENER_VIEWS.custom.columns);
    expect(columnsOf({ view: 'technical', columns: ['pe'] })).toEqual(SCREENER_VIEWS.technical.columns);
    const many = SCREENER_FIELDS.map((f) => f.id).join(',');
    expect(screenerStateFromParams(new URLSearchParams(`v=custom&c=${many}`)).columns).toHaveLength(MAX_CUSTOM_COLUMNS);
  });

  it('a preset or saved screen is kept by id', () => {
    const state = screenerStateFromParams(new URLSearchParams('screen=top-gainers&v=performance'));
    expect(state.screen).toBe('top-gainers');
    expect(paramsOfScreenerState(state).toString()).toBe('screen=top-gainers&v=performance');
  });

  it('withFilter replaces or removes one field’s filter', () => {
    const filters = [
      { field: 'price', min: 1 },
      { field: 'rsi14', min: 70 },
    ];
    expect(withFilter(filters, 'price', { field: 'price', max: 9 })).toEqual([
      { field: 'rsi14', min: 70 },
      { field: 'price', max: 9 },
    ]);
    expect(withFilter(filters, 'rsi14', null)).toEqual([{ field: 'price', min: 1 }]);
  });
});

describe('CSV export', () => {
  it('writes the shown columns with their labels, raw values, blanks for unknowns and quoted text', () => {
    const csv = screenerCsv(
      [
        { symbol: 'AAA', name: 'Alpha, Inc.', price: 12.5, pe: null, optionable: true },
        { symbol: 'BBB', name: 'Beta "B" Co', price: 3, pe: 14.2, optionable: false },
      ],
      ['price', 'pe', 'optionable'],
    );
    expect(csv).toBe(
      'Ticker,Company,Price,P/E,Optionable\r\nAAA,"Alpha, Inc.",12.5,,Yes\r\nBBB,"Beta ""B"" Co",3,14.2,No\r\n',
    );
  });
  it("writes a stock's several indexes in one cell, and the table joins them with commas", () => {
    const row = { symbol: 'AAPL', name: 'Apple Inc.', index: ['S&P 500', 'Nasdaq-100'] };
    expect(screenerCsv([row], ['index'])).toBe('Ticker,Company,Index\r\nAAPL,Apple Inc.,S&P 500; Nasdaq-100\r\n');
    expect(formatScreenerValue('text', row.index)).toBe('S&P 500, Nasdaq-100');
    expect(formatScreenerValue('text', [])).toBe(formatScreenerValue('text', null));
  });
});
