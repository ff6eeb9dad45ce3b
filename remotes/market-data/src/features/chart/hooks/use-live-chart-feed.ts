import type { DarkPoolResponse, FlowResponse } from '@flowdeck/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type MarketStreamStatus, useMarketStream } from '../../../hooks/use-market-stream';
import { CHART_DARK_POOL_QUERY_KEY, chartDarkPoolQueryKey } from '../api/get-chart-dark-pool';
import { CHART_FLOW_QUERY_KEY, chartFlowQueryKey } from '../api/get-chart-flow';
import { mergeNewest, printTime } from '../chart-markers';
import type { LiveTick } from '../chart-series';

/** Ticks kept for the forming candles; far more than arrive between two fetches of the bars. */
export const MAX_LIVE_TICKS = 5_000;
const NO_TICKS: readonly LiveTick[] = [];

export interface LiveChartFeedOptions {
  symbol: string;
  /** False while the ticker is unknown or still loading: no room is joined. */
  enabled: boolean;
  minPremium: number;
  minNotional: number;
}

export interface LiveChartFeed {
  /** Prices traded since the page opened this ticker, oldest first. */
  ticks: readonly LiveTick[];
  status: MarketStreamStatus;
}

/** Both rooms must be live for the chart to be; a refusal or no socket at all wins over connecting. */
export function combineStatus(a: MarketStreamStatus, b: MarketStreamStatus): MarketStreamStatus {
  if (a === b) return a;
  if (a === 'refused' || b === 'refused') return 'refused';
  if (a === 'offline' || b === 'offline') return 'offline';
  return 'connecting';
}

/**
 * The ticker's live options flow and dark-pool prints while the chart is open. Every trade's price is
 * kept as a tick (the chart lays them over the last candle); trades big enough for a marker are added to
 * the marker queries' cached pages, so markers appear without waiting for a refetch. When the server
 * left items out of a busy tick, the marker queries are fetched again.
 */
export function useLiveChartFeed({ symbol, enabled, minPremium, minNotional }: LiveChartFeedOptions): LiveChartFeed {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ symbol: string; ticks: readonly LiveTick[] }>({ symbol, ticks: NO_TICKS });

  const addTicks = useCallback((ticker: string, incoming: LiveTick[]) => {
    if (incoming.length === 0) return;
    setState((previous) => {
      const kept = previous.symbol === ticker ? previous.ticks : NO_TICKS;
      return { symbol: ticker, ticks: [...kept, ...incoming].slice(-MAX_LIVE_TICKS) };
    });
  }, []);

  const flowStatus = useMarketStream({ channel: 'flow', ticker: symbol, enabled }, (message) => {
    const trades = message.flow.filter((t) => t.ticker === symbol);
    addTicks(
      symbol,
      trades.map((t) => ({ time: Date.parse(t.time), price: t.spot })),
    );
    const big = trades.filter((t) => t.premium >= minPremium);
    if (big.length > 0) {
      queryClient.setQueryData<FlowResponse>(chartFlowQueryKey(symbol, minPremium), (page) =>
        page ? { ...page, items: mergeNewest(big, page.items) } : page,
      );
    }
    if (message.dropped > 0) void queryClient.invalidateQueries({ queryKey: [...CHART_FLOW_QUERY_KEY, symbol] });
  });

  const darkPoolStatus = useMarketStream({ channel: 'darkpool', ticker: symbol, enabled }, (message) => {
    const prints = message.darkpool.filter((p) => p.ticker === symbol);
    // A late print executed a while ago: its price says nothing about the candle forming now.
    addTicks(
      symbol,
      prints.filter((p) => !p.late).map((p) => ({ time: printTime(p), price: p.price })),
    );
    const big = prints.filter((p) => p.notional >= minNotional);
    if (big.length > 0) {
      queryClient.setQueryData<DarkPoolResponse>(chartDarkPoolQueryKey(symbol, minNotional), (page) =>
        page ? { ...page, items: mergeNewest(big, page.items) } : page,
      );
    }
    if (message.dropped > 0) void queryClient.invalidateQueries({ queryKey: [...CHART_DARK_POOL_QUERY_KEY, symbol] });
  });

  return {
    ticks: state.symbol === symbol ? state.ticks : NO_TICKS,
    status: combineStatus(flowStatus, darkPoolStatus),
  };
}
