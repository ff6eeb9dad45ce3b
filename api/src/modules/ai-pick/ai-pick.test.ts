import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AiPickListResponse, AiPickSymbolResponse } from '@flowdeck/api-types';
import { AI_PICK_GROUPS } from '@flowdeck/endpoints/ai-pick';
import { apiAs, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';

for (const backend of await testBackends()) {
  describe(`ai-pick on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const { getJson } = apiAs(() => t);
    const get = <T>(path: string) => getJson<T>(path, access);

    before(async () => {
      // 120 sessions: features from the 21st, first model once 10 sessions of 20-day outcomes are known.
      t = await startTestApp(backend, { seed: { historyDays: 120, symbolLimit: null, politicianTrades: 0 } });
      access = (await signUp(t, 'aipick')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('ranks today’s stocks by probability, scored 1–10 by decile, with reasons and a track record', async () => {
      const { status, body } = await get<AiPickListResponse>('ai-pick');
      assert.equal(status, 200);
      assert.equal(body.status, 'ready');
      assert.equal(body.source, 'simulated');
      assert.ok(body.asOf !== null);
      assert.ok(body.scored > 300, `most of the universe is scored (${body.scored})`);
      assert.equal(body.top.length, 10);
      assert.equal(body.bottom.length, 10);
      const probs = body.top.map((r) => r.probability);
      assert.deepEqual(
        probs,
        [...probs].sort((a, b) => b - a),
      );
      assert.equal(body.top[0]?.score, 10);
      assert.equal(body.bottom[0]?.score, 1);
      assert.ok((body.top[0]?.probability ?? 0) > (body.bottom[0]?.probability ?? 1));
      for (const row of [...body.top, ...body.bottom]) {
        assert.ok(row.reasons.length > 0 && row.reasons.length <= 3);
        assert.match(row.reasons[0] ?? '', /: (raises|lowers) the odds$/);
        assert.deepEqual(
          row.contributions.map((c) => c.group),
          [...AI_PICK_GROUPS],
        );
      }
      assert.equal(body.model.features.length, 15);
      assert.ok(AI_PICK_GROUPS.every((group) => body.model.features.some((f) => f.group === group)));
      assert.ok(body.model.notUsed.every((line) => !/^(Fundamentals|News)/.test(line)));
      assert.ok(body.model.trainedThrough !== null && body.model.trainedThrough < (body.asOf ?? ''));
      // Scores whose 20 sessions have passed are judged; the simulator is said to have no edge.
      assert.ok(body.trackRecord.days > 0);
      assert.equal(body.trackRecord.calibration.length, 10);
      assert.match(body.trackRecord.verdict, /No model can have a real edge here/);
      assert.ok(body.sectors.length > 5);
    });

    it('filters by sector, market cap and score', async () => {
      const sector = (await get<AiPickListResponse>('ai-pick')).body.sectors[0] ?? '';
      const bySector = await get<AiPickListResponse>(`ai-pick?sector=${encodeURIComponent(sector)}&limit=50`);
      assert.equal(bySector.status, 200);
      assert.ok(bySector.body.matching > 0);
      assert.ok([...bySector.body.top, ...bySector.body.bottom].every((r) => r.sector === sector));
      const mega = await get<AiPickListResponse>('ai-pick?cap=mega');
      assert.ok(mega.body.top.every((r) => r.capBucket === 'mega' && (r.marketCap ?? 0) >= 200e9));
      const middling = await get<AiPickListResponse>('ai-pick?minScore=4&maxScore=6&limit=50');
      assert.ok(middling.body.matching > 0);
      assert.ok([...middling.body.top, ...middling.body.bottom].every((r) => r.score >= 4 && r.score <= 6));
    });

    it('refuses bad filters with field errors', async () => {
      const bad = await get<{ error: Record<string, string> }>('ai-pick?cap=huge&minScore=0&limit=500&foo=1');
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body.error).sort(), ['cap', 'foo', 'limit', 'minScore']);
      const reversed = await get<{ error: Record<string, string> }>('ai-pick?minScore=8&maxScore=3');
      assert.equal(reversed.status, 400);
      assert.ok(reversed.body.error.maxScore);
    });

    it('explains one stock: contributions sum to its logit, history of scores against price', async () => {
      const top = (await get<AiPickListResponse>('ai-pick')).body.top[0];
      assert.ok(top);
      const { status, body } = await get<AiPickSymbolResponse>(`ai-pick/${top.symbol.toLowerCase()}`);
      assert.equal(status, 200);
      assert.equal(body.symbol, top.symbol);
      assert.equal(body.score, top.score);
      const sum = body.baseline + body.contributions.reduce((a, c) => a + c.value, 0);
      assert.ok(Math.abs(sum - body.logit) < 1e-9);
      assert.ok(Math.abs(1 / (1 + Math.exp(-body.logit)) - body.probability) < 1e-9);
      const byFeatures = body.features.reduce((a, f) => a + f.contribution, body.baseline);
      assert.ok(Math.abs(byFeatures - body.logit) < 1e-9);
      assert.equal(body.history.length, 120);
      assert.equal(body.history[0]?.score, null, 'no score before the first walk-forward model');
      assert.equal(body.history[body.history.length - 1]?.score, body.score);
      assert.ok(body.history.every((h) => h.close !== null));
    });

    it('reads each stock’s simulated filings and its headlines: value, quality, growth and news sentiment', async () => {
      const list = (await get<AiPickListResponse>('ai-pick?limit=10')).body;
      const explained = await Promise.all(
        [...list.top, ...list.bottom].map(
          async (row) => (await get<AiPickSymbolResponse>(`ai-pick/${row.symbol}`)).body,
        ),
      );
      const raw = (body: AiPickSymbolResponse, key: string) => body.features.find((f) => f.key === key)?.raw ?? null;
      for (const body of explained) {
        for (const key of ['earningsYield', 'returnOnEquity', 'revenueGrowth'])
          assert.notEqual(raw(body, key), null, `${body.symbol} ${key}`);
        const feature = body.features.find((f) => f.key === 'earningsYield');
        assert.match(feature?.display ?? '', /^[+−]?\d+\.\d %$/);
      }
      const withNews = explained.filter((body) => raw(body, 'newsSentiment') !== null);
      assert.ok(withNews.length > 0, 'some stock had a headline last month');
      for (const body of withNews) {
        const score = raw(body, 'newsSentiment') ?? 0;
        assert.ok(score >= -1 && score <= 1);
      }
    });

    it('404 for an ETF or an unknown symbol; 400 for a malformed one; 401 without a session', async () => {
      assert.equal((await get('ai-pick/SPY')).status, 404);
      assert.equal((await get('ai-pick/ZZZZZ')).status, 404);
      const bad = await get<{ error: Record<string, string> }>('ai-pick/not%20a%20ticker');
      assert.equal(bad.status, 400);
      assert.ok(bad.body.error.ticker);
      assert.equal((await getJson('ai-pick')).status, 401);
    });
  });
}
