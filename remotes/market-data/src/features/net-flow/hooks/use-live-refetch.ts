import { useRef } from 'react';
import { type MarketStreamStatus, useMarketStream } from '../../../hooks/use-market-stream';
import { ALL_TICKERS } from '../../../paths';
import { liveRefetchDue } from '../net-flow-data';

/**
 * Refetches when the live flow feed reports trades for the ticker (every ticker for market tide), at most
 * once per LIVE_REFETCH_MIN_MS; the periodic poll still runs for when the feed is down. The server sums
 * the session's trades, so the page asks it again rather than adding trades to the lines itself.
 */
export function useLiveRefetch(ticker: string | null, enabled: boolean, refetch: () => unknown): MarketStreamStatus {
  const lastStarted = useRef<number | null>(null);
  return useMarketStream({ channel: 'flow', ticker: ticker ?? ALL_TICKERS, enabled }, () => {
    const now = Date.now();
    if (!liveRefetchDue(lastStarted.current, now)) return;
    lastStarted.current = now;
    refetch();
  });
}
