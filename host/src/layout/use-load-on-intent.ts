import { useCallback } from 'react';
import { useRemotesStore } from '../federation/remotes-store';

export interface IntentHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
}

/**
 * A pointer over a page's link, or keyboard focus on it, starts loading the page's remote: remotes load
 * on use (issue 21), and the click then finds its remote loaded or on the way.
 */
export function useLoadOnIntent(): (remoteId: string) => IntentHandlers {
  const ensure = useRemotesStore((s) => s.ensure);
  return useCallback(
    (remoteId: string) => {
      const load = () => void ensure(remoteId);
      return { onMouseEnter: load, onFocus: load };
    },
    [ensure],
  );
}
