import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECTORS } from './industries.js';
import { instrumentModel, universe } from './universe.js';

describe('symbol universe', () => {
  const entries = universe();

  it('lists at least 500 unique symbols including the index ETFs and index products', () => {
    assert.ok(entries.length >= 500, String(entries.length));
    assert.equal(new Set(entries.map((e) => e.symbol)).size, entries.length);
    const symbols = new Set(entries.map((e) => e.symbol));
    for (const s of ['SPY', 'QQQ', 'IWM', 'DIA', 'SPX', 'NDX', 'VIX', 'AAPL', 'MSFT', 'BRK.B'])
      assert.ok(symbols.has(s), s);
  });

  it('covers every GICS sector with complete company data', () => {
    const sectors = new Set(entries.map((e) => e.sector));
    for (const sector of SECTORS) assert.ok(sectors.has(sector), sector);
    for (const e of entries) {
      assert.ok(['NASDAQ', 'NYSE', 'NYSE Arca', 'CBOE'].includes(e.exchange), e.symbol);
      assert.ok(e.description.length > 30, e.symbol);
      assert.ok(e.referencePrice > 0, e.symbol);
      if (e.assetType === 'index') {
        assert.equal(e.marketCap, null);
        continue;
      }
      assert.ok((e.marketCap ?? 0) >= 5e8, e.symbol);
      assert.ok((e.floatShares ?? 0) > 0 && (e.floatShares ?? 0) <= (e.sharesOutstanding ?? 0), e.symbol);
      if (e.assetType === 'stock') {
        assert.ok(e.headquarters && e.website && e.founded && e.employees, e.symbol);
        assert.match(e.website, /^https:\/\/www\.[a-z0-9.-]+\.[a-z]+$/);
      }
    }
  });

  it('derives finite model parameters for every symbol', () => {
    for (const e of entries) {
      const m = instrumentModel(e);
      for (const value of [m.marketBeta, m.sectorBeta, m.annualDrift, m.annualIdioVol, m.jumpVol, m.baseVolume]) {
        assert.ok(Number.isFinite(value), `${e.symbol}: ${JSON.stringify(m)}`);
      }
      assert.ok(m.annualIdioVol > 0);
      if (e.symbol !== 'VIX') assert.ok(m.baseVolume > 0, e.symbol);
    }
    // Index products share their tracking fund's noise stream.
    const bySymbol = new Map(entries.map((e) => [e.symbol, e]));
    const spx = bySymbol.get('SPX');
    assert.ok(spx);
    assert.equal(instrumentModel(spx).noiseKey, 'SPY');
  });
});
