/** flow/snapshot/{x} and flow/snapshot/v2/{x}: one ticker's session at a glance. */
import type { FlowSnapshotResponse, FlowSnapshotV2Response, GexLevels } from '@flowdeck/api-types';
import type { IsoDate } from '@flowdeck/market-calendar';
import {
  darkPoolTotals,
  levelStep,
  netByDte,
  premiumByExpiry,
  premiumByKind,
  premiumByStrike,
  priceLevels,
  summarizeFlow,
  topContracts,
} from '../../market/compute/flow-summary.js';
import type { GexEndpoints } from './gex.js';
import { type MarketView, round2, type SessionView } from './market-view.js';
import type { NetFlowEndpoints } from './net-flow.js';

export const SNAPSHOT_TOP_CONTRACTS = 10;
export const SNAPSHOT_LEVELS = 12;
export const SNAPSHOT_RECENT_TRADES = 25;

export function createSnapshotEndpoints(view: MarketView, gex: GexEndpoints, netFlow: NetFlowEndpoints) {
  async function snapshotBase(ticker: string, shown: SessionView): Promise<FlowSnapshotResponse> {
    const at = shown.at;
    const trades = view.sessionTrades(shown, ticker);
    const prints = view.sessionPrints(shown, ticker);
    const quote = await view.quoteOf(ticker, at);
    const levels = priceLevels(prints, levelStep(quote.last || prints[0]?.price || 1))
      .sort((a, b) => b.notional - a.notional)
      .slice(0, SNAPSHOT_LEVELS)
      .sort((a, b) => a.price - b.price);
    return {
      ...view.base(at),
      session: shown.date,
      ticker,
      quote,
      summary: summarizeFlow(trades),
      topContracts: topContracts(trades, SNAPSHOT_TOP_CONTRACTS),
      darkPool: { ...darkPoolTotals(prints), levels },
      gex: oneSpot(await gex.levels(ticker, at), quote.last),
    };
  }

  return {
    async snapshot(ticker: string, session?: IsoDate): Promise<FlowSnapshotResponse> {
      view.requireSymbol(ticker);
      return snapshotBase(ticker, await view.viewOf(session));
    },

    async snapshotV2(ticker: string, session?: IsoDate): Promise<FlowSnapshotV2Response> {
      view.requireSymbol(ticker);
      const shown = await view.viewOf(session);
      const snapshot = await snapshotBase(ticker, shown);
      const at = view.marketTime();
      const trades = view.sessionTrades(shown, ticker);
      return {
        ...snapshot,
        byDte: netByDte(trades),
        byExpiry: premiumByExpiry(trades),
        byStrike: premiumByStrike(trades, 20),
        byKind: premiumByKind(trades),
        netFlow: await netFlow.series(shown, ticker, 'all', 5),
        recentTrades: trades.slice(-SNAPSHOT_RECENT_TRADES).reverse(),
        news: (shown.store?.news ?? [])
          .filter((n) => n.symbol === ticker && n.time <= at)
          .map((n) => ({
            ticker: n.symbol,
            kind: n.kind,
            time: new Date(n.time).toISOString(),
            movePercent: round2((Math.exp(n.move) - 1) * 100),
          })),
      };
    },
  };
}

/**
 * One price per symbol per instant: the gamma levels (priced once a market minute) show the quote's last
 * price as their spot, so a page never shows two prices for the same moment.
 */
function oneSpot(levels: GexLevels | null, last: number): GexLevels | null {
  return levels && last > 0 ? { ...levels, spot: last } : levels;
}
