import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { seedReferenceData } from '../../modules/reference/seed.js';
import type { BarsResponse, CompanyProfileResponse } from '@flowdeck/api-types';
import { sessionTimes } from '@flowdeck/market-calendar';
import {
  bearer,
  pgliteBackend,
  signUp,
  startTestApp,
  testBackends,
  TEST_NOW,
  type TestApp,
} from '../../test/harness.js';
import { ImportRefusal } from '../import/importer.js';
import { runImport } from '../import/run-import.js';
import {
  listingEntry,
  simulatedDirectory,
  simulatedListings,
  simulatedUniverse,
  UNCLASSIFIED,
  type StoredListing,
} from '../simulator/universe/listed.js';
import { universe } from '../simulator/universe/universe.js';
import { parseSymbolDirectory } from './parse.js';

const fixture = (name: string) => ({
  name,
  text: readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
});
const REAL = [fixture('nasdaqlisted.txt'), fixture('otherlisted.txt')];
const CORE = new Set(universe().map((entry) => entry.symbol));

describe('the simulated symbol directory', () => {
  it('is the real format: the parser reads it, leaves out its test issues and warrants, and counts the rest', () => {
    const files = simulatedDirectory(400, TEST_NOW);
    const nasdaq = parseSymbolDirectory('nasdaqlisted.txt', files.nasdaqlisted);
    const other = parseSymbolDirectory('otherlisted.txt', files.otherlisted);
    assert.equal(nasdaq.listings.length + other.listings.length, 400);
    assert.ok(nasdaq.testIssues === 1 && other.testIssues === 1);
    assert.ok(nasdaq.otherSecurities > 0, 'warrants are in the file and left out');
    assert.match(files.nasdaqlisted, /\r\nFile Creation Time: \d{10}:\d{2}\|{7}\r\n$/);
    const symbols = [...nasdaq.listings, ...other.listings].map((listing) => listing.symbol);
    assert.equal(new Set(symbols).size, 400, 'symbols are unique');
    assert.ok(
      symbols.every((symbol) => !CORE.has(symbol)),
      'no symbol of the core is taken',
    );
    assert.ok(other.listings.some((listing) => listing.exchange === 'NYSE'));
    assert.ok([...nasdaq.listings, ...other.listings].some((listing) => listing.kind === 'etf'));
  });

  it('gives each listing company facts that hang together, the same on every run', () => {
    const listings = simulatedListings(300, TEST_NOW);
    assert.deepEqual(simulatedListings(300, TEST_NOW), listings);
    for (const listing of listings) {
      const entry = listingEntry(listing, true);
      assert.notEqual(entry.sector, UNCLASSIFIED);
      assert.ok(entry.marketCap !== null && entry.sharesOutstanding !== null && entry.floatShares !== null);
      assert.ok(Math.abs(entry.marketCap - entry.sharesOutstanding * entry.referencePrice) < entry.referencePrice);
      assert.ok(entry.floatShares <= entry.sharesOutstanding);
      assert.ok(entry.referencePrice >= 1.5 && entry.referencePrice <= 250);
      assert.ok(entry.description.startsWith(entry.name));
    }
    const banks = listings.map((l) => listingEntry(l, true)).filter((entry) => /Banc|Bankshares/.test(entry.name));
    assert.ok(banks.length > 0 && banks.every((entry) => entry.industry === 'Banks'), 'a name says its industry');
  });

  it('models the core as written and in its order, and any other stored row from the row', () => {
    const row = (symbol: string, industry: string): StoredListing => ({
      symbol,
      name: `${symbol} Inc.`,
      exchange: 'NYSE',
      asset_type: 'stock',
      sector: industry === 'Banks' ? 'Financials' : UNCLASSIFIED,
      industry,
      market_cap: null,
      shares_outstanding: null,
      float_shares: null,
    });
    const entries = simulatedUniverse([
      row('ZZBK', 'Banks'),
      row('MSFT', ''),
      row('ZZUN', UNCLASSIFIED),
      row('AAPL', ''),
    ]);
    assert.deepEqual(
      entries.map((entry) => entry.symbol),
      ['AAPL', 'MSFT', 'ZZBK', 'ZZUN'],
    );
    assert.equal(
      entries[0],
      universe().find((entry) => entry.symbol === 'AAPL'),
    );
    assert.equal(entries[2]?.industryKey, 'banks');
    assert.equal(entries[3]?.sector, UNCLASSIFIED);
    assert.ok((entries[3]?.floatShares ?? 0) > 0, 'an unclassified listing still trades');
  });
});

