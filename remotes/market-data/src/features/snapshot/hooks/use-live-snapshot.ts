import type { DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { useCallback, useState } from 'react';
import { type MarketStreamStatus, useMarketStream } from '../../../hooks/use-market-stream';
import { mergeNewest } from '../../../lib/dark-pool-data';

/** Live items kept per ticker: well over what arrives between two fetches. */
export const MAX_LIVE_ITEMS = 300;

interface LiveState {
  ticker: string;
  trades: readonly FlowTrade[];
  prints: readonly DarkPoolPrint[];
}

export interface LiveSnapshotFeed {
  /** Options trades since the page opened this ticker, newest first. */
  trades: readonly FlowTrade[];
  /** Dark-pool prints since then, newest first. */
  prints: readonly DarkPoolPrint[];
  /** The options flow room decides: it is what moves most of the page. */
  status: MarketStreamStatus;
}

const EMPTY = { trades: [], prints: [] } as const;

/**
 * The ticker's options flow and dark-pool rooms while the snapshot is open. Items are kept per ticker,
 * so switching ticker never mixes two tickers' trades. `onGap` is called when the server left items out
 * of a busy tick: the page fetches again.
 */
export function useLiveSnapshot(
  ticker: string,
  { enabled, onGap }: { enabled: boolean; onGap: () => void },
): LiveSnapshotFeed {
  const [state, setState] = useState<LiveState>({ ticker, ...EMPTY });

  const add = useCallback((forTicker: string, trades: readonly FlowTrade[], prints: readonly DarkPoolPrint[]) => {
    if (trades.length === 0 && prints.length === 0) return;
    setState((previous) => {
      const kept = previous.ticker === forTicker ? previous : { ticker: forTicker, ...EMPTY };
      return {
        ticker: forTicker,
        trades: trades.length > 0 ? mergeNewest(trades, kept.trades, MAX_LIVE_ITEMS) : kept.trades,
        prints: prints.length > 0 ? mergeNewest(prints, kept.prints, MAX_LIVE_ITEMS) : kept.prints,
      };
    });
  }, []);

  const status = useMarketStream({ channel: 'flow', ticker, enabled }, (message) => {
    add(ticker, message.flow, []);
    if (message.dropped > 0) onGap();
  });
  useMarketStream({ channel: 'darkpool', ticker, enabled }, (message) => {
    add(ticker, [], message.darkpool);
    if (message.dropped > 0) onGap();
  });

  return state.ticker === ticker ? { trades: state.trades, prints: state.prints, status } : { ...EMPTY, status };
}
