import {
  LOCAL_IDENTITY,
  resolveThirdPartyScripts,
  type IdentityClientConfig,
  type RuntimeEnv,
  type ThirdPartyScripts,
} from '@flowdeck/contract';

declare global {
  interface Window {
    /** Written by the static server (`/env.js`) so one build can serve any API address. */
    __FLOWDECK_ENV__?: RuntimeEnv;
  }
}

/** Base URL of the main API (spec §7 `{api}`): the server's runtime setting, else the build's. */
export const API_URL: string = window.__FLOWDECK_ENV__?.apiUrl ?? __API_URL__;
/** Spec §7's second node server: its own address when configured, else the API's origin. */
export const NODE_SERVER_URL: string = window.__FLOWDECK_ENV__?.nodeServerUrl ?? `${new URL(API_URL).origin}/`;
/** Origins besides this page's that may serve remote code (a CDN); everything else is refused. */
export const REMOTE_ORIGINS: readonly string[] = window.__FLOWDECK_ENV__?.remoteOrigins ?? [];
/** socket.io lives on the API's host (spec §4 Realtime). */
export const SOCKET_URL: string = new URL(API_URL).origin;
export const APP_VERSION: string = __APP_VERSION__;
/** Google and Apple sign-in (null: the server turned social sign-in off; absent: the local emulator). */
export const IDENTITY_CONFIG: IdentityClientConfig | null =
  window.__FLOWDECK_ENV__?.identity === undefined ? LOCAL_IDENTITY : window.__FLOWDECK_ENV__.identity;
/** Chat widget, affiliate tracking and analytics: each on only when the server configures its id. */
export const THIRD_PARTY_SCRIPTS: ThirdPartyScripts = resolveThirdPartyScripts(window.__FLOWDECK_ENV__?.thirdParty);
