import type { MarketDataSourceKind } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type MarketStreamStatus, useMarketStream } from '../../../hooks/use-market-stream';
import { getFlow, useFlowPages } from '../api/get-flow';
import { type FlowFilters, flowRequest, matchesFilters, streamTicker } from '../flow-filters';
import { FlowRowStore, type FlowSort } from '../flow-rows';
import { RateMeter } from '../rate-meter';

export interface FlowFeed {
  /**
   * The rows. The hook does not subscribe to it, so the page does not render on every live batch;
   * the parts that show rows subscribe themselves (see use-flow-rows.ts).
   */
  store: FlowRowStore;
  status: MarketStreamStatus;
  /** Where the rows come from (null until the first answer). */
  source: MarketDataSourceKind | null;
  /** The first page is loading. */
  loading: boolean;
  /** The first page failed (live trades may still be arriving). */
  error: Error | null;
  retry: () => void;
  /** Older pages exist (whether the cap leaves room for them is the snapshot's `full`). */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Trades per second arriving on the socket for this ticker scope (before the other filters). */
  rate: () => number;
  /** Trades the server left out of busy ticks (caught up with a fetch). */
  dropped: number;
}

/**
 * The Flows page's rows for a filter set: the newest page from GET flow/{x} (older pages on demand) and
 * every matching trade pushed on the socket since, merged without repeats into one capped store. A new
 * filter set starts a new store. After a reconnect, or when the server skipped items of a busy tick,
 * the newest page is fetched again to close the gap.
 */
export function useFlowFeed(
  filters: FlowFilters,
  sort: FlowSort,
  paused: boolean,
  session: { param: string | undefined; live: boolean } = { param: undefined, live: true },
): FlowFeed {
  const api = useApi();
  const { param, live } = session;
  const request = useMemo(() => flowRequest(filters, param), [filters, param]);
  const key = JSON.stringify(request);
  const [feed, setFeed] = useState(() => ({ key, store: new FlowRowStore(sort) }));
  let store = feed.store;
  if (feed.key !== key) {
    // A new filter set: a fresh store, set while rendering (React's pattern for state derived from props).
    store = new FlowRowStore(sort);
    setFeed({ key, store });
  }

  useEffect(() => store.setSort(sort), [store, sort]);
  useEffect(() => store.setPaused(paused), [store, paused]);

  const pages = useFlowPages(request);
  useEffect(() => {
    for (const page of pages.data?.pages ?? []) store.addPage(page);
  }, [store, pages.data]);

  const meter = useRef(new RateMeter());
  const [liveSource, setLiveSource] = useState<MarketDataSourceKind | null>(null);
  const [dropped, setDropped] = useState(0);

  const catchUp = useCallback(() => {
    getFlow(api, request).then(
      (page) => store.add(page.items),
      () => undefined, // the next reconnect or busy tick tries again
    );
  }, [api, request, store]);

  const status = useMarketStream({ channel: 'flow', ticker: streamTicker(filters) }, (message) => {
    meter.current.record(message.flow.length);
    if (message.source !== liveSource) setLiveSource(message.source);
    // Live trades belong to the most recent session, not to an earlier one picked on the page.
    if (!live) return;
    store.addLive(message.flow.filter((trade) => matchesFilters(trade, filters)));
    if (message.dropped > 0) {
      setDropped((count) => count + message.dropped);
      catchUp();
    }
  });

  const wasLive = useRef(false);
  useEffect(() => {
    if (status !== 'live') return;
    if (wasLive.current) catchUp();
    wasLive.current = true;
  }, [status, catchUp]);

  const rate = useCallback(() => meter.current.perSecond(), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = pages;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !store.getSnapshot().full) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, store, fetchNextPage]);

  return {
    store,
    status,
    source: pages.data?.pages[0]?.source ?? liveSource,
    loading: pages.isPending,
    error: pages.isError && !pages.data ? pages.error : null,
    retry: () => void refetch(),
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    rate,
    dropped,
  };
}
