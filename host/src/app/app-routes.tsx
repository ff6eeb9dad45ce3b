import type { RouteSurface } from '@flowdeck/contract';
import { Loading } from '@flowdeck/ui-kit';
import { type ReactNode, Suspense, lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../auth/route-guard';
import { useProfileSync } from '../auth/use-profile-sync';
import { NotAuthorizedPage } from '../features/errors/not-authorized-page';
import { NotFoundPage, useSignedIn } from '../features/errors/not-found-page';
import { ServerErrorPage } from '../features/errors/server-error-page';
import { RemotePage } from '../features/remote/remote-page';
import { SubscriptionGate } from '../features/subscription/components/subscription-gate';
import { StatusPage } from '../components/status-page';
import { useRemotesStore } from '../federation/remotes-store';
import { AppLayout } from '../layout/app-layout';
import { HOST_ROUTES } from './host-routes';

// Signed-out pages load on use: a subscriber opening a product page never downloads them (issue 21).
const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/login/login-page').then((m) => ({ default: m.LoginPage })));

function onUse(element: ReactNode) {
  return <Suspense fallback={<Loading label="Loading" />}>{element}</Suspense>;
}

function guarded(route: RouteSurface, element: ReactNode) {
  return <Route key={route.path} path={route.path} element={<RouteGuard route={route}>{element}</RouteGuard>} />;
}

/** An unknown path keeps the app around it for a signed-in user (nav, top bar, footer); a visitor sees it alone. */
function UnknownPathLayout() {
  return useSignedIn() ? <AppLayout /> : <Outlet />;
}

/** One router for the whole product: the host's pages plus every route the remotes declare. */
export function AppRoutes() {
  useProfileSync();
  const registryLoaded = useRemotesStore((s) => s.registry !== null);
  const registryError = useRemotesStore((s) => s.registryError);
  const remotes = useRemotesStore((s) => s.remotes);

  if (registryError)
    return (
      <StatusPage title="FlowDeck cannot start right now" actions={<></>}>
        {registryError} Please reload in a moment.
      </StatusPage>
    );
  if (!registryLoaded) return <Loading label="Starting FlowDeck" />;

  const remoteRoutes = Object.values(remotes).flatMap((remote) =>
    (remote.module?.routes ?? remote.surface.routes).map((route) => {
      const title = remote.surface.nav.find((n) => n.path === route.path)?.title ?? remote.id;
      // Remote pages hold the premium data: after a 402 the subscribe panel takes the page's place.
      const element = (
        <SubscriptionGate>
          <RemotePage remoteId={remote.id} path={route.path} title={title} />
        </SubscriptionGate>
      );
      return { route, element };
    }),
  );
  const withLayout = remoteRoutes.filter(({ route }) => route.layout !== 'blank');
  const blank = remoteRoutes.filter(({ route }) => route.layout === 'blank');

  return (
    <Routes>
      {guarded(HOST_ROUTES.landing, onUse(<LandingPage />))}
      {guarded(HOST_ROUTES.login, onUse(<LoginPage />))}
      {guarded(HOST_ROUTES.notFound, <NotFoundPage />)}
      {guarded(HOST_ROUTES.serverError, <ServerErrorPage />)}
      {blank.map(({ route, element }) => guarded(route, element))}
      <Route element={<AppLayout />}>
        {guarded(HOST_ROUTES.notAuthorized, <NotAuthorizedPage />)}
        {withLayout.map(({ route, element }) => guarded(route, element))}
      </Route>
      <Route element={<UnknownPathLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
