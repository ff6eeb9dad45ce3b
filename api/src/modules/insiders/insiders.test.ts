import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { InsiderCount, InsiderHistory, InsiderTrade, InsiderTradesPage } from '@flowdeck/api-types';
import { INSIDER_HISTORY_PAGE_SIZE, LARGE_PURCHASE_VALUE, LARGE_SALE_VALUE } from '@flowdeck/endpoints/insiders';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { runImportCommand } from '../../cli/import.js';
import { ImportRefusal, type ImportFile } from '../../sources/import/importer.js';
import { datasetTableOf } from '../../sources/sec/insider-dataset.js';
import { snowDataset, table, type Table } from '../../sources/sec/testing/insider-dataset-files.js';
import {
  createInsiderRepository,
  insiderDisclosureQuery,
  insiderHistoryQuery,
  insiderPageQuery,
  type InsiderFilters,
} from './repository.js';
import { bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';

const backends = await testBackends();

/**
 * A table of the Snowflake data set with one more filing: a director's open-market purchase filed in
 * January 2023 (new to the tracker), and a Form 3 (left out).
 */
function withFilingOf(file: ImportFile): ImportFile {
  const accession = '0001640147-23-000002';
  const more: Record<string, ReadonlyArray<Record<string, string>>> = {
    SUBMISSION: [
      {
        ACCESSION_NUMBER: accession,
        FILING_DATE: '06-JAN-2023',
        PERIOD_OF_REPORT: '05-JAN-2023',
        DOCUMENT_TYPE: '4',
        ISSUERCIK: '1640147',
        ISSUERNAME: 'Snowflake Inc.',
        ISSUERTRADINGSYMBOL: 'SNOW',
        AFF10B5ONE: '0',
      },
      {
        ACCESSION_NUMBER: '0001640147-23-000003',
        FILING_DATE: '09-JAN-2023',
        PERIOD_OF_REPORT: '09-JAN-2023',
        DOCUMENT_TYPE: '3',
        ISSUERCIK: '1640147',
        ISSUERNAME: 'Snowflake Inc.',
      },
    ],
    REPORTINGOWNER: [
      {
        ACCESSION_NUMBER: accession,
        RPTOWNERCIK: '1999001',
        RPTOWNERNAME: 'Dataset Director',
        RPTOWNER_RELATIONSHIP: 'Director',
      },
    ],
    NONDERIV_TRANS: [
      {
        ACCESSION_NUMBER: accession,
        NONDERIV_TRANS_SK: '8000001',
        SECURITY_TITLE: 'Class A Common Stock',
        TRANS_DATE: '05-JAN-2023',
        TRANS_CODE: 'P',
        TRANS_SHARES: '1000',
        TRANS_PRICEPERSHARE: '140.5',
        TRANS_ACQUIRED_DISP_CD: 'A',
        SHRS_OWND_FOLWNG_TRANS: '6000',
        DIRECT_INDIRECT_OWNERSHIP: 'D',
      },
    ],
  };
  const name = datasetTableOf(file.name) as Table;
  const rows = more[name];
  if (!rows) return file;
  return { ...file, text: file.text + table(name, rows).text.split('\r\n').slice(1).join('\r\n') };
}
const SNOW_XML = readFileSync(new URL('../../sources/sec/fixtures/form4-snow.xml', import.meta.url), 'utf8');
const SCARPELLI_CIK = '0001402349';
const DAY_MS = 86_400_000;

for (const backend of backends) {
  describe(`insider trading tracker on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let clock = TEST_NOW;
    before(async () => {
      t = await startTestApp(
        backend,
        { seed: { historyDays: 130, symbolLimit: 60, politicianTrades: 10 } },
        () => clock,
      );
      auth = bearer((await signUp(t, 'insiderwatch')).access);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    after(async () => {
      await t?.close();
    });

    const get = async <T>(url: string, status = 200): Promise<T> => {
      const res = await t.request({ method: 'GET', url: `/api/${url}`, headers: auth });
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      return res.json<T>();
    };
    const trades = (query: string) => get<InsiderTradesPage>(`insider/trades?pageSize=100&${query}`);
    /** `npm run import -- form4 …` as typed, through the running API (the app listens on a free port). */
    let port = 0;
    const runImport = (args: string[], cwd: string) =>
      runImportCommand(
        ['form4', ...args],
        { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), API_PREFIX: '/api' },
        {
          cwd,
          now: () => clock,
        },
      );

    it('counts transactions, insiders and companies, all simulated before any import', async () => {
      const c = await get<InsiderCount>('insider/count');
      assert.ok(c.trades > 300, `${c.trades} trades`);
      assert.ok(c.companies > 30 && c.companies <= 60);
      assert.ok(c.insiders > c.companies * 3);
      assert.ok(c.openMarketBuys > 0 && c.openMarketSells > c.openMarketBuys);
      assert.deepEqual(Object.keys(c.sources), ['simulated']);
      assert.ok(c.latestFiling && c.latestFiling <= '2025-06-13');
    });

    it('pages the newest filings first, labelled simulated, with the price change after each trade', async () => {
      const page = await get<InsiderTradesPage>('insider/trades');
      assert.equal(page.pageSize, 25);
      assert.equal(page.items.length, 25);
      assert.equal(page.totalCapped, false);
      const dates = page.items.map((i) => i.filingDate);
      assert.deepEqual(dates, [...dates].sort().reverse());
      for (const item of page.items) {
        assert.equal(item.source, 'simulated');
        assert.equal(item.filingUrl, null);
        assert.equal(
          item.filingDelayDays,
          Math.round((Date.parse(item.filingDate) - Date.parse(item.tradeDate)) / DAY_MS),
        );
      }
      // Hand-check one old trade's changes against the daily bars the API holds.
      const old = (await trades('sort=tradeDate&order=asc&codes=S')).items[0];
      assert.ok(old?.ticker);
      const bars = await t.app.db
        .selectFrom('daily_bars')
        .select(['date', 'close'])
        .where('symbol', '=', old.ticker)
        .orderBy('date')
        .execute();
      const at = bars.findLastIndex((b) => b.date <= old.tradeDate);
      const base = bars[at]?.close ?? 0;
      const change = (n: number) => Math.round((((bars[at + n]?.close ?? 0) - base) / base) * 10000) / 100;
      assert.deepEqual(old.priceChange, {
        d1: change(1),
        w1: change(5),
        m1: change(21),
        m6: bars[at + 126] ? change(126) : null,
      });
    });

    it('filters by transaction codes, value range, role, dates, delay and 10b5-1', async () => {
      const ps = await trades('codes=P,S');
      assert.ok(ps.items.length > 0 && ps.items.every((i) => i.code === 'P' || i.code === 'S'));
      const grants = await trades('codes=a');
      assert.ok(grants.items.length > 0 && grants.items.every((i) => i.code === 'A' && i.acquiredDisposed === 'A'));

      const range = await trades('minValue=50000&maxValue=250000');
      assert.ok(range.items.length > 0 && range.items.every((i) => i.value >= 50_000 && i.value <= 250_000));

      const ceo = await trades('role=ceo');
      assert.ok(ceo.items.length > 0 && ceo.items.every((i) => i.isCeo && /chief executive|ceo/i.test(i.title)));
      const directors = await trades('role=director');
      assert.ok(directors.items.every((i) => i.isDirector));
      const owners = await trades('role=tenPercentOwner');
      assert.ok(owners.items.every((i) => i.isTenPercentOwner));

      const filed = await trades('filedFrom=2025-05-01&filedTo=2025-05-31');
      assert.ok(
        filed.items.length > 0 &&
          filed.items.every((i) => i.filingDate >= '2025-05-01' && i.filingDate <= '2025-05-31'),
      );
      const traded = await trades('tradedFrom=2025-04-01&tradedTo=2025-04-15');
      assert.ok(traded.items.every((i) => i.tradeDate >= '2025-04-01' && i.tradeDate <= '2025-04-15'));

      const late = await trades('minDelay=5');
      assert.ok(late.items.length > 0 && late.items.every((i) => i.filingDelayDays >= 5));
      const prompt = await trades('maxDelay=2');
      assert.ok(prompt.items.every((i) => i.filingDelayDays <= 2));

      const planned = await trades('plan=10b5-1');
      assert.ok(planned.items.length > 0 && planned.items.every((i) => i.plan10b51 === true));
      const discretionary = await trades('plan=discretionary');
      assert.ok(discretionary.items.every((i) => i.plan10b51 === false));

      const all = await get<InsiderTradesPage>('insider/trades?pageSize=1');
      const some = await get<InsiderTradesPage>('insider/trades?pageSize=1&codes=P');
      assert.ok(some.total < all.total);
    });

    it('applies the presets: cluster buys, $25k+ purchases, $100k+ sales, CEO/CFO buys, first-time buyers', async () => {
      const clusters = await trades('preset=cluster-buys');
      assert.ok(clusters.items.length > 0, 'the seed has clusters');
      for (const item of clusters.items.slice(0, 10)) {
        assert.equal(item.code, 'P');
        const company = await get<InsiderHistory>(`insider/${item.ticker}`);
        const others = company.trades.filter(
          (o) =>
            o.code === 'P' &&
            o.insiderCik !== item.insiderCik &&
            Math.abs(Date.parse(o.tradeDate) - Date.parse(item.tradeDate)) <= 7 * DAY_MS,
        );
        assert.ok(others.length > 0, `${item.ticker} ${item.tradeDate}: another insider bought within 7 days`);
      }
      const big = await trades('preset=purchases-25k');
      assert.ok(big.items.length > 0 && big.items.every((i) => i.code === 'P' && i.value >= LARGE_PURCHASE_VALUE));
      const sales = await trades('preset=sales-100k');
      assert.ok(sales.items.length > 0 && sales.items.every((i) => i.code === 'S' && i.value >= LARGE_SALE_VALUE));
      const bosses = await trades('preset=ceo-cfo-buys');
      assert.ok(bosses.items.every((i) => i.code === 'P' && (i.isCeo || i.isCfo)));
      const firsts = await trades('preset=first-time-buyers');
      assert.ok(firsts.items.length > 0);
      for (const item of firsts.items.slice(0, 10)) {
        const history = await get<InsiderHistory>(`insider/${item.insiderCik}`);
        const earlier = history.trades.filter(
          (o) =>
            o.code === 'P' &&
            o.issuerCik === item.issuerCik &&
            (o.tradeDate < item.tradeDate || (o.tradeDate === item.tradeDate && o.id < item.id)),
        );
        assert.deepEqual(earlier, []);
      }
      const allBuys = await get<InsiderTradesPage>('insider/trades?pageSize=1&codes=P');
      const firstBuys = await get<InsiderTradesPage>('insider/trades?pageSize=1&preset=first-time-buyers');
      assert.ok(firstBuys.total < allBuys.total, 'repeat buyers are not first-time buyers');
    });

    /** The plan of a query with sequential scans off: the seed is small enough for one to win otherwise. */
    const planOf = (query: CompiledQuery): Promise<string> =>
      t.app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });

    it('reads each preset and each rare role from its own index, in the list order', async () => {
      const page = { sort: 'filingDate', order: 'desc', limit: 50, offset: 0 } as const;
      const cases: Array<[InsiderFilters, string]> = [
        [{ codes: [], preset: 'cluster-buys' }, 'insider_trades_cluster_buys_idx'],
        [{ codes: [], preset: 'first-time-buyers' }, 'insider_trades_first_buys_idx'],
        [{ codes: [], preset: 'ceo-cfo-buys' }, 'insider_trades_ceo_cfo_buys_idx'],
        [{ codes: [], preset: 'purchases-25k' }, 'insider_trades_purchases_25k_idx'],
        [{ codes: [], role: 'ceo' }, 'insider_trades_ceo_idx'],
        [{ codes: [], role: 'cfo' }, 'insider_trades_cfo_idx'],
        [{ codes: [], role: 'tenPercentOwner' }, 'insider_trades_ten_percent_owner_idx'],
      ];
      for (const [filters, index] of cases) {
        const plan = await planOf(insiderPageQuery(t.app.db, filters, page).compile());
        assert.match(
          plan,
          new RegExp(`(Index Scan using|Bitmap Index Scan on) ${index} `),
          `${JSON.stringify(filters)}:\n${plan}`,
        );
      }
    });

    it('reads a company’s and an insider’s history in its order from an index, with nothing to sort', async () => {
      const [trade] = (await trades('codes=P')).items;
      assert.ok(trade?.ticker);
      for (const [x, index] of [
        [trade.ticker, 'insider_trades_ticker_idx'],
        [trade.insiderCik, 'insider_trades_insider_idx'],
      ] as const) {
        const plan = await planOf(
          insiderHistoryQuery(t.app.db, x, { limit: INSIDER_HISTORY_PAGE_SIZE, offset: 0 }).compile(),
        );
        assert.match(plan, new RegExp(`Index Scan using ${index} `), plan);
        assert.doesNotMatch(plan, /Sort/, plan);
      }
    });

    it('reads a ticker’s trades for its disclosure timeline from the ticker index: the window, filed by the day, newest first', async () => {
      const [trade] = (await trades('codes=P')).items;
      assert.ok(trade?.ticker);
      const ticker = trade.ticker;
      const all = await get<InsiderTradesPage>(`insider/trades?ticker=${ticker}&pageSize=100`);
      assert.ok(all.total > 4 && all.total <= 100, `a ticker with a few trades (${all.total})`);
      const dates = [...new Set(all.items.map((x) => x.tradeDate))].sort();
      const from = dates[1] as string;
      const to = dates[dates.length - 2] as string;
      const filedBy = [...all.items.map((x) => x.filingDate)].sort()[Math.floor(all.items.length / 2)] as string;
      const window = { from, to, filedBy };

      const wanted = all.items
        .filter((x) => x.tradeDate >= from && x.tradeDate <= to && x.filingDate <= filedBy)
        .sort((a, b) => b.tradeDate.localeCompare(a.tradeDate) || b.id - a.id);
      assert.ok(wanted.length > 0 && wanted.length < all.items.length, 'the window keeps some trades out');
      const read = await createInsiderRepository(t.app.db).disclosures(ticker, window, 1000);
      assert.deepEqual(
        read,
        wanted.map((x) => ({
          id: x.id,
          source: x.source,
          filingUrl: x.filingUrl,
          filingDate: x.filingDate,
          tradeDate: x.tradeDate,
          insider: x.insider,
          title: x.title,
          code: x.code,
          price: x.price,
          shares: x.shares,
          value: x.value,
        })),
      );
      assert.equal((await createInsiderRepository(t.app.db).disclosures(ticker, window, 2)).length, 2);

      const plan = await planOf(insiderDisclosureQuery(t.app.db, ticker, window, 1000).compile());
      assert.match(plan, /Index Scan using insider_trades_ticker_idx /, plan);
      assert.doesNotMatch(plan, /Sort/, plan);
    });

    it('pages a company’s history newest first, every trade once, with the total and whether more follow', async () => {
      const { items } = await trades('sort=ticker&order=asc');
      const counts = new Map<string, number>();
      for (const item of items) if (item.ticker) counts.set(item.ticker, (counts.get(item.ticker) ?? 0) + 1);
      const ticker = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      assert.ok(ticker);
      const whole = await get<InsiderHistory>(`insider/${ticker}`);
      assert.equal(whole.page, 1);
      assert.equal(whole.pageSize, INSIDER_HISTORY_PAGE_SIZE);
      assert.equal(whole.total, (await trades(`ticker=${ticker}`)).total, 'every trade of the company, of any code');
      assert.equal(whole.trades.length, Math.min(whole.total, INSIDER_HISTORY_PAGE_SIZE));
      assert.equal(whole.hasMore, whole.total > INSIDER_HISTORY_PAGE_SIZE);
      // Pages of 3 through the repository (the seed gives no company 50 trades): together, the whole history.
      const repo = createInsiderRepository(t.app.db);
      const paged: InsiderTrade[] = [];
      for (let offset = 0; ; offset += 3) {
        const page = await repo.history(ticker, { limit: 3, offset });
        assert.ok(page);
        assert.equal(page.total, whole.total);
        assert.equal(page.name, whole.name, 'a later page keeps the name of the newest filing');
        assert.deepEqual(page.related, whole.related);
        paged.push(...page.trades);
        assert.equal(page.hasMore, paged.length < whole.total);
        if (!page.hasMore) break;
      }
      assert.equal(paged.length, whole.total);
      assert.equal(new Set(paged.map((trade) => trade.id)).size, whole.total, 'no trade twice');
      const order = paged.map((trade) => [trade.tradeDate, trade.id] as const);
      assert.deepEqual(
        order,
        [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)),
      );
      if (!whole.hasMore)
        assert.deepEqual(
          paged.map((trade) => trade.id),
          whole.trades.map((trade) => trade.id),
        );

      const beyond = await get<InsiderHistory>(`insider/${ticker}?page=99`);
      assert.deepEqual([beyond.trades, beyond.hasMore, beyond.total, beyond.page], [[], false, whole.total, 99]);
      await get(`insider/${ticker}?page=0`, 400);
      await get(`insider/${ticker}?limit=5`, 400);
      await get('insider/ZZZZ9', 404);
    });

    it('refuses bad filters with 400 and the field that is wrong', async () => {
      const cases: Array<[string, string]> = [
        ['codes=P,Q', 'codes'],
        ['minValue=lots', 'minValue'],
        ['minValue=500&maxValue=100', 'maxValue'],
        ['role=boss', 'role'],
        ['filedFrom=2025-02-30', 'filedFrom'],
        ['tradedFrom=2025-05-02&tradedTo=2025-05-01', 'tradedTo'],
        ['minDelay=-1', 'minDelay'],
        ['plan=maybe', 'plan'],
        ['preset=hot', 'preset'],
        ['sort=insider', 'sort'],
        ['pageSize=1000', 'pageSize'],
        ['tikker=AAPL', 'tikker'],
      ];
      for (const [query, field] of cases) {
        const body = await get<{ error: Record<string, string> }>(`insider/trades?${query}`, 400);
        assert.ok(typeof body.error === 'object' && field in body.error, `${query}: ${JSON.stringify(body)}`);
      }
      await get('insider/not a ticker!', 400);
      await get('insider/ZZZZ', 404);
    });

    it('imports the real Snowflake Form 4, shows it with its source and EDGAR link, and a re-import changes nothing', async () => {
      const before = await get<InsiderCount>('insider/count');
      const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-form4-'));
      try {
        // Named as EDGAR names a filing, so the accession number (and the filing link) come from the name.
        writeFileSync(path.join(dir, '0001209191-22-064321.xml'), SNOW_XML);
        const first = await runImport(['0001209191-22-064321.xml', '--filed', '2022-12-15'], dir);
        assert.match(first, /^form4: 1 file imported — 7 new, 0 updated, 0 unchanged\./);
        assert.match(first, /SNOW: Scarpelli Michael, 7 transactions, filed 2022-12-15/);
        assert.doesNotMatch(first, /No API was running/);
        const again = await runImport(['0001209191-22-064321.xml', '--filed', '2022-12-15'], dir);
        assert.match(again, /0 new, 0 updated, 7 unchanged/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const afterCount = await get<InsiderCount>('insider/count');
      assert.equal(afterCount.trades, before.trades + 7);
      assert.equal(afterCount.sources.form4, 7);

      const history = await get<InsiderHistory>('insider/1402349');
      assert.equal(history.kind, 'insider');
      assert.equal(history.key, SCARPELLI_CIK);
      assert.equal(history.name, 'Scarpelli Michael');
      assert.deepEqual(history.related, [
        {
          key: 'SNOW',
          name: 'Snowflake Inc.',
          title: 'Chief Financial Officer',
          buys: 0,
          sells: 5,
          buyValue: 0,
          sellValue: 30_351_309.77,
        },
      ]);
      const rows = [...history.trades].sort((a, b) => a.id - b.id);
      assert.deepEqual(
        rows.map((r) => [r.code, r.table, r.shares, r.price, r.sharesOwnedAfter, r.deltaOwnedPct, r.value]),
        [
          ['M', 'nonDerivative', 200000, 8.88, 301097, 197.83, 1_776_000],
          ['S', 'nonDerivative', 73170, 150.841, 227927, -24.3, 11_037_035.97],
          ['S', 'nonDerivative', 74907, 151.814, 153020, -32.86, 11_371_931.3],
          ['S', 'nonDerivative', 41986, 152.655, 111034, -27.44, 6_409_372.83],
          ['S', 'nonDerivative', 5496, 153.872, 105538, -4.95, 845_680.51],
          ['S', 'nonDerivative', 4441, 154.76, 101097, -4.21, 687_289.16],
          ['M', 'derivative', 200000, 0, 2219299, 9.9, 0],
        ],
      );
      const sale = rows[1] as InsiderTrade;
      assert.equal(sale.source, 'form4');
      assert.equal(
        sale.filingUrl,
        'https://www.sec.gov/Archives/edgar/data/1640147/000120919122064321/0001209191-22-064321-index.htm',
      );
      assert.equal(sale.filingDate, '2022-12-15');
      assert.equal(sale.tradeDate, '2022-12-13');
      assert.equal(sale.filingDelayDays, 2);
      assert.equal(sale.isCfo, true);
      assert.equal(sale.isCeo, false);
      assert.equal(sale.plan10b51, null);
      assert.deepEqual(
        sale.footnotes.map((f) => [f.id, f.field]),
        [
          ['F2', 'transactionCoding'],
          ['F3', 'transactionAmounts/transactionPricePerShare'],
        ],
      );
      assert.match(sale.footnotes[1]?.text ?? '', /ranging from \$150\.300 to \$151\.295/);

      const cfoSales = await trades('ticker=SNOW&role=cfo&codes=S&filedTo=2022-12-31');
      assert.equal(cfoSales.items.length, 5);
    });

    it('imports a quarter of the SEC data sets from its folder: a filing already imported from its XML adds nothing, a new one shows with its source', async () => {
      const before = await get<InsiderCount>('insider/count');
      // Two pages of one list: their total is counted once and must still follow the import.
      const purchases = (page: number) => get<InsiderTradesPage>(`insider/trades?codes=P&pageSize=5&page=${page}`);
      const buysBefore = [(await purchases(1)).total, (await purchases(2)).total];
      const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-form345-'));
      try {
        // The folder as the SEC's zip unpacks, with the tables this importer does not read beside them.
        const files = snowDataset().map(withFilingOf);
        for (const file of files) writeFileSync(path.join(dir, path.basename(file.name)), file.text);
        writeFileSync(path.join(dir, 'NONDERIV_HOLDING.tsv'), 'ACCESSION_NUMBER\tNONDERIV_HOLDING_SK\n');
        writeFileSync(path.join(dir, 'FORM345_metadata.json'), '{}');
        const first = await runImport(['.'], dir);
        assert.match(first, /^form4: 1 file imported — 1 new, 0 updated, 7 unchanged\./);
        assert.match(first, /SEC insider data set: 2 Form 4 filings, 8 transactions; left out: 1 Form 3/);
        assert.match(await runImport(['.'], dir), /0 new, 0 updated, 8 unchanged/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const count = await get<InsiderCount>('insider/count');
      assert.equal(count.trades, before.trades + 1);
      assert.equal(count.sources['sec-dataset'], 1);
      assert.deepEqual(
        [(await purchases(1)).total, (await purchases(2)).total],
        buysBefore.map((n) => n + 1),
      );
      const [buy] = (await trades('ticker=SNOW&codes=P&filedFrom=2023-01-01&filedTo=2023-01-31')).items;
      assert.deepEqual(
        [buy?.source, buy?.insider, buy?.title, buy?.tradeDate, buy?.filingDate, buy?.shares, buy?.price, buy?.value],
        ['sec-dataset', 'Dataset Director', 'Director', '2023-01-05', '2023-01-06', 1000, 140.5, 140_500],
      );
      assert.equal(
        buy?.filingUrl,
        'https://www.sec.gov/Archives/edgar/data/1640147/000164014723000002/0001640147-23-000002-index.htm',
      );
    });

    it('refuses a data set with one bad row: nothing from it is written', async () => {
      const before = await get<InsiderCount>('insider/count');
      const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-form345-'));
      try {
        for (const file of snowDataset().map(withFilingOf)) {
          const text =
            datasetTableOf(file.name) === 'NONDERIV_TRANS' ? file.text.replace('\t1000\t', '\tlots\t') : file.text;
          writeFileSync(path.join(dir, path.basename(file.name)), text);
        }
        await assert.rejects(runImport(['.'], dir), (error: unknown) => {
          assert.ok(error instanceof ImportRefusal);
          assert.equal(error.file, 'NONDERIV_TRANS.tsv');
          assert.match(error.where, /^line \d+, TRANS_SHARES$/);
          assert.equal(error.reason, '"lots" is not a number');
          return true;
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      assert.deepEqual(await get<InsiderCount>('insider/count'), before);
    });

    it('refuses a directory with one truncated Form 4: nothing from it is written', async () => {
      const before = await get<InsiderCount>('insider/count');
      const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-form4-'));
      try {
        writeFileSync(path.join(dir, 'a-good.xml'), SNOW_XML.replace('Scarpelli Michael', 'Someone Else'));
        writeFileSync(path.join(dir, 'b-cut.xml'), SNOW_XML.slice(0, SNOW_XML.length / 2));
        await assert.rejects(runImport(['.'], dir), (error: unknown) => {
          assert.ok(error instanceof ImportRefusal);
          assert.equal(error.file, 'b-cut.xml');
          assert.match(error.where, /^line \d+, column \d+$/);
          return true;
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      assert.deepEqual(await get<InsiderCount>('insider/count'), before);
    });

    it('marks imported open-market purchases by two insiders within 7 days as a cluster, and each as a first buy', async () => {
      // The real filing turned into purchases (code P, acquired) by its owner and by a second insider.
      const buys = SNOW_XML.replace(/<transactionCode>[MS]<\/transactionCode>/g, '<transactionCode>P</transactionCode>')
        .replace(
          /<value>D<\/value>\s*<\/transactionAcquiredDisposedCode>/g,
          '<value>A</value></transactionAcquiredDisposedCode>',
        )
        .replace('<periodOfReport>2022-12-13', '<periodOfReport>2022-12-20')
        .replace(/<value>2022-12-13<\/value>/g, '<value>2022-12-20</value>');
      const other = buys
        .replace('<rptOwnerCik>0001402349</rptOwnerCik>', '<rptOwnerCik>0009999999</rptOwnerCik>')
        .replace('Scarpelli Michael', 'Second Insider')
        .replace(/<value>2022-12-20<\/value>/g, '<value>2022-12-26</value>');
      const earlier = other
        .replace('<periodOfReport>2022-12-20', '<periodOfReport>2022-12-08')
        .replace(/<value>2022-12-26<\/value>/g, '<value>2022-12-08</value>');
      // Imported one at a time: the second import flags the purchases the first one stored.
      const dir = mkdtempSync(path.join(tmpdir(), 'flowdeck-form4-'));
      try {
        writeFileSync(path.join(dir, 'buys-1.xml'), buys);
        writeFileSync(path.join(dir, 'buys-2.xml'), other);
        assert.match(await runImport(['buys-1.xml', '--filed', '2022-12-28'], dir), /1 file imported — 7 new/);
        assert.equal((await trades('ticker=SNOW&preset=cluster-buys')).items.length, 0);
        assert.match(await runImport(['buys-2.xml', '--filed', '2022-12-28'], dir), /1 file imported — 7 new/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const clusters = await trades('ticker=SNOW&preset=cluster-buys');
      assert.equal(clusters.items.length, 14);
      assert.deepEqual(new Set(clusters.items.map((i) => i.insider)), new Set(['Scarpelli Michael', 'Second Insider']));
      const firsts = await trades('ticker=SNOW&preset=first-time-buyers&filedTo=2022-12-31');
      assert.deepEqual(firsts.items.map((i) => [i.insider, i.tradeDate]).sort(), [
        ['Scarpelli Michael', '2022-12-20'],
        ['Second Insider', '2022-12-26'],
      ]);
      // An earlier purchase by the second insider, imported later: it is their first buy now, no longer the 26th.
      const again = mkdtempSync(path.join(tmpdir(), 'flowdeck-form4-'));
      try {
        writeFileSync(path.join(again, 'buys-3.xml'), earlier);
        assert.match(await runImport(['buys-3.xml', '--filed', '2022-12-28'], again), /1 file imported — 7 new/);
      } finally {
        rmSync(again, { recursive: true, force: true });
      }
      const refreshed = await trades('ticker=SNOW&preset=first-time-buyers&filedTo=2022-12-31');
      assert.deepEqual(refreshed.items.map((i) => [i.insider, i.tradeDate]).sort(), [
        ['Scarpelli Michael', '2022-12-20'],
        ['Second Insider', '2022-12-08'],
      ]);
    });

    it('answers 401 without a token and 402 once the trial has ended', async () => {
      for (const path of ['insider/count', 'insider/trades', 'insider/SNOW']) {
        const res = await t.request({ method: 'GET', url: `/api/${path}` });
        assert.equal(res.statusCode, 401, path);
      }
      clock = new Date(TEST_NOW.getTime() + 30 * DAY_MS);
      try {
        const login = await t.request({
          method: 'POST',
          url: '/api/token/',
          payload: { username: 'insiderwatch', password: 'correct-horse-9' },
        });
        const lapsed = bearer(login.json<{ access: string }>().access);
        for (const path of ['insider/count', 'insider/trades', 'insider/SNOW']) {
          const res = await t.request({ method: 'GET', url: `/api/${path}`, headers: lapsed });
          assert.equal(res.statusCode, 402, path);
        }
      } finally {
        clock = TEST_NOW;
      }
    });
  });
}
