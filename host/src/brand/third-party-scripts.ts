import type { BrandScripts } from './brand';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

/** The globals the three vendors' loaders read (their documented snippets, without inline script tags). */
interface VendorWindow {
  Intercom?: Queue;
  intercomSettings?: Record<string, unknown>;
  _rwq?: string;
  rewardful?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export const CHAT_WIDGET_URL = 'https://widget.intercom.io/widget/';
export const CHAT_API_BASE = 'https://api-iam.intercom.io';
export const AFFILIATE_SCRIPT_URL = 'https://r.wdfl.co/rw.js';
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'font-src' | 'media-src';

/** What each service needs the Content-Security-Policy to allow (the vendors' published lists). */
export const THIRD_PARTY_CSP: Record<keyof BrandScripts, Partial<Record<CspDirective, string[]>>> = {
  chatAppId: {
    'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    'connect-src': [CHAT_API_BASE, 'https://*.intercom.io', 'wss://*.intercom.io', 'https://uploads.intercomcdn.com'],
    'img-src': ['https://*.intercomcdn.com', 'https://*.intercom-attachments.com', 'https://*.intercomassets.com'],
    'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    'media-src': ['https://js.intercomcdn.com'],
  },
  affiliateKey: {
    'script-src': ['https://r.wdfl.co'],
    'connect-src': ['https://api.getrewardful.com'],
  },
  analyticsId: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

/**
 * The extra CSP sources the configured services need, and nothing for the ones that are off, so the
 * server's policy allows exactly what the page loads.
 */
export function cspSourcesFor(scripts: BrandScripts): Partial<Record<CspDirective, string[]>> {
  const sources: Partial<Record<CspDirective, string[]>> = {};
  for (const service of Object.keys(THIRD_PARTY_CSP) as (keyof BrandScripts)[]) {
    if (!scripts[service]) continue;
    for (const [directive, list] of Object.entries(THIRD_PARTY_CSP[service]) as [CspDirective, string[]][])
      sources[directive] = [...new Set([...(sources[directive] ?? []), ...list])];
  }
  return sources;
}

/** Adds an async script once; the page never waits for it. */
export function loadScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const existing = Array.from(document.scripts).find((script) => script.src === src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return script;
}

function queue(): Queue {
  const fn: Queue = (...args: unknown[]) => {
    (fn.q ??= []).push(args);
  };
  return fn;
}

export interface ThirdParty {
  /** After every route change: refresh the chat widget and count the page view. */
  routeChanged: (path: string) => void;
}

/** Starts the configured services at launch; services without an id stay off and load nothing. */
export function startThirdParty(scripts: BrandScripts): ThirdParty {
  const w = window as unknown as VendorWindow;
  if (scripts.chatAppId) {
    w.intercomSettings = { api_base: CHAT_API_BASE, app_id: scripts.chatAppId };
    w.Intercom ??= queue();
    w.Intercom('boot', { api_base: CHAT_API_BASE, app_id: scripts.chatAppId });
    loadScript(`${CHAT_WIDGET_URL}${encodeURIComponent(scripts.chatAppId)}`);
  }
  if (scripts.affiliateKey) {
    w._rwq = 'rewardful';
    w.rewardful ??= queue();
    loadScript(AFFILIATE_SCRIPT_URL, { 'data-rewardful': scripts.affiliateKey });
  }
  if (scripts.analyticsId) {
    w.dataLayer ??= [];
    // gtag reads the `arguments` object itself, not an array: this is its documented shape.
    w.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params -- see above
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', scripts.analyticsId);
    loadScript(`${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(scripts.analyticsId)}`);
  }
  return {
    routeChanged: (path) => {
      if (scripts.chatAppId) w.Intercom?.('update', { last_request_at: Math.floor(Date.now() / 1000) });
      if (scripts.analyticsId) w.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href });
    },
  };
}
