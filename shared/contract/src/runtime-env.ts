import type { ThirdPartyScripts } from './third-party';

/**
 * What the static server writes into `/env.js` (`window.__FLOWDECK_ENV__`) so one build runs against
 * any API and identity provider.
 */

/** The browser half of a Firebase project (public values: they identify the project, they grant nothing). */
export interface IdentityClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The local Auth emulator (`tools/auth-emulator`); absent for a real project. */
  emulatorUrl?: string;
}

export interface RuntimeEnv {
  apiUrl?: string;
  /** Origins besides the app's own that may serve remote code (e.g. a CDN). */
  remoteOrigins?: string[];
  /** Spec §7's second node server; the API's origin when absent. */
  nodeServerUrl?: string;
  /** Social sign-in; null turns it off, absent means the local emulator. */
  identity?: IdentityClientConfig | null;
  /** Chat widget, affiliate tracking and analytics ids; absent or null turns a service off. */
  thirdParty?: Partial<ThirdPartyScripts>;
}

/** Local runs sign in with Google and Apple through the Auth emulator of a `demo-` project, offline. */
export const LOCAL_IDENTITY: IdentityClientConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-flowdeck.firebaseapp.com',
  projectId: 'demo-flowdeck',
  emulatorUrl: 'http://127.0.0.1:9099',
};

/** Marks a session that began with social sign-in: it renews through the identity provider (spec §4 reading B). */
export const IDENTITY_SESSION_KEY = '_ids';
