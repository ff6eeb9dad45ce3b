import {
  AbilityProvider,
  HostProvider,
  WidgetCatalogProvider,
  defineAbilityFor,
  useAuthStore,
} from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { useThirdPartyScripts } from '../brand/use-third-party-scripts';
import { THIRD_PARTY_SCRIPTS } from '../config';
import { useRemotesStore } from '../federation/remotes-store';
import { widgetCatalog } from '../federation/widget-catalog';
import { InAppBrowserNotice } from '../layout/in-app-browser-notice';
import { ToastProvider } from '../layout/notifications';
import { followOtherTabs, useSettingsStore } from '../settings/settings-store';
import { AppRoutes } from './app-routes';
import { api, nodeServer, queryClient } from './services';

/** Chat widget, affiliate tracking and analytics, when the server configures them (needs the router). */
function ThirdPartyScripts() {
  useThirdPartyScripts(THIRD_PARTY_SCRIPTS);
  return null;
}

/** Every provider a page needs, created once by the host and shared with the remotes. */
export function App({ socket }: { socket: Socket | null }) {
  const mode = useSettingsStore((s) => s.mode);
  const themeColor = useSettingsStore((s) => s.themeColor);
  const skin = useSettingsStore((s) => s.skin);
  const direction = useSettingsStore((s) => s.direction);
  const theme = useMemo(
    () => createAppTheme(mode, { themeColor, skin, direction }),
    [mode, themeColor, skin, direction],
  );
  const userId = useAuthStore((s) => s.user?.id ?? (s.token ? 'session' : null));
  const guest = useAuthStore((s) => Boolean(s.guestToken));
  const botSub = useAuthStore((s) => s.user?.bot_sub ?? false);
  const ability = useMemo(() => defineAbilityFor({ userId, guest, botSub }), [userId, guest, botSub]);
  const services = useMemo(() => ({ api, nodeServer, socket }), [socket]);
  const remotes = useRemotesStore((s) => s.remotes);
  const retry = useRemotesStore((s) => s.retry);
  const ensure = useRemotesStore((s) => s.ensure);
  const widgets = useMemo(() => widgetCatalog(remotes, (id) => void retry(id)), [remotes, retry]);
  // A page showing widgets (the dashboard) loads every remote that declares one.
  const loadWidgetRemotes = useCallback(() => {
    for (const remote of Object.values(useRemotesStore.getState().remotes))
      if (remote.surface.widgets?.length) void ensure(remote.id);
  }, [ensure]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  // Settings changed in another tab apply here too.
  useEffect(() => followOtherTabs(), []);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <HostProvider services={services}>
              <WidgetCatalogProvider widgets={widgets} onUse={loadWidgetRemotes}>
                <InAppBrowserNotice />
                <BrowserRouter>
                  <ThirdPartyScripts />
                  <AppRoutes />
                </BrowserRouter>
              </WidgetCatalogProvider>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
