/** flow/{x} (pages of trades) and flow/guages (sic: the flow page's gauges). */
import type { FlowGaugesResponse, FlowResponse, FlowTrade } from '@flowdeck/api-types';
import { type IsoDate, marketPhaseAt } from '@flowdeck/market-calendar';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import { netByDte, summarizeFlow } from '../../market/compute/flow-summary.js';
import { type MarketView, round2, type SessionView } from './market-view.js';

const serializedRows = new WeakMap<object, string>();

/** JSON of a row, computed once per row object (the session's rows live as long as the session). */
function serialized(row: object): string {
  let json = serializedRows.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    serializedRows.set(row, json);
  }
  return json;
}

export function createFlowEndpoints(view: MarketView) {
  const { engine, repository } = view;

  async function flowPage(
    shown: SessionView,
    filter: FlowFilter,
    cursor: number | undefined,
    limit: number,
  ): Promise<FlowTrade[]> {
    const before = cursor ?? Number.MAX_SAFE_INTEGER;
    const session = shown.store;
    const items: FlowTrade[] = [];
    // The shown session is held in memory; the current one's older pages come from the database.
    if (session && before > session.trades.coverage) items.push(...session.pageTrades(filter, before, limit));
    if (!shown.current && shown.store) return items;
    const sqlBefore = session ? Math.min(before, session.trades.coverage) : before;
    if (items.length < limit && engine.storedBefore('trades', sqlBefore)) {
      items.push(...view.withinView(shown, await repository.flowPage(filter, sqlBefore, limit - items.length)));
    }
    return items;
  }

  return {
    /**
     * One page of flow, already serialised: rows held in memory are stringified once and reused, so a
     * page costs a join rather than a JSON.stringify of fifty objects (the flow budget is 1,000 req/s).
     */
    async flowJson(
      x: string | null,
      filter: FlowFilter,
      cursor: number | undefined,
      limit: number,
      session?: IsoDate,
    ): Promise<string> {
      if (x !== null) view.requireSymbol(x);
      for (const ticker of filter.tickers ?? []) view.requireSymbol(ticker);
      const shown = await view.viewOf(session);
      const at = view.marketTime();
      const items = await flowPage(shown, filter, cursor, limit + 1);
      const page = items.slice(0, limit);
      const nextCursor = items.length > limit ? (page[page.length - 1]?.id ?? null) : null;
      const head: Omit<FlowResponse, 'items' | 'nextCursor'> = view.base(at);
      return `{"source":${JSON.stringify(head.source)},"asOf":${JSON.stringify(head.asOf)},"items":[${page.map(serialized).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
    },

    async gauges(ticker: string | null, session?: IsoDate): Promise<FlowGaugesResponse> {
      if (ticker) view.requireSymbol(ticker);
      const shown = await view.viewOf(session);
      const at = shown.at;
      const trades = view.sessionTrades(shown, ticker);
      const summary = summarizeFlow(trades);
      const quoteSymbols = ticker ? [ticker] : ['SPY', 'VIX'].filter((s) => engine.instrument(s));
      return {
        ...view.base(at),
        session: shown.date,
        phase: marketPhaseAt(view.marketTime()),
        ticker,
        summary,
        tide: round2(summary.net.netCallPremium - summary.net.netPutPremium),
        byDte: netByDte(trades),
        quotes: await Promise.all(quoteSymbols.map((s) => view.quoteOf(s, at))),
      };
    },
  };
}
