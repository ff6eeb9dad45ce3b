import { AbilityProvider, HostProvider, defineAbilityFor, useAuthStore } from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { useSettingsStore } from '../settings/settings-store';
import { AppRoutes } from './app-routes';
import { api, queryClient } from './services';

/** Spec §4 top-right toasts: at most 3, no duplicates, gone after 2 s. */
export const TOAST_MAX = 3;
export const TOAST_AUTO_HIDE_MS = 2000;

/** Every provider a page needs, created once by the host and shared with the remotes. */
export function App({ socket }: { socket: Socket | null }) {
  const mode = useSettingsStore((s) => s.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const userId = useAuthStore((s) => s.user?.id ?? (s.token ? 'session' : null));
  const guest = useAuthStore((s) => Boolean(s.guestToken));
  const ability = useMemo(() => defineAbilityFor({ userId, guest }), [userId, guest]);
  const services = useMemo(() => ({ api, socket }), [socket]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={TOAST_MAX}
        preventDuplicate
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <HostProvider services={services}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
