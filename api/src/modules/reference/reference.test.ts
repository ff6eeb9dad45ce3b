import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { after, before, describe, it } from 'node:test';
import { isTradingDay } from '@flowdeck/market-calendar';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import type { SearchResult } from './schemas.js';
import type { CompanyProfile } from './service.js';

const backends = await testBackends();
const HISTORY_DAYS = 60;

for (const backend of backends) {
  describe(`reference data on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    before(async () => {
      t = await startTestApp(backend, {
        seed: { historyDays: HISTORY_DAYS, symbolLimit: null, politicianTrades: 0 },
      });
      auth = bearer((await signUp(t, 'reader')).access);
    });
    after(async () => {
      await t?.close();
    });

    const search = async (text: string): Promise<SearchResult[]> => {
      const res = await t.request({
        method: 'GET',
        url: `/api/chart/?searchText=${encodeURIComponent(text)}`,
        headers: auth,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ results: SearchResult[] }>().results;
    };

    describe('chart/ symbol search', () => {
      it('ranks the exact ticker, then ticker prefixes, then names', async () => {
        const results = await search('app');
        assert.equal(results[0]?.symbol, 'APP');
        const symbols = results.map((r) => r.symbol);
        // "Apple Inc." starts with the text; "NetApp, Inc." only contains it.
        assert.ok(symbols.indexOf('AAPL') < symbols.indexOf('NTAP'), symbols.join(','));
      });

      it('puts ticker prefix matches before name matches, larger companies first', async () => {
        const results = await search('MS');
        assert.equal(results[0]?.symbol, 'MS');
        const prefixMatches = results.filter((r) => r.symbol.startsWith('MS'));
        const firstNameOnly = results.findIndex((r) => !r.symbol.startsWith('MS'));
        assert.ok(prefixMatches.length >= 4);
        if (firstNameOnly !== -1) assert.equal(firstNameOnly, prefixMatches.length);
        const caps = prefixMatches.slice(1).map((r) => r.marketCap ?? 0);
        assert.deepEqual(
          caps,
          [...caps].sort((a, b) => b - a),
        );
      });

      it('is case-insensitive, finds ETFs by name and returns at most 20', async () => {
        assert.equal((await search('spy'))[0]?.symbol, 'SPY');
        assert.ok((await search('semiconductor')).some((r) => r.symbol === 'SMH'));
        const many = await search('a');
        assert.equal(many.length, 20);
        assert.deepEqual(Object.keys(many[0] ?? {}).sort(), ['exchange', 'marketCap', 'name', 'sector', 'symbol']);
      });

      it('treats LIKE wildcards literally', async () => {
        assert.deepEqual(await search('%'), []);
        assert.deepEqual(await search('_'), []);
      });

      it('requires search text', async () => {
        for (const url of ['/api/chart/?searchText=', '/api/chart/?searchText=%20%20', '/api/chart/']) {
          const res = await t.request({ method: 'GET', url, headers: auth });
          assert.equal(res.statusCode, 400, url);
          assert.deepEqual(res.json(), errorBody({ searchText: 'This field is required.' }));
        }
      });
    });

    describe('company-profile/{symbol}', () => {
      it('returns profile, quote and all stored bars oldest first', async () => {
        const res = await t.request({ method: 'GET', url: '/api/company-profile/aapl', headers: auth });
        assert.equal(res.statusCode, 200);
        const { profile, quote, bars } = res.json<CompanyProfile>();
        assert.equal(profile.symbol, 'AAPL');
        assert.equal(profile.name, 'Apple Inc.');
        assert.equal(profile.exchange, 'NASDAQ');
        assert.equal(profile.sector, 'Information Technology');
        for (const key of ['industry', 'description', 'ceo', 'headquarters', 'website'] as const) {
          assert.equal(typeof profile[key], 'string', key);
        }
        assert.ok((profile.floatShares ?? 0) > 0 && (profile.floatShares ?? 0) <= (profile.sharesOutstanding ?? 0));

        assert.equal(bars.length, HISTORY_DAYS);
        for (let i = 0; i < bars.length; i++) {
          const bar = bars[i];
          assert.ok(bar);
          assert.match(bar.date, /^\d{4}-\d{2}-\d{2}$/);
          assert.ok(isTradingDay(bar.date), bar.date);
          if (i > 0) assert.ok(bar.date > (bars[i - 1]?.date ?? ''));
          assert.ok(
            bar.low > 0 && bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close),
          );
          assert.ok(Number.isInteger(bar.volume) && bar.volume > 0);
        }

        const last = bars[bars.length - 1];
        const previous = bars[bars.length - 2];
        assert.ok(quote && last && previous);
        assert.equal(quote.last, last.close);
        assert.equal(quote.previousClose, previous.close);
        assert.equal(quote.asOf, last.date);
        assert.equal(quote.asOf, '2025-06-13');
        assert.ok(Math.abs((quote.changePercent ?? 0) - ((last.close - previous.close) / previous.close) * 100) < 0.01);
        assert.equal(quote.fiftyTwoWeekHigh, Math.max(...bars.map((b) => b.high)));
        assert.equal(Math.round(profile.marketCap ?? 0), Math.round((profile.sharesOutstanding ?? 0) * last.close));
      });

      it('handles class shares and index products', async () => {
        const brk = await t.request({ method: 'GET', url: '/api/company-profile/BRK.B', headers: auth });
        assert.equal(brk.statusCode, 200);
        const spx = (
          await t.request({ method: 'GET', url: '/api/company-profile/SPX', headers: auth })
        ).json<CompanyProfile>();
        assert.equal(spx.profile.exchange, 'CBOE');
        assert.equal(spx.profile.marketCap, null);
        assert.ok((spx.quote?.last ?? 0) > 1000);
      });

      it('answers an unknown symbol with 404', async () => {
        const res = await t.request({ method: 'GET', url: '/api/company-profile/xyz', headers: auth });
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), errorBody('Unknown symbol XYZ'));
      });
    });
  });
}
