/**
 * Spec §1 third-party scripts (customer chat widget, affiliate tracking, web analytics) and what each
 * needs the Content-Security-Policy to allow. The host loads them; the static server and nginx build
 * their policy from the same table, so the policy allows exactly what the page loads.
 */

/** Which services are on: each stays off (null) unless its id is configured on the server. */
export interface ThirdPartyScripts {
  /** Customer chat widget (Intercom) workspace id. */
  chatAppId: string | null;
  /** Affiliate tracking (Rewardful) API key; its `via` parameter is the referral code (spec §3). */
  affiliateKey: string | null;
  /** Web analytics (Google Analytics 4) measurement id. */
  analyticsId: string | null;
}

export const NO_THIRD_PARTY_SCRIPTS: ThirdPartyScripts = { chatAppId: null, affiliateKey: null, analyticsId: null };

/** Keeps only ids that are non-empty strings, so a blank or malformed setting leaves its service off. */
export function resolveThirdPartyScripts(configured: Partial<ThirdPartyScripts> | null | undefined): ThirdPartyScripts {
  const id = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    chatAppId: id(configured?.chatAppId),
    affiliateKey: id(configured?.affiliateKey),
    analyticsId: id(configured?.analyticsId),
  };
}

export const CHAT_WIDGET_URL = 'https://widget.intercom.io/widget/';
export const CHAT_API_BASE = 'https://api-iam.intercom.io';
export const AFFILIATE_SCRIPT_URL = 'https://r.wdfl.co/rw.js';
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'font-src' | 'media-src';
export type CspSources = Partial<Record<CspDirective, string[]>>;

/** What each service needs the Content-Security-Policy to allow (the vendors' published lists). */
export const THIRD_PARTY_CSP: Record<keyof ThirdPartyScripts, CspSources> = {
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
export function cspSourcesFor(scripts: ThirdPartyScripts): CspSources {
  const sources: CspSources = {};
  for (const service of Object.keys(THIRD_PARTY_CSP) as (keyof ThirdPartyScripts)[]) {
    if (!scripts[service]) continue;
    for (const [directive, list] of Object.entries(THIRD_PARTY_CSP[service]) as [CspDirective, string[]][])
      sources[directive] = [...new Set([...(sources[directive] ?? []), ...list])];
  }
  return sources;
}
