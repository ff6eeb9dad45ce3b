import { tickerSchema } from '@flowdeck/endpoints/market/contracts';
import { insiderTradesQuerySchema } from '@flowdeck/endpoints/insiders/contracts';
import { tradesQuerySchema } from '@flowdeck/endpoints/politicians/contracts';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const TICKERS = ['AAPL', 'SPX', 'BRK.B', 'BF-B', 'GOOGL', 'AGM.A', 'X'];
const NOT_TICKERS = ['1ABC', '', 'AAPL BRK', 'AB$C', 'ABCDEFGHIJKLM', '.B'];

describe('the ticker rule', () => {
  it('takes a letter first, then letters, digits and a class after "." or "-", up to 12', () => {
    expect(TICKERS.filter((t) => !TICKER_PATTERN.test(t))).toEqual([]);
    expect(NOT_TICKERS.filter((t) => TICKER_PATTERN.test(t))).toEqual([]);
  });

  it('is the same on the market endpoints and the trackers (BF-B was refused by one, 1ABC taken by the other)', () => {
    const accepts = {
      market: (t: string) => tickerSchema.safeParse(t).success,
      insiders: (t: string) => insiderTradesQuerySchema.safeParse({ ticker: t }).success,
      politicians: (t: string) => tradesQuerySchema.safeParse({ ticker: t }).success,
    };
    for (const [name, accept] of Object.entries(accepts)) {
      expect([name, TICKERS.filter((t) => !accept(t))]).toEqual([name, []]);
      // '' is "no filter" on the trackers' queries: left out here.
      expect([name, NOT_TICKERS.filter((t) => t !== '' && accept(t))]).toEqual([name, []]);
    }
  });
});
