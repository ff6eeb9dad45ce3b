import type { RouteSurface } from '@flowdeck/contract';
import { allows, useAbility, useAuthStore } from '@flowdeck/host-sdk';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAuthorizedPage } from '../features/errors/not-authorized-page';
import { decideAccess, guestTokenToAdopt } from './access';
import { useSessionTransition } from './session-transition';

/** Applies spec §4 access rules and §6 abilities to one route. */
export function RouteGuard({ route, children }: { route: RouteSurface; children: ReactNode }) {
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const guestToken = useAuthStore((s) => s.guestToken);
  const { signingIn, signingOut } = useSessionTransition();
  const ability = useAbility();
  // A guest link followed inside the app (not only on the first page load, see bootstrap.tsx).
  const adopt = guestTokenToAdopt(location.search, guestToken);
  useEffect(() => {
    if (adopt) useAuthStore.getState().setGuestToken(adopt);
  }, [adopt]);
  // The page mounts once the token is stored, so its first calls already carry it.
  if (adopt) return null;
  const decision = decideAccess(
    route,
    { loggedIn: Boolean(token), guest: Boolean(guestToken), signingIn, signingOut },
    allows(ability, route.requires),
    location,
  );
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <NotAuthorizedPage />;
  return <>{children}</>;
}
