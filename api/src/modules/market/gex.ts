/** gamma-exposure (the GEX page) and the gamma levels the snapshot shows, priced once a market minute. */
import type { GammaExposureResponse, GexLevels } from '@flowdeck/api-types';
import { type IsoDate, marketStatusAt, sessionTimes } from '@flowdeck/market-calendar';
import {
  GEX_CONVENTION,
  type GexContract,
  contractGammaExposure,
  gammaExposure,
  gammaProfile,
  zeroCrossing,
} from '@flowdeck/options-math';
import { InputError, NotFoundError } from '../../errors.js';
import { type MarketView, MinuteCache, minuteOf, round2 } from './market-view.js';
import { resolveSession } from './sessions.js';

export const DEFAULT_GEX_RANGE_PERCENT = 15;
export const HEATMAP_EXPIRIES = 12;

export type GexEndpoints = ReturnType<typeof createGexEndpoints>;

export function createGexEndpoints(view: MarketView) {
  const gexCache = new MinuteCache<Promise<GammaExposureResponse>>(64);

  async function gex(
    ticker: string,
    expiry: string | null,
    rangePercent: number,
    at: number,
  ): Promise<GammaExposureResponse> {
    return gexCache.get(`${ticker}|${expiry ?? ''}|${rangePercent}`, minuteOf(at), async () => {
      const chain = await view.chain(ticker, at);
      if (!chain) throw new NotFoundError(`${ticker} has no listed options`);
      const expiries = [
        ...new Map(
          chain.contracts.map((c) => [c.expiry, { expiry: c.expiry, dte: c.dte, kind: c.expiryKind }]),
        ).values(),
      ];
      let contracts = chain.contracts;
      let expiryFilter: string | null = null;
      if (expiry === '0dte') {
        contracts = contracts.filter((c) => c.dte === 0);
        expiryFilter = expiries.find((e) => e.dte === 0)?.expiry ?? null;
        if (expiryFilter === null) throw new InputError({ expiry: `${ticker} has no contracts expiring today.` });
      } else if (expiry !== null) {
        contracts = contracts.filter((c) => c.expiry === expiry);
        if (contracts.length === 0)
          throw new InputError({ expiry: `${ticker} has no contracts expiring on ${expiry}.` });
        expiryFilter = expiry;
      }
      const gexContracts: GexContract[] = contracts.map((c) => ({
        type: c.type,
        strike: c.strike,
        expiry: c.expiry,
        time: c.time,
        volatility: c.iv,
        openInterest: c.openInterest,
      }));
      const market = { spot: chain.spot, rate: chain.rate };
      const result = gammaExposure(gexContracts, market);
      const profile = gammaProfile(gexContracts, market);
      const low = chain.spot * (1 - rangePercent / 100);
      const high = chain.spot * (1 + rangePercent / 100);
      const dteOf = new Map(expiries.map((e) => [e.expiry, e.dte]));
      const heatExpiries = result.byExpiry.slice(0, HEATMAP_EXPIRIES).map((e) => e.expiry);
      const heatStrikes = [
        ...new Set(gexContracts.filter((c) => c.strike >= low && c.strike <= high).map((c) => c.strike)),
      ].sort((a, b) => a - b);
      const strikeIndex = new Map(heatStrikes.map((k, i) => [k, i]));
      const expiryIndex = new Map(heatExpiries.map((e, i) => [e, i]));
      const values = heatStrikes.map(() => heatExpiries.map(() => 0));
      for (const contract of gexContracts) {
        const row = strikeIndex.get(contract.strike);
        const column = expiryIndex.get(contract.expiry);
        if (row === undefined || column === undefined) continue;
        const cells = values[row] as number[];
        cells[column] = (cells[column] as number) + contractGammaExposure(contract, market);
      }
      return {
        ...view.base(at),
        ticker,
        spot: chain.spot,
        convention: GEX_CONVENTION,
        expiry: expiryFilter,
        expiries,
        totals: { call: round2(result.totals.call), put: round2(result.totals.put), net: round2(result.totals.net) },
        callWall: result.callWall,
        putWall: result.putWall,
        zeroGamma: roundLevel(zeroCrossing(profile, chain.spot)),
        byStrike: result.byStrike
          .filter((r) => r.strike >= low && r.strike <= high)
          .map((r) => ({ strike: r.strike, call: round2(r.call), put: round2(r.put), net: round2(r.net) })),
        byExpiry: result.byExpiry.map((r) => ({
          expiry: r.expiry,
          dte: dteOf.get(r.expiry) ?? 0,
          call: round2(r.call),
          put: round2(r.put),
          net: round2(r.net),
        })),
        heatmap: { strikes: heatStrikes, expiries: heatExpiries, values: values.map((row) => row.map(round2)) },
        profile: profile.map((p) => ({ spot: round2(p.spot), net: round2(p.net) })),
        contracts: gexContracts.length,
      };
    });
  }

  return {
    async gammaExposure(
      ticker: string,
      expiry: string | null,
      rangePercent: number,
      session?: IsoDate,
    ): Promise<GammaExposureResponse> {
      view.requireSymbol(ticker);
      const at = view.marketTime();
      const date = resolveSession(at, session);
      // The open interest and prices of the shown session: its close when it is an older one.
      return gex(ticker, expiry, rangePercent, date === marketStatusAt(at).session ? at : sessionTimes(date).close);
    },

    /** The whole chain's walls, zero gamma and net GEX at `at`; null for a symbol without listed options. */
    async levels(ticker: string, at: number): Promise<GexLevels | null> {
      try {
        const full = await gex(ticker, null, DEFAULT_GEX_RANGE_PERCENT, at);
        return {
          spot: full.spot,
          netGex: full.totals.net,
          callWall: full.callWall,
          putWall: full.putWall,
          zeroGamma: full.zeroGamma,
        };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  };
}

function roundLevel(value: number | null): number | null {
  return value === null ? null : round2(value);
}
