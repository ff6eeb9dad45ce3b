import type { RouteSurface } from '@flowdeck/contract';
import { allows, useAbility, useAuthStore } from '@flowdeck/host-sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotAuthorizedPage } from '../features/errors/not-authorized-page';
import { decideAccess } from './access';
import { useSessionTransition } from './session-transition';

/** Applies spec §4 access rules and §6 abilities to one route. */
export function RouteGuard({ route, children }: { route: RouteSurface; children: ReactNode }) {
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const guestToken = useAuthStore((s) => s.guestToken);
  const { signingIn, signingOut } = useSessionTransition();
  const ability = useAbility();
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
