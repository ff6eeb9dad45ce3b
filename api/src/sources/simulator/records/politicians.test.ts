import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffDays, isTradingDay, isWeekend } from '@flowdeck/market-calendar';
import {
  OWNER_CODES,
  PTR_BRACKETS,
  PTR_FILING_DEADLINE_DAYS,
  TRANSACTION_TYPES,
} from '../../../modules/politicians/ptr-brackets.js';
import { POLITICIANS } from '../../../modules/politicians/roster-data.js';
import type { TradableAsset } from '../../../modules/politicians/source.js';
import { generatePoliticianTrades } from './politicians.js';

const ASSETS: TradableAsset[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock', sector: 'Information Technology', marketCap: 3e12 },
  { symbol: 'XOM', name: 'Exxon Mobil Corporation', kind: 'stock', sector: 'Energy', marketCap: 4.8e11 },
  { symbol: 'JPM', name: 'JPMorgan Chase & Co.', kind: 'stock', sector: 'Financials', marketCap: 8e11 },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', kind: 'etf', sector: 'ETF', marketCap: 6e11 },
];
const AS_OF = '2025-06-13';

describe('politician roster', () => {
  it('has about sixty members with valid seats', () => {
    assert.equal(POLITICIANS.length, 60);
    assert.equal(new Set(POLITICIANS.map((p) => p.id)).size, 60);
    for (const p of POLITICIANS) {
      assert.match(p.state, /^[A-Z]{2}$/);
      assert.ok(['D', 'R', 'I'].includes(p.party));
      assert.equal(p.district === null, p.chamber === 'Senate', p.name);
    }
  });
});

describe('PTR trade generator', () => {
  const trades = generatePoliticianTrades({
    seed: 42,
    politicians: POLITICIANS,
    assets: ASSETS,
    asOf: AS_OF,
    count: 3000,
  });

  it('generates the requested number of trades, deterministically', () => {
    assert.equal(trades.length, 3000);
    assert.deepEqual(
      generatePoliticianTrades({ seed: 42, politicians: POLITICIANS, assets: ASSETS, asOf: AS_OF, count: 50 }),
      generatePoliticianTrades({ seed: 42, politicians: POLITICIANS, assets: ASSETS, asOf: AS_OF, count: 50 }),
    );
    assert.notDeepEqual(
      generatePoliticianTrades({ seed: 1, politicians: POLITICIANS, assets: ASSETS, asOf: AS_OF, count: 50 }),
      generatePoliticianTrades({ seed: 2, politicians: POLITICIANS, assets: ASSETS, asOf: AS_OF, count: 50 }),
    );
  });

  it('uses the PTR vocabulary and brackets', () => {
    for (const t of trades) {
      assert.ok((TRANSACTION_TYPES as readonly string[]).includes(t.type));
      assert.ok((OWNER_CODES as readonly string[]).includes(t.owner));
      assert.ok(PTR_BRACKETS.some((b) => b.label === t.amountLabel && b.min === t.amountMin && b.max === t.amountMax));
      assert.ok(ASSETS.some((a) => a.symbol === t.ticker));
    }
    // Small trades dominate, as on real filings.
    const smallest = trades.filter((t) => t.amountMin === 1_001).length;
    assert.ok(smallest > trades.length * 0.4, String(smallest));
  });

  it('dates trades in the last two years, disclosed later on business days', () => {
    for (const t of trades) {
      assert.ok(isTradingDay(t.transactionDate), t.transactionDate);
      assert.ok(!isWeekend(t.disclosureDate));
      assert.ok(t.disclosureDate <= AS_OF);
      assert.ok(diffDays(t.transactionDate, AS_OF) <= 730);
      assert.equal(t.filedAfterDays, diffDays(t.transactionDate, t.disclosureDate));
      assert.ok(t.filedAfterDays >= 1);
    }
    const late = trades.filter((t) => t.filedAfterDays > PTR_FILING_DEADLINE_DAYS).length;
    assert.ok(late > 0 && late < trades.length * 0.2, `late filings: ${late}`);
    const typical = trades.filter((t) => t.filedAfterDays >= 5 && t.filedAfterDays <= 45).length;
    assert.ok(typical > trades.length * 0.75);
  });

  it('groups transactions into filings and spreads activity unevenly across members', () => {
    const filings = new Set(trades.map((t) => `${t.politicianId}|${t.disclosureDate}`));
    assert.ok(filings.size < trades.length * 0.8);
    const perMember = new Map<string, number>();
    for (const t of trades) perMember.set(t.politicianId, (perMember.get(t.politicianId) ?? 0) + 1);
    const counts = [...perMember.values()].sort((a, b) => b - a);
    assert.ok((counts[0] ?? 0) > 3 * (counts[Math.floor(counts.length / 2)] ?? 0));
  });
});
