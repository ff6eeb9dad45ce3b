import { tradeParams } from '../api/get-politician-trades';
import { activeFilterCount, parseTradeQuery } from './use-trade-query';

test('an empty URL means the newest disclosures, first page of 25', () => {
  expect(parseTradeQuery(new URLSearchParams())).toEqual({
    sort: 'disclosureDate',
    order: 'desc',
    page: 1,
    pageSize: 25,
    politician: undefined,
    party: undefined,
    chamber: undefined,
    state: undefined,
    ticker: undefined,
    type: undefined,
    minAmount: undefined,
    from: undefined,
    to: undefined,
    lateOnly: undefined,
  });
});

test('values outside their set fall back instead of reaching the API', () => {
  const query = parseTradeQuery(
    new URLSearchParams('party=X&chamber=Moon&type=gift&sort=mood&order=up&page=-2&pageSize=7&lateOnly=yes'),
  );
  expect(query).toMatchObject({ sort: 'disclosureDate', order: 'desc', page: 1, pageSize: 25 });
  expect(activeFilterCount(query)).toBe(0);
});

test('only set filters go into the API query string', () => {
  const query = parseTradeQuery(
    new URLSearchParams('ticker=nvda&state=ca&lateOnly=true&sort=amount&order=asc&page=3&pageSize=100'),
  );
  expect(tradeParams(query)).toEqual({
    ticker: 'NVDA',
    state: 'CA',
    lateOnly: 'true',
    sort: 'amount',
    order: 'asc',
    page: 3,
    pageSize: 100,
  });
  expect(activeFilterCount(query)).toBe(3);
});
