import { insiderParams } from '../api/get-insider-trades';
import { activeFilterCount, parseInsiderQuery } from './use-insider-query';

describe('the insider query in the URL', () => {
  it('reads filters, keeps known codes only and falls back to the newest filings first', () => {
    const query = parseInsiderQuery(
      new URLSearchParams('ticker=snow&codes=p,S,Q&role=cfo&preset=cluster-buys&plan=maybe&minValue=25000&page=3'),
    );
    expect(query).toMatchObject({
      ticker: 'SNOW',
      codes: ['P', 'S'],
      role: 'cfo',
      preset: 'cluster-buys',
      plan: undefined,
      minValue: '25000',
      sort: 'filingDate',
      order: 'desc',
      page: 3,
      pageSize: 25,
    });
    expect(activeFilterCount(query)).toBe(5);
  });

  it('sends codes joined by commas and leaves unset filters out of the request', () => {
    const query = parseInsiderQuery(new URLSearchParams('codes=A,F&sort=value&order=asc&pageSize=50'));
    expect(insiderParams(query)).toEqual({ codes: 'A,F', sort: 'value', order: 'asc', page: 1, pageSize: 50 });
  });
});
