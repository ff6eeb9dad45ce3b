import { createApiClient, createNodeServerClient } from '@flowdeck/api-client';
import { authorizationHeader, createQueryClient, useAuthStore } from '@flowdeck/host-sdk';
import { enqueueSnackbar } from 'notistack';
import { io, type Socket } from 'socket.io-client';
import { expireGuestVisit, expireSession, renewSession, sessionKind } from '../auth/session';
import { API_URL, NODE_SERVER_URL, SOCKET_URL } from '../config';
import { useSubscriptionStore } from '../features/subscription/stores/subscription-store';
import { trackActiveUsers } from '../realtime/active-users';

/** The page's one API client; remotes reach it through useApi(). */
export const api = createApiClient({
  baseURL: API_URL,
  getAuthorization: () => authorizationHeader(useAuthStore.getState()),
  notify: (message, variant) => {
    enqueueSnackbar(message, { variant });
  },
  renewSession,
  sessionKind,
  onSessionExpired: expireSession,
  onGuestTokenExpired: expireGuestVisit,
  // A 402 (access ended) replaces the page with the subscribe panel instead of an error toast.
  onSubscriptionRequired: (message) => useSubscriptionStore.getState().requireSubscription(message),
});

/** Spec §7's second node server: bearer user token only. */
export const nodeServer = createNodeServerClient({
  baseURL: NODE_SERVER_URL,
  getUserToken: () => useAuthStore.getState().token,
  notify: (message, variant) => {
    enqueueSnackbar(message, { variant });
  },
});

export const queryClient = createQueryClient();

/**
 * Spec §4: the socket reconnects with backoff — the delay doubles from 1 s up to 15 s, jittered by ±50 %
 * so clients dropped together (an API process restarting) do not all come back at once.
 */
export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 15_000,
  randomizationFactor: 0.5,
} as const;

/** The page's one socket.io connection (spec §4 Realtime), authenticated with the access token. */
export function createSocket(): Socket {
  const socket = io(SOCKET_URL, {
    auth: (send) => send({ token: useAuthStore.getState().token }),
    transports: ['websocket'], // no long-polling: its several requests need sticky sessions behind a balancer
    ...SOCKET_RECONNECTION,
  });
  trackActiveUsers(socket);
  // Re-authenticate when the user logs in or out.
  let token = useAuthStore.getState().token;
  useAuthStore.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    socket.disconnect().connect();
  });
  return socket;
}
