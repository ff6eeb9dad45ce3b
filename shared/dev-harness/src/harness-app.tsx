import { createApiClient } from '@flowdeck/api-client';
import type { RemoteModule } from '@flowdeck/contract';
import {
  AbilityProvider,
  HostProvider,
  authorizationHeader,
  createQueryClient,
  defineAbilityFor,
  useAuthStore,
} from '@flowdeck/host-sdk';
import { createAppTheme } from '@flowdeck/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { Suspense, lazy, useMemo, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Box, Button, CssBaseline, Stack, TextField, ThemeProvider } from '@mui/material';

declare const __API_URL__: string;

const api = createApiClient({
  baseURL: __API_URL__,
  getAuthorization: () => authorizationHeader(useAuthStore.getState()),
  notify: (message, variant) => enqueueSnackbar(message, { variant }),
});
const queryClient = createQueryClient();

/** Signs in against the real API so the remote's pages can load data. */
function DevSignIn() {
  const setToken = useAuthStore((s) => s.setToken);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void api
          .post<{ access: string }>('token/', { username, password }, { form: true })
          .then((r) => r && setToken(r.access));
      }}
    >
      <TextField size="small" label="Username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField
        size="small"
        type="password"
        label="Password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="outlined">
        Sign in
      </Button>
    </Stack>
  );
}

/**
 * Runs one remote alone, inside the minimal set of providers the host would give it, so a team
 * can develop its remote with hot reload and without the shell.
 */
export function HarnessApp({ remote }: { remote: RemoteModule }) {
  const token = useAuthStore((s) => s.token);
  const ability = useMemo(() => defineAbilityFor({ userId: token ? 'dev' : null, guest: false }), [token]);
  const pages = useMemo(() => remote.routes.map((r) => ({ path: r.path, Page: lazy(r.load) })), [remote]);
  return (
    <ThemeProvider theme={createAppTheme('dark')}>
      <CssBaseline />
      <SnackbarProvider maxSnack={3}>
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <HostProvider services={{ api, socket: null }}>
              <BrowserRouter>
                <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <strong>{remote.id} harness</strong>
                    {remote.routes.map((r) => (
                      <Link key={r.path} to={r.path} style={{ color: 'inherit' }}>
                        {r.path}
                      </Link>
                    ))}
                    <Box sx={{ flexGrow: 1 }} />
                    {token ? <span>signed in</span> : <DevSignIn />}
                  </Stack>
                </Box>
                <Box sx={{ p: 3 }}>
                  <Suspense fallback={null}>
                    <Routes>
                      {pages.map(({ path, Page }) => (
                        <Route key={path} path={path} element={<Page />} />
                      ))}
                    </Routes>
                  </Suspense>
                </Box>
              </BrowserRouter>
            </HostProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
