import {
  AFFILIATE_SCRIPT_URL,
  ANALYTICS_SCRIPT_URL,
  CHAT_API_BASE,
  CHAT_WIDGET_URL,
  type ThirdPartyScripts,
} from '@flowdeck/contract';

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
export function startThirdParty(scripts: ThirdPartyScripts): ThirdParty {
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
