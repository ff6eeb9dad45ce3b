import assert from 'node:assert/strict';
import type {
  DarkPoolResponse,
  FlowGaugesResponse,
  FlowResponse,
  FlowSnapshotV2Response,
  GammaExposureResponse,
  MarketStatusResponse,
  NetFlowResponse,
} from '@flowdeck/api-types';
import { after, before, describe, it } from 'node:test';
import { sessionTimes } from '@flowdeck/market-calendar';
import { bearer, pgliteBackend, signUp, startTestApp, type TestApp } from '../../test/harness.js';
import { ARCHIVED_SESSIONS_HELD } from './engine.js';
import { recentSessions } from './sessions.js';

/** Monday 16 June 2025, 07:00 New York: pre-market, the regular session opens at 09:30. */
const MONDAY_PRE = Date.parse('2025-06-16T11:00:00Z');
const FRIDAY = sessionTimes('2025-06-13');
const THURSDAY = sessionTimes('2025-06-12');
const LAST_FIVE = ['2025-06-13', '2025-06-12', '2025-06-11', '2025-06-10', '2025-06-09'];

const within = (iso: string, times: { preOpen: number; postClose: number }): boolean => {
  const ms = Date.parse(iso);
  return ms >= times.preOpen && ms < times.postClose;
};

describe('recentSessions: the sessions a live page can show', () => {
  it('is the most recent session and the four before it, newest first', () => {
    assert.deepEqual(recentSessions(MONDAY_PRE), LAST_FIVE);
    // Monday 12:00 (trading): Monday itself comes first.
    assert.deepEqual(recentSessions(Date.parse('2025-06-16T16:00:00Z')), ['2025-06-16', ...LAST_FIVE.slice(0, 4)]);
    // Juneteenth (Thursday 19 June 2025, closed) at noon: Wednesday is the most recent session.
    assert.equal(recentSessions(Date.parse('2025-06-19T16:00:00Z'))[0], '2025-06-18');
  });
});

// The session views are built in memory from the data source: one backend is enough.
describe('live pages before the open show the most recent session, and any of the last five on request', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const res = await t.request({ method: 'GET', url, headers: auth });
    assert.equal(res.statusCode, status, `${url}: ${res.body}`);
    return res.json<T>();
  };

  before(async () => {
    t = await startTestApp(pgliteBackend, { seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0 } });
    auth = bearer((await signUp(t, 'nightowl')).access);
    t.app.market.beginAt(MONDAY_PRE - 30 * 60_000);
    await t.app.market.advanceTo(MONDAY_PRE);
  });
  after(async () => {
    await t?.close();
  });

  it('says the market is closed, which session is shown and which can be picked', async () => {
    const status = await get<MarketStatusResponse>('/api/market/status');
    assert.equal(status.open, false);
    assert.equal(status.phase, 'pre');
    assert.equal(status.showing, '2025-06-13');
    assert.deepEqual(status.sessions, LAST_FIVE);
    assert.equal(status.nextOpen, new Date(sessionTimes('2025-06-16').open).toISOString());
  });

  it("shows Friday's flow, gauges, net flow and dark pool at 07:00 Monday, never an empty page", async () => {
    const flow = await get<FlowResponse>('/api/flow/all?limit=50');
    assert.equal(flow.items.length, 50);
    assert.ok(
      flow.items.every((trade) => within(trade.time, FRIDAY)),
      'every row is from Friday',
    );
    assert.ok(flow.nextCursor, 'more of Friday to page through');

    const gauges = await get<FlowGaugesResponse>('/api/flow/guages');
    assert.equal(gauges.session, '2025-06-13');
    assert.ok(gauges.summary.trades > 1000, `Friday's whole session: ${gauges.summary.trades} trades`);

    const net = await get<NetFlowResponse>('/api/net-flow?interval=5');
    assert.equal(net.session, '2025-06-13');
    assert.equal(net.points.length, 78, 'every 5 minutes of the regular session');
    assert.ok(net.points.some((p) => p.netCallPremium !== 0 || p.netPutPremium !== 0));

    const pool = await get<DarkPoolResponse>('/api/darkpool/all?limit=20');
    assert.equal(pool.session, '2025-06-13');
    assert.equal(pool.items.length, 20);
    assert.ok(pool.items.every((p) => within(p.time, FRIDAY)));
  });

  it('shows an earlier session on request, the same rows whichever page asks, and pages stay inside it', async () => {
    const first = await get<FlowResponse>('/api/flow/all?limit=200&session=2025-06-12');
    assert.equal(first.items.length, 200);
    assert.ok(first.items.every((trade) => within(trade.time, THURSDAY)));
    const again = await get<FlowResponse>('/api/flow/all?limit=200&session=2025-06-12');
    assert.deepEqual(
      again.items.map((trade) => trade.id),
      first.items.map((trade) => trade.id),
    );
    // A filtered page of Thursday: the gauges count the same session.
    const calls = await get<FlowResponse>('/api/flow/all?limit=20&type=call&session=2025-06-12');
    assert.ok(calls.items.every((trade) => trade.type === 'call' && within(trade.time, THURSDAY)));
    const gauges = await get<FlowGaugesResponse>('/api/flow/guages?session=2025-06-12');
    assert.equal(gauges.session, '2025-06-12');

    const snapshot = await get<FlowSnapshotV2Response>('/api/flow/snapshot/v2/AAPL?session=2025-06-12');
    assert.equal(snapshot.session, '2025-06-12');
    assert.ok(snapshot.summary.trades > 0);
    assert.ok(snapshot.recentTrades.every((trade) => within(trade.time, THURSDAY)));
    // An older session is priced at its close: one price for the header and the gamma spot.
    const gex = await get<GammaExposureResponse>('/api/gamma-exposure?ticker=AAPL&session=2025-06-12');
    assert.equal(gex.spot, snapshot.quote.last);
    assert.equal(snapshot.gex?.spot, snapshot.quote.last);
  });

  it('keeps at most a bounded number of rebuilt sessions', async () => {
    for (const session of LAST_FIVE.slice(1, 4)) await get<FlowResponse>(`/api/flow/all?limit=1&session=${session}`);
    const held = (t.app.market as unknown as { archive: Map<string, unknown> }).archive;
    assert.ok(held.size <= ARCHIVED_SESSIONS_HELD, `${held.size} sessions held`);
  });

  it('refuses a session outside the last five, or not a date, with a field error', async () => {
    for (const url of [
      '/api/flow/all?session=2025-06-06',
      '/api/flow/all?session=2025-06-16',
      '/api/net-flow?session=2025-06-14',
      '/api/flow/snapshot/v2/AAPL?session=2025-06-20',
      '/api/darkpool/all?session=2024-01-02',
    ]) {
      const body = await get<{ error: Record<string, string> }>(url, 400);
      assert.match(body.error.session ?? '', /choose one of the last 5 sessions \(2025-06-13, /, url);
    }
    for (const url of ['/api/flow/all?session=yesterday', '/api/flow/guages?session=2025-13-45']) {
      const body = await get<{ error: Record<string, string> }>(url, 400);
      assert.equal(body.error.session, 'Session must be a date (YYYY-MM-DD).', url);
    }
  });

  it('needs a signed-in user for a past session too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/flow/all?session=2025-06-12' });
    assert.equal(res.statusCode, 401);
  });
});
