import { ACCESS_TOKEN_KEY, GUEST_TOKEN_KEY } from '@flowdeck/contract';
import { create } from 'zustand';
import type { User } from './user';

/** Spec §3 auth state. One store on the page: the host SDK is a federation singleton. */
export interface AuthState {
  user: User | null;
  token: string | null;
  guestToken: string | null;
  /** After login or a refresh: keep the access token (localStorage `_act`). */
  setToken: (token: string) => void;
  setUser: (user: User | null) => void;
  setGuestToken: (token: string) => void;
  /** Logout or a failed refresh: forget the user and both tokens. */
  clear: () => void;
  /**
   * The guest link has expired (the API refused the guest token): forget it, here and in storage,
   * so protected pages stop letting the visitor in with it and a fresh guest link can be adopted.
   */
  clearGuestToken: () => void;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the session then lives in memory only.
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: read(ACCESS_TOKEN_KEY),
  guestToken: read(GUEST_TOKEN_KEY),
  setToken: (token) => {
    write(ACCESS_TOKEN_KEY, token);
    set({ token });
  },
  setUser: (user) => set({ user }),
  setGuestToken: (guestToken) => {
    write(GUEST_TOKEN_KEY, guestToken);
    set({ guestToken });
  },
  clear: () => {
    write(ACCESS_TOKEN_KEY, null);
    set({ user: null, token: null });
  },
  clearGuestToken: () => {
    write(GUEST_TOKEN_KEY, null);
    set({ guestToken: null });
  },
}));

/** Spec §6: the bearer user token, else the guest token as-is. */
export function authorizationHeader(state: Pick<AuthState, 'token' | 'guestToken'>): string | null {
  if (state.token) return `Bearer ${state.token}`;
  return state.guestToken;
}

/** Current auth state and actions, for components. */
export function useAuth(): AuthState {
  return useAuthStore();
}
