import assert from 'node:assert/strict';
import type { BarsResponse, CompanyProfileResponse, FlowSnapshotResponse } from '@flowdeck/api-types';
import { after, before, describe, it } from 'node:test';
import { MIN_HISTORY_DAYS } from '../../config.js';
import { sessionTimes } from '@flowdeck/market-calendar';
import { bearer, pgliteBackend, signUp, startTestApp, type TestApp } from '../../test/harness.js';
import { MINUTE_HISTORY_SESSIONS } from './engine.js';

/** Friday 13 June 2025, 11:00 New York. */
const FRIDAY = sessionTimes('2025-06-13');
const NOW = FRIDAY.open + 90 * 60_000;

const newYorkDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));

// What a first start leaves for the charts: the history is the same on either database, one is enough.
describe('history a first start leaves for the charts', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const get = async (url: string): Promise<BarsResponse> => {
    const res = await t.request({ method: 'GET', url, headers: auth });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<BarsResponse>();
  };

  before(async () => {
    t = await startTestApp(pgliteBackend, {
      seed: { historyDays: MIN_HISTORY_DAYS, symbolLimit: null, politicianTrades: 0 },
    });
    auth = bearer((await signUp(t, 'historian')).access);
    t.app.market.beginAt(FRIDAY.open);
    await t.app.market.advanceTo(NOW);
  });
  after(async () => {
    await t?.close();
  });

  it('holds at least 60 trading days of daily bars', async () => {
    const daily = await get('/api/chart/bars/SPY?interval=1d&days=400');
    assert.ok(daily.bars.length >= 60, `${daily.bars.length} daily bars`);
    const dates = daily.bars.map((b) => b.time.slice(0, 10));
    assert.equal(new Set(dates).size, dates.length, 'one bar a day');
    assert.ok(
      dates.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())),
      'trading days only',
    );
  });

  it('backfills minute bars so the intraday chart spans five sessions', async () => {
    const before = await get('/api/chart/bars/SPY?interval=1m&days=5');
    const sessionsBefore = new Set(before.bars.map((b) => newYorkDate(b.time)));
    assert.equal(sessionsBefore.size, 1, 'only the session the market has run so far');

    const inserted = await t.app.market.backfillMinuteHistory('2025-06-13');
    assert.ok(inserted > 0);

    const after = await get('/api/chart/bars/SPY?interval=1m&days=5');
    const sessions = [...new Set(after.bars.map((b) => newYorkDate(b.time)))];
    assert.equal(MINUTE_HISTORY_SESSIONS + 1, 5);
    assert.deepEqual(sessions, ['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13']);
    const monday = after.bars.filter((b) => newYorkDate(b.time) === '2025-06-09');
    assert.equal(monday.length, 390, 'every minute of a past regular session');

    // A second start finds the history stored and writes nothing.
    assert.equal(await t.app.market.backfillMinuteHistory('2025-06-13'), 0);
  });

  it('ends the chart at a picked recent session, and refuses a session it does not keep', async () => {
    const intraday = await get('/api/chart/bars/SPY?interval=5m&days=2&session=2025-06-11');
    assert.deepEqual([...new Set(intraday.bars.map((b) => newYorkDate(b.time)))], ['2025-06-10', '2025-06-11']);
    const daily = await get('/api/chart/bars/SPY?interval=1d&days=30&session=2025-06-11');
    assert.equal(daily.bars.at(-1)?.time.slice(0, 10), '2025-06-11', 'no daily bar after the picked session');
    assert.equal(daily.bars.length, 30);
    // The session shown today is the same as no session: today's bar so far ends the daily chart.
    const today = await get('/api/chart/bars/SPY?interval=1d&days=30&session=2025-06-13');
    assert.deepEqual(today.bars, (await get('/api/chart/bars/SPY?interval=1d&days=30')).bars);
    const old = await t.request({ method: 'GET', url: '/api/chart/bars/SPY?session=2025-05-01', headers: auth });
    assert.equal(old.statusCode, 400);
    assert.match(
      old.json<{ errors?: Record<string, string> }>().errors?.session ?? old.body,
      /No session on 2025-05-01/,
    );
  });

  it("gives company profiles the live session's quote, not a stored close ahead of the market clock", async () => {
    const res = await t.request({ method: 'GET', url: '/api/company-profile/SPY', headers: auth });
    assert.equal(res.statusCode, 200);
    const { quote, bars } = res.json<CompanyProfileResponse>();
    const { quote: live } = (
      await t.request({ method: 'GET', url: '/api/flow/snapshot/SPY', headers: auth })
    ).json<FlowSnapshotResponse>();
    // The seed holds Friday's whole day; the market is at 11:00 that Friday.
    assert.equal(bars.at(-1)?.date, '2025-06-13');
    assert.equal(bars.filter((b) => b.date === '2025-06-13').length, 1);
    assert.ok(quote);
    assert.equal(quote.last, live.last);
    assert.equal(quote.high, live.high);
    assert.equal(quote.volume, live.volume);
    assert.equal(quote.previousClose, bars.at(-2)?.close);
    assert.equal(quote.asOf, new Date(NOW).toISOString());
  });

  it('gives a company profile as of an earlier recent session: its close, and nothing after it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/company-profile/SPY?session=2025-06-11', headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    const { quote, bars } = res.json<CompanyProfileResponse>();
    assert.equal(bars.at(-1)?.date, '2025-06-11');
    assert.ok(quote);
    assert.equal(quote.last, bars.at(-1)?.close);
    assert.equal(quote.previousClose, bars.at(-2)?.close);
    assert.equal(quote.asOf, '2025-06-11');
    const refused = await t.request({
      method: 'GET',
      url: '/api/company-profile/SPY?session=2025-05-01',
      headers: auth,
    });
    assert.equal(refused.statusCode, 400);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/company-profile/SPY?sesion=2025-06-11',
      headers: auth,
    });
    assert.equal(unknown.statusCode, 400, 'a misspelt parameter is refused, not ignored');
  });
});
