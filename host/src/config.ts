declare global {
  interface Window {
    /** Written by the static server (`/env.js`) so one build can serve any API address. */
    __FLOWDECK_ENV__?: { apiUrl?: string };
  }
}

/** Base URL of the main API (spec §7 `{api}`): the server's runtime setting, else the build's. */
export const API_URL: string = window.__FLOWDECK_ENV__?.apiUrl ?? __API_URL__;
/** socket.io lives on the API's host (spec §4 Realtime). */
export const SOCKET_URL: string = new URL(API_URL).origin;
export const APP_VERSION: string = __APP_VERSION__;