// The market module is the same on either database: one backend is enough.
describe('a first start with listings beyond the core (SEED_LISTED_SYMBOLS)', () => {
  const EXTRA = 30;
  const FRIDAY = sessionTimes('2025-06-13');
  let t: TestApp;
  let auth: Record<string, string>;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url, headers: auth });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<T>();
  };
  before(async () => {
    t = await startTestApp(pgliteBackend, {
      seed: { historyDays: 30, symbolLimit: null, politicianTrades: 0, listedSymbols: CORE.size + EXTRA },
    });
    auth = bearer((await signUp(t, 'lister')).access);
    t.app.market.beginAt(FRIDAY.open);
    await t.app.market.advanceTo(FRIDAY.open + 60 * 60_000);
  });
  after(async () => {
    await t?.close();
  });

  it('lists them with their company facts and daily history, and they trade in the session', async () => {
    const listed = simulatedListings(EXTRA, TEST_NOW);
    assert.equal(listed.length, EXTRA);
    for (const listing of listed.slice(0, 5)) {
      const { profile, bars } = await get<CompanyProfileResponse>(`/api/company-profile/${listing.symbol}`);
      assert.deepEqual([profile.name, profile.exchange], [listing.name, listing.exchange]);
      assert.notEqual(profile.sector, UNCLASSIFIED);
      assert.ok((profile.marketCap ?? 0) > 0);
      assert.ok(bars.length >= 30, `${listing.symbol}: ${bars.length} daily bars`);
      const minutes = await get<BarsResponse>(`/api/chart/bars/${listing.symbol}?interval=1m&days=1`);
      assert.equal(minutes.bars.filter((b) => Date.parse(b.time) >= FRIDAY.open).length, 60, listing.symbol);
    }
  });
});

for (const backend of await testBackends()) {
  describe(`npm run import -- symbols on ${backend.name}`, { skip: backend.skip }, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    const target = () => ({ db: handle.db, databaseKind: handle.kind });
    const seedOptions = { simSeed: 42, historyDays: 60, symbolLimit: null, now: TEST_NOW };
    const count = async (table: 'symbols' | 'daily_bars') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    before(async () => {
      const provisioned = await backend.provision();
      dispose = provisioned.dispose;
      handle = await openDatabase(provisioned.database);
      await migrateToLatest(handle.db);
      await handle.db.transaction().execute((tx) => seedReferenceData(tx, handle.kind, seedOptions));
    });
    after(async () => {
      await handle?.close();
      await dispose?.();
    });

    it('refuses a file cut short and writes nothing from the other file', async () => {
      const before = await count('symbols');
      const cut = { name: 'otherlisted.txt', text: REAL[1]!.text.replace(/File Creation Time.*\r?\n$/, '') };
      await assert.rejects(
        runImport(target(), { kind: 'symbols', files: [REAL[0]!, cut], options: {} }, TEST_NOW),
        (error: unknown) =>
          error instanceof ImportRefusal && error.file === 'otherlisted.txt' && /cut short/.test(error.reason),
      );
      assert.equal(await count('symbols'), before);
    });

    it('adds the real files’ new stocks and ETFs, keeps the core as written, and a second import changes nothing', async () => {
      const listings = REAL.flatMap((file) => parseSymbolDirectory(file.name, file.text).listings);
      const fresh = listings.filter((listing) => !CORE.has(listing.symbol));
      assert.ok(fresh.length > 0 && fresh.length < listings.length, 'the sample holds new and core listings');
      const spyBefore = await handle.db
        .selectFrom('symbols')
        .selectAll()
        .where('symbol', '=', 'SPY')
        .executeTakeFirst();

      const first = await runImport(target(), { kind: 'symbols', files: REAL, options: {} }, TEST_NOW);
      assert.deepEqual(
        [first.inserted, first.updated, first.unchanged],
        [fresh.length, 0, listings.length - fresh.length],
      );
      assert.match(first.files[0]?.notes?.join('\n') ?? '', /nasdaqlisted\.txt of 2025-03-28 18:01 \(New York\)/);
      assert.match(first.files[0]?.notes?.join('\n') ?? '', /left out: 2 test issues/);

      const spyAfter = await handle.db.selectFrom('symbols').selectAll().where('symbol', '=', 'SPY').executeTakeFirst();
      assert.deepEqual(spyAfter, spyBefore, 'a core row stays as written');
      const agm = fresh.find((listing) => listing.symbol === 'AGM.A');
      assert.ok(agm, 'AGM.A (NYSE, a class after the dot) is new');
      const row = await handle.db
        .selectFrom('symbols')
        .selectAll()
        .where('symbol', '=', agm.symbol)
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        [row.name, row.exchange, row.asset_type, row.sector, row.market_cap],
        [agm.name, agm.exchange, agm.kind, agm.kind === 'etf' ? 'ETF' : UNCLASSIFIED, null],
      );

      const again = await runImport(target(), { kind: 'symbols', files: REAL, options: {} }, TEST_NOW);
      assert.deepEqual([again.inserted, again.updated, again.unchanged], [0, 0, listings.length]);

      // A listing renamed in a later directory is updated in place.
      const renamed = {
        ...REAL[1]!,
        text: REAL[1]!.text.replace(`${agm.securityName}|`, `${agm.name} Holdings Common Stock|`),
      };
      const third = await runImport(target(), { kind: 'symbols', files: [renamed], options: {} }, TEST_NOW);
      assert.deepEqual([third.inserted, third.updated], [0, 1]);
    });

    it('gives imported listings the whole simulated history at the next start, and tops up nothing else', async () => {
      const barsBefore = await count('daily_bars');
      const fresh = (await handle.db.selectFrom('symbols').select('symbol').execute())
        .map((row) => row.symbol)
        .filter((symbol) => !CORE.has(symbol));
      const result = await handle.db.transaction().execute((tx) => seedReferenceData(tx, handle.kind, seedOptions));
      assert.equal(result.barsInserted, fresh.length * 60);
      assert.equal(await count('daily_bars'), barsBefore + fresh.length * 60);
      const again = await handle.db.transaction().execute((tx) => seedReferenceData(tx, handle.kind, seedOptions));
      assert.equal(again.barsInserted, 0);
    });
  });
}
