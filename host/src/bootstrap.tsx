import { useAuthStore } from '@flowdeck/host-sdk';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { guestTokenToAdopt } from './auth/access';
import { createSocket } from './app/services';
import { fetchRegistry } from './federation/registry-client';
import { useRemotesStore } from './federation/remotes-store';

// Spec §4: a `token` in the URL becomes the guest token when none is stored yet.
// Done before the first render so the socket and the first calls already carry it.
const urlGuestToken = guestTokenToAdopt(window.location.search, useAuthStore.getState().guestToken);
if (urlGuestToken) useAuthStore.getState().setGuestToken(urlGuestToken);

const socket = createSocket();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App socket={socket} />);

fetchRegistry()
  .then(({ registry, stale }) => {
    if (stale) console.warn('Registry unreachable: using the last known good copy');
    return useRemotesStore.getState().start(registry);
  })
  .catch((error: unknown) => {
    useRemotesStore.getState().failRegistry(error instanceof Error ? error.message : String(error));
  });
