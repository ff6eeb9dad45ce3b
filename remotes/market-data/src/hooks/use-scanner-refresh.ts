import { useRef } from 'react';
import { newBarDue } from '../lib/scanner-refresh';
import { type MarketStreamStatus, useMarketStream } from './use-market-stream';
import { ALL_TICKERS } from '../paths';

/**
 * A scanner refetches when a new one-minute bar has ended: the live feed (every ticker's flow) carries
 * the market clock, and the first update past the next bar's end triggers one refetch. The periodic
 * poll (SCANNER_REFRESH_MS) still runs for when the feed is down.
 */
export function useScannerRefresh(
  barsTo: string | null | undefined,
  enabled: boolean,
  refetch: () => unknown,
): MarketStreamStatus {
  const requested = useRef<number | null>(null);
  const shown = useRef(barsTo);
  shown.current = barsTo;
  return useMarketStream({ channel: 'flow', ticker: ALL_TICKERS, enabled }, (message) => {
    const due = newBarDue(shown.current, message.asOf, requested.current);
    if (due === null) return;
    requested.current = due;
    refetch();
  });
}
