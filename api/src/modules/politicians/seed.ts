import { bulkInsert, type DatabaseKind, type Executor } from '../../db/database.js';
import { marketLocalTime } from '@flowdeck/market-calendar';
import { createPoliticianSeedRepository } from './repository.js';
import { POLITICIANS } from './roster-data.js';
import type { PoliticianTradeSource, TradableAsset } from './source.js';

export interface PoliticianSeedOptions {
  source: PoliticianTradeSource;
  trades: number;
  now: Date;
}

export interface PoliticianSeedResult {
  politiciansInserted: number;
  tradesInserted: number;
}

const POLITICIAN_COLUMNS = ['id', 'name', 'party', 'chamber', 'state', 'district'] as const;
const TRADE_COLUMNS = [
  'politician_id',
  'ticker',
  'asset_description',
  'asset_type',
  'transaction_type',
  'owner',
  'amount_min',
  'amount_max',
  'amount_label',
  'transaction_date',
  'disclosure_date',
  'filed_after_days',
] as const;

/**
 * Seeds the fictional roster and two years of filings once. Tickers come from the symbols already in the
 * database, so every trade links to a profile page.
 */
export async function seedPoliticians(
  tx: Executor,
  kind: DatabaseKind,
  options: PoliticianSeedOptions,
): Promise<PoliticianSeedResult> {
  const repository = createPoliticianSeedRepository(tx);
  if (await repository.hasPoliticians()) return { politiciansInserted: 0, tradesInserted: 0 };

  await bulkInsert(
    tx,
    kind,
    'politicians',
    POLITICIAN_COLUMNS,
    POLITICIANS.map((p) => [p.id, p.name, p.party, p.chamber, p.state, p.district]),
  );

  const symbols = await repository.tradable();
  const assets: TradableAsset[] = symbols.map((s) => ({
    symbol: s.symbol,
    name: s.name,
    kind: s.asset_type === 'etf' ? 'etf' : 'stock',
    sector: s.sector,
    marketCap: s.market_cap ?? 1e9,
  }));

  const trades = options.source.trades({
    politicians: POLITICIANS,
    assets,
    asOf: marketLocalTime(options.now).date,
    count: options.trades,
  });
  await bulkInsert(
    tx,
    kind,
    'politician_trades',
    TRADE_COLUMNS,
    trades.map((t) => [
      t.politicianId,
      t.ticker,
      t.assetDescription,
      t.assetType,
      t.type,
      t.owner,
      t.amountMin,
      t.amountMax,
      t.amountLabel,
      t.transactionDate,
      t.disclosureDate,
      t.filedAfterDays,
    ]),
  );
  return { politiciansInserted: POLITICIANS.length, tradesInserted: trades.length };
}
