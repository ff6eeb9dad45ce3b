import type { DarkPoolPrint } from '@flowdeck/api-types';
import { useCallback, useState } from 'react';
import { type MarketStreamStatus, useMarketStream } from '../../../hooks/use-market-stream';
import { mergePrints } from '../../../lib/dark-pool-data';

/** Live prints kept per page visit: several minutes of the whole market, far more for one ticker. */
export const MAX_LIVE_PRINTS = 400;
const NO_PRINTS: readonly DarkPoolPrint[] = [];

export interface LiveDarkPool {
  /** Prints that arrived since the page opened this scope, newest first. */
  prints: readonly DarkPoolPrint[];
  status: MarketStreamStatus;
}

/**
 * The dark-pool room for `scope` (`all` or a ticker) while the page is open. Prints are kept per scope,
 * so switching ticker never shows another ticker's prints. `onGap` is called when the server left
 * prints out of a busy tick: the page fetches again to fill the hole.
 */
export function useLiveDarkPool(
  scope: string,
  { enabled, onGap }: { enabled: boolean; onGap: () => void },
): LiveDarkPool {
  const [state, setState] = useState<{ scope: string; prints: readonly DarkPoolPrint[] }>({ scope, prints: NO_PRINTS });

  const add = useCallback((forScope: string, incoming: readonly DarkPoolPrint[]) => {
    if (incoming.length === 0) return;
    setState((previous) => ({
      scope: forScope,
      prints: mergePrints(incoming, previous.scope === forScope ? previous.prints : NO_PRINTS, MAX_LIVE_PRINTS),
    }));
  }, []);

  const status = useMarketStream({ channel: 'darkpool', ticker: scope, enabled }, (message) => {
    add(scope, message.darkpool);
    if (message.dropped > 0) onGap();
  });

  return { prints: state.scope === scope ? state.prints : NO_PRINTS, status };
}
