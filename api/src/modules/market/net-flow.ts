/** net-flow: call minus put premium over a session, against the underlying's price line. */
import type { DteBucket, NetFlowResponse } from '@flowdeck/api-types';
import { type IsoDate, MINUTE_MS, sessionDateAt, sessionTimes } from '@flowdeck/market-calendar';
import { netByDte, netFlowSeries } from '../../market/compute/flow-summary.js';
import { type MarketView, MinuteCache, minuteOf, type SessionView } from './market-view.js';

export type NetFlowEndpoints = ReturnType<typeof createNetFlowEndpoints>;

export function createNetFlowEndpoints(view: MarketView) {
  /** Net flow lines and totals: recomputed when a trade arrives or the market minute turns, not per request. */
  const netFlowCache = new MinuteCache<Promise<Pick<NetFlowResponse, 'points' | 'totals'>>>(256);

  async function priceLine(
    shown: SessionView,
    ticker: string,
    from: number,
    to: number,
  ): Promise<(ms: number) => number | null> {
    const bars = (await view.minuteBarsOf(ticker, [sessionDateAt(from)], to)).filter((b) => b.time >= from - MINUTE_MS);
    const closes = new Map(bars.map((b) => [minuteOf(b.time), b.close]));
    const trades = view.sessionTrades(shown, ticker);
    return (ms) => {
      // The close of the minute before `ms`, else the last trade's underlying price.
      const close = closes.get(minuteOf(ms) - 1);
      if (close !== undefined) return close;
      let price: number | null = null;
      for (const t of trades) {
        if (Date.parse(t.time) >= ms) break;
        price = t.spot;
      }
      return price;
    };
  }

  /** The net flow points of one session (of `ticker`, else the whole market against SPY) up to the market clock. */
  async function series(shown: SessionView, ticker: string | null, dte: DteBucket, interval: number) {
    const times = sessionTimes(shown.date);
    const to = Math.min(Math.max(view.marketTime(), times.open), times.close);
    const trades = view.sessionTrades(shown, ticker);
    const priceAt = await priceLine(shown, ticker ?? 'SPY', times.open, to);
    return netFlowSeries(trades, { from: times.open, to, intervalMinutes: interval, bucket: dte, priceAt });
  }

  return {
    series,

    async netFlow(
      ticker: string | null,
      dte: DteBucket,
      interval: number,
      session?: IsoDate,
    ): Promise<NetFlowResponse> {
      if (ticker) view.requireSymbol(ticker);
      const shown = await view.viewOf(session);
      const at = view.marketTime();
      const trades = view.sessionTrades(shown, ticker);
      const key = `${shown.date} ${ticker ?? ''} ${dte} ${interval} ${trades.length}`;
      const lines = netFlowCache.get(key, minuteOf(at), async () => ({
        points: await series(shown, ticker, dte, interval),
        totals: netByDte(trades),
      }));
      lines.catch(() => netFlowCache.forget(key));
      return { ...view.base(at), session: shown.date, ticker, dte, interval, ...(await lines) };
    },
  };
}
