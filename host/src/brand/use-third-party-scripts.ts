import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ThirdPartyScripts } from '@flowdeck/contract';
import { startThirdParty, type ThirdParty } from './third-party-scripts';

/**
 * Spec §1: the chat widget starts at launch and refreshes after every route change; affiliate tracking
 * and analytics load with it. Scripts load after the first render, asynchronously, so they never block it.
 */
export function useThirdPartyScripts(scripts: ThirdPartyScripts): void {
  const location = useLocation();
  const services = useRef<ThirdParty | null>(null);
  const firstRoute = useRef(true);

  useEffect(() => {
    services.current ??= startThirdParty(scripts);
  }, [scripts]);

  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    services.current?.routeChanged(location.pathname);
  }, [location.pathname, location.search]);
}
