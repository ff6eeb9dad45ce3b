import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSubscriptionStore } from '../stores/subscription-store';
import { SubscribePanel } from './subscribe-panel';

/**
 * Wraps a premium route's content: after a 402 the content gives way to the subscribe panel until the
 * route changes (the next page may be one the user can still open).
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const message = useSubscriptionStore((s) => s.message);
  const clear = useSubscriptionStore((s) => s.clear);
  // Cleared on leaving a path rather than on arriving, so a refusal is never lost; a layout effect, so
  // the next page never paints the previous page's panel.
  useLayoutEffect(() => () => clear(), [pathname, clear]);
  return message === null ? <>{children}</> : <SubscribePanel message={message} />;
}
