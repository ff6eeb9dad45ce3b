import { type ReactNode, useEffect, useState } from 'react';

/**
 * Spec §2: content renders only after the first route has mounted, so a page never renders against
 * a layout that is still settling (first paint, media queries, stored settings).
 */
export function FirstRouteGate({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  return <>{mounted ? children : fallback}</>;
}
