import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type {
  EtfStockExposure,
  InstitutionalPositionsResponse,
  InstitutionalSegmentation,
  InstitutionalStockHolders,
  InstitutionalSummaries,
  InstitutionalSummary,
} from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const fixture = (name: string) => readFileSync(new URL(`../../sources/13f/fixtures/${name}`, import.meta.url), 'utf8');
const SAMPLE = fixture('13f-sec-sample-infotable.xml');
const HARBOR = fixture('13f-hr-harbor-light-2024q4.txt');
const RESTATEMENT = fixture('13f-hr-a-harbor-light-2024q4-restatement.txt');
const NEW_HOLDINGS = fixture('13f-hr-a-harbor-light-2024q4-new-holdings.txt');
const SAMPLE_OPTIONS = { filer: 'SEC Sample Adviser LLC', cik: '0000012345', period: '2019-12-31' };
const BLUE_HARBOR = '9000101';

for (const backend of await testBackends()) {
  describe(`institutional-tracker/* on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const api = apiAs(() => t);
    const get = <T>(path: string) => api.getJson<T>(`institutional-tracker/${path}`, access);
    const import13f = async (files: Array<{ name: string; text: string }>, options: Record<string, string> = {}) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: '13f', files, options }),
      });
    };

    before(async () => {
      t = await startTestApp(backend);
      access = (await signUp(t, 'institutional')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('summaries: the simulated filers of the newest due quarter, largest first, with their changes', async () => {
      const { status, body } = await get<InstitutionalSummaries>('summaries');
      assert.equal(status, 200);
      assert.equal(body.quarter, '2025-Q1', 'Q1 13Fs are due May 15; today is June 13');
      assert.equal(body.previousQuarter, '2024-Q4');
      assert.equal(body.simulated, true);
      assert.equal(body.quarters.length, 9);
      assert.ok(body.filers.length >= 10);
      for (let i = 1; i < body.filers.length; i++) assert.ok(body.filers[i - 1]!.value >= body.filers[i]!.value);
      for (const filer of body.filers) {
        assert.equal(filer.source, 'Simulated data');
        assert.equal(filer.valueChange, filer.value - (filer.previousValue ?? 0));
        assert.ok(filer.counts);
      }
      const movers = body.filers.filter((f) => f.counts!.new > 0 && f.counts!.soldOut > 0 && f.counts!.added > 0);
      assert.ok(movers.length >= 5, 'new positions, additions and sell-outs exist');
      const found = await get<InstitutionalSummaries>('summaries?search=harbor%20index');
      assert.deepEqual(
        found.body.filers.map((f) => f.cik),
        [BLUE_HARBOR],
      );
    });

    it('positions: one filer’s holdings with the change against its previous quarter, filtered by change', async () => {
      const all = await get<InstitutionalPositionsResponse>(`positions?cik=${'0009000106'}&pageSize=500`);
      assert.equal(all.status, 200);
      assert.equal(all.body.total, all.body.positions.length, 'one page of 500 holds them all');
      assert.equal(all.body.filer.cik, '9000106');
      assert.equal(all.body.quarter, '2025-Q1');
      const held = all.body.positions.filter((p) => p.change !== 'sold out');
      assert.equal(held.length, all.body.filer.positions);
      const weights = held.reduce((sum, p) => sum + p.weight, 0);
      assert.ok(Math.abs(weights - 100) < 0.2, `weights sum to ${weights}`);
      for (const p of all.body.positions) {
        assert.equal(p.sharesChange, p.shares - (p.previousShares ?? 0));
        assert.equal(p.valueChange, p.value - (p.previousValue ?? 0));
      }
      const counts = all.body.filer.counts!;
      for (const [change, count] of [
        ['new', counts.new],
        ['added', counts.added],
        ['reduced', counts.reduced],
        ['sold-out', counts.soldOut],
      ] as const) {
        const only = await get<InstitutionalPositionsResponse>(`positions?cik=9000106&change=${change}&pageSize=500`);
        assert.equal(only.body.positions.length, count, change);
        assert.equal(only.body.total, count, change);
        assert.ok(only.body.positions.every((p) => p.change === change.replace('-', ' ')));
      }
      // Pages: 100 by default, any page size up to 500, the same order throughout.
      const first = await get<InstitutionalPositionsResponse>('positions?cik=9000106');
      assert.equal(first.body.pageSize, 100);
      assert.deepEqual(first.body.positions, all.body.positions.slice(0, 100));
      const second = await get<InstitutionalPositionsResponse>('positions?cik=9000106&page=2&pageSize=10');
      assert.deepEqual(second.body.positions, all.body.positions.slice(10, 20));
      assert.equal(second.body.total, all.body.total);
      const tooBig = await get<InstitutionalPositionsResponse>('positions?cik=9000106&pageSize=501');
      assert.equal(tooBig.status, 400);
      const older = await get<InstitutionalPositionsResponse>('positions?cik=9000106&quarter=2024-Q3');
      assert.equal(older.body.quarter, '2024-Q3');
      assert.equal(older.body.previousQuarter, '2024-Q2');
    });

    it('summary: value history, sector allocation and the largest buys and sells', async () => {
      const { status, body } = await get<InstitutionalSummary>(`summary?cik=${BLUE_HARBOR}`);
      assert.equal(status, 200);
      assert.equal(body.history.length, 9);
      assert.equal(body.history.at(-1)!.value, body.filer.value);
      assert.deepEqual(
        body.history.map((h) => h.quarter),
        [...body.quarters].reverse(),
      );
      const sectorTotal = body.sectors.reduce((sum, s) => sum + s.value, 0);
      assert.equal(Math.round(sectorTotal), Math.round(body.filer.value));
      assert.equal(body.sectors[0]!.sector, 'Information Technology');
      assert.ok(body.topBuys.every((p) => (p.sharesChange ?? 0) > 0));
      assert.ok(body.topSells.every((p) => (p.sharesChange ?? 0) < 0));
      const missing = await get<{ error: string }>('summary?cik=12');
      assert.equal(missing.status, 404);
    });

    it('stock-ownership-holders: every filer holding the stock, with totals and quarters', async () => {
      const { status, body } = await get<InstitutionalStockHolders>('stock-ownership-holders?ticker=msft');
      assert.equal(status, 200);
      assert.equal(body.ticker, 'MSFT');
      assert.equal(body.company, 'Microsoft Corporation');
      assert.ok(
        body.holders.some((h) => h.cik === BLUE_HARBOR && h.shares > 0),
        'the index manager holds it',
      );
      const held = body.holders.filter((h) => h.shares > 0 && h.putCall === null);
      assert.equal(body.totals.holders, held.length);
      assert.equal(
        body.totals.shares,
        held.reduce((sum, h) => sum + h.shares, 0),
      );
      assert.ok(body.totals.ownershipPct! > 0 && body.totals.ownershipPct! < 100);
      assert.equal(body.history.at(-1)!.holders, body.totals.holders);
    });

    it('segmentation: the quarter’s top buys, top sells, new positions and sell-outs across filers', async () => {
      const { status, body } = await get<InstitutionalSegmentation>('segmentation');
      assert.equal(status, 200);
      assert.equal(body.quarter, '2025-Q1');
      assert.equal(body.compared, body.filers);
      assert.ok(body.topBuys.length > 0 && body.topSells.length > 0);
      assert.ok(body.newPositions.length > 0 && body.soldOut.length > 0);
      for (let i = 1; i < body.topBuys.length; i++)
        assert.ok(body.topBuys[i - 1]!.valueChange >= body.topBuys[i]!.valueChange && body.topBuys[i]!.valueChange > 0);
      for (let i = 1; i < body.topSells.length; i++)
        assert.ok(
          body.topSells[i - 1]!.valueChange <= body.topSells[i]!.valueChange && body.topSells[i]!.valueChange < 0,
        );
      assert.ok(body.soldOut.every((a) => a.sharesChange < 0));
      assert.ok(body.newPositions.every((a) => a.sharesChange > 0));
    });

    it('etf-stock-exposure: an ETF’s weight in a stock, its largest holdings, and the ETFs holding a stock', async () => {
      const both = await get<EtfStockExposure>('etf-stock-exposure?etf=XLK&ticker=AAPL');
      assert.equal(both.status, 200);
      assert.equal(both.body.exposure?.ticker, 'AAPL');
      assert.ok(both.body.exposure!.weight > 5);
      assert.ok(both.body.holdings.every((c) => c.sector === 'Information Technology'));
      const jpm = await get<EtfStockExposure>('etf-stock-exposure?ticker=JPM');
      const etfs = jpm.body.etfsHolding.map((e) => e.etf);
      assert.ok(etfs.includes('XLF') && etfs.includes('SPY') && etfs.includes('DIA'));
      assert.ok(!etfs.includes('XLK') && !etfs.includes('QQQ'));
      assert.equal(jpm.body.holdings.length, 0);
      const notHeld = await get<EtfStockExposure>('etf-stock-exposure?etf=XLE&ticker=AAPL');
      assert.equal(notHeld.body.exposure, null);
      const notEtf = await get<{ error: string }>('etf-stock-exposure?etf=AAPL');
      assert.equal(notEtf.status, 404);
    });

    for (const [path, field, message] of [
      ['positions', 'cik', /required/],
      ['positions?cik=abc', 'cik', /CIK/],
      ['positions?cik=9000101&change=bought', 'change', /Use one of/],
      ['summary?cik=9000101&quarter=2025-Q5', 'quarter', /such as 2025-Q1/],
      ['summaries?year=2025', 'year', /Unknown parameter/],
      ['stock-ownership-holders', 'ticker', /required/],
      ['stock-ownership-holders?ticker=$$$', 'ticker', /valid ticker/],
      ['segmentation?quarter=Q1', 'quarter', /such as 2025-Q1/],
      ['etf-stock-exposure', 'etf', /ETF, a ticker or both/],
    ] as const) {
      it(`answers 400 for ${path}`, async () => {
        const answer = await api.get(`institutional-tracker/${path}`, access);
        assert.equal(answer.statusCode, 400, answer.body);
        assert.match((answer.json() as { error: Record<string, string> }).error[field] ?? '', message);
      });
    }

    it('13f import: a malformed file writes nothing; the SEC sample lands in thousands; re-import changes nothing', async () => {
      const truncated = await import13f([{ name: 'cut.xml', text: SAMPLE.slice(0, 40_000) }], SAMPLE_OPTIONS);
      assert.equal(truncated.statusCode, 400);
      assert.match(truncated.json().error.where, /^line \d+, column \d+$/);
      const bad = await import13f(
        [
          { name: 'ok.xml', text: SAMPLE },
          { name: 'bad.xml', text: SAMPLE.replace('<ns1:value>10456</ns1:value>', '<ns1:value>ten</ns1:value>') },
        ],
        SAMPLE_OPTIONS,
      );
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error.where, 'element informationTable/infoTable[13]/value');
      const none = await get<InstitutionalSummaries>('summaries?quarter=2019-Q4');
      assert.equal(none.body.filers.length, 0, 'nothing from either file was written');

      const first = await import13f([{ name: '13f-sec-sample-infotable.xml', text: SAMPLE }], SAMPLE_OPTIONS);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().inserted, 169);
      const notes: string[] = first.json().files[0].notes;
      assert.match(
        notes[0]!,
        /SEC Sample Adviser LLC \(CIK 12345\), 2019-Q4: 169 holdings, \$7,454,702,899,000; values in thousands/,
      );
      assert.ok(notes.some((note) => /AT&T INC \(CUSIP says GOOG, name says T\)/.test(note)));
      const again = await import13f([{ name: '13f-sec-sample-infotable.xml', text: SAMPLE }], SAMPLE_OPTIONS);
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, 169]);

      const listed = await get<InstitutionalSummaries>('summaries?quarter=2019-Q4');
      assert.equal(listed.body.simulated, false);
      assert.deepEqual(
        listed.body.filers.map((f) => [f.cik, f.name, f.value, f.positions, f.source, f.counts]),
        [['12345', 'SEC Sample Adviser LLC', 7_454_702_899_000, 168, 'SEC 13F-HR', null]],
      );
      const positions = await get<InstitutionalPositionsResponse>('positions?cik=12345&pageSize=500');
      assert.equal(positions.body.quarter, '2019-Q4');
      assert.equal(positions.body.simulated, false);
      const apple = positions.body.positions.find((p) => p.ticker === 'AAPL');
      assert.deepEqual([apple?.shares, apple?.value, apple?.change], [35_606, 10_456_000, null]);
      const tekla = positions.body.positions.find((p) => p.issuer === 'TEKLA HEALTHCARE INVS');
      assert.deepEqual([tekla?.ticker, tekla?.shares], [null, 15_928]);
      assert.equal(
        positions.body.positions.reduce((sum, p) => sum + p.shares, 0),
        2_613_383,
        'every row kept (the two ALPHABET rows are two classes)',
      );
    });

    it('13f import: a filing, its restatement and its new holdings make one quarter; shown among the stock’s holders', async () => {
      const original = await import13f([{ name: 'harbor.txt', text: HARBOR }]);
      assert.equal(original.statusCode, 200, original.body);
      const before = await get<InstitutionalPositionsResponse>('positions?cik=1999001');
      assert.deepEqual(
        before.body.positions.map((p) => [p.ticker ?? p.issuer, p.putCall, p.shares]),
        [
          ['MSFT', null, 200_000],
          ['AAPL', null, 200_000],
          ['SPY', 'Put', 20_000],
          ['PLTR', null, 100_000],
          ['TEKLA HEALTHCARE INVS', null, 100_000],
        ],
      );
      assert.equal(
        before.body.filer.value,
        45_600_000 + 84_300_000 + 7_563_000 + 1_720_000 + 11_720_000,
        'dollars: filed 2025-02-12',
      );
      assert.match(before.body.filer.filingUrl ?? '', /edgar\/data\/1999001\/000199900125000003\//);

      const amended = await import13f([
        { name: 'restatement.txt', text: RESTATEMENT },
        { name: 'new-holdings.txt', text: NEW_HOLDINGS },
      ]);
      assert.equal(amended.statusCode, 200, amended.body);
      const after = await get<InstitutionalPositionsResponse>('positions?cik=1999001&quarter=2024-Q4');
      assert.deepEqual(
        after.body.positions.map((p) => [p.ticker ?? p.issuer, p.shares]),
        [
          ['MSFT', 200_000],
          ['AAPL', 250_000],
          ['NVDA', 100_000],
          ['PLTR', 100_000],
          ['TEKLA HEALTHCARE INVS', 100_000],
        ],
        'restated (AAPL 250,000 shares, the SPY put gone), NVDA added',
      );
      const holders = await get<InstitutionalStockHolders>('stock-ownership-holders?ticker=AAPL&quarter=2024-Q4');
      const harbor = holders.body.holders.find((h) => h.cik === '1999001');
      assert.equal(harbor?.source, 'SEC 13F-HR');
      assert.equal(harbor?.shares, 250_000);
      assert.equal(harbor?.change, null, 'its 2024-Q3 is not on file');
    });
  });
}
