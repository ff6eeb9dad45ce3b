import { acceptedTime, emptyFeedText, readFilingParams } from './filing-view';

describe('the Filings page URL', () => {
  it('reads a known form, an upper-cased ticker and a page; ignores what is not valid', () => {
    expect(readFilingParams(new URLSearchParams('form=8-K&symbol=tsla&page=3'))).toEqual({
      form: '8-K',
      symbol: 'TSLA',
      page: 3,
    });
    expect(readFilingParams(new URLSearchParams('form=10-X&symbol=$$&page=-1'))).toEqual({
      form: undefined,
      symbol: undefined,
      page: 1,
    });
  });

  it('shows acceptance times in New York and says why the feed is empty', () => {
    expect(acceptedTime('2022-11-30T16:42:36.000Z')).toBe('11:42 AM');
    expect(acceptedTime(null)).toBeNull();
    expect(emptyFeedText({ form: '144', symbol: 'AAPL', page: 1 })).toMatch(/^No 144 filings for AAPL yet\./);
  });
});
