/** Third-party services a brand may turn on; each is off unless its id is configured. */
export interface BrandScripts {
  /** Customer chat widget (Intercom) workspace id. */
  chatAppId: string | null;
  /** Affiliate tracking (Rewardful) API key; its `via` parameter is the referral code (spec §3). */
  affiliateKey: string | null;
  /** Web analytics (Google Analytics 4) measurement id. */
  analyticsId: string | null;
}

/** Spec §9: two price plans per host, plus a bot monthly and a bot yearly plan. */
export interface BrandPlans {
  monthly: string;
  yearly: string;
  botMonthly: string;
  botYearly: string;
}

/** Spec §9 brand configuration: what differs from one host name to another. */
export interface Brand {
  name: string;
  siteUrl: string;
  discordUrl: string;
  twitterUrl: string;
  instagramUrl: string;
  plans: BrandPlans;
  scripts: BrandScripts;
}

const NO_SCRIPTS: BrandScripts = { chatAppId: null, affiliateKey: null, analyticsId: null };

export const DEFAULT_BRAND: Brand = {
  name: 'FlowDeck',
  siteUrl: 'https://flowdeck.app',
  discordUrl: 'https://discord.gg/flowdeck',
  twitterUrl: 'https://twitter.com/flowdeckapp',
  instagramUrl: 'https://www.instagram.com/flowdeckapp',
  plans: {
    monthly: 'flowdeck_monthly',
    yearly: 'flowdeck_yearly',
    botMonthly: 'flowdeck_bot_monthly',
    botYearly: 'flowdeck_bot_yearly',
  },
  scripts: NO_SCRIPTS,
};

/** Brands by host name (without `www.`). A host not listed gets the default brand. */
export const BRANDS: Record<string, Brand> = {
  'flowdeck.app': DEFAULT_BRAND,
  'optionsdeck.io': {
    name: 'OptionsDeck',
    siteUrl: 'https://optionsdeck.io',
    discordUrl: 'https://discord.gg/optionsdeck',
    twitterUrl: 'https://twitter.com/optionsdeck',
    instagramUrl: 'https://www.instagram.com/optionsdeck',
    plans: {
      monthly: 'optionsdeck_monthly',
      yearly: 'optionsdeck_yearly',
      botMonthly: 'optionsdeck_bot_monthly',
      botYearly: 'optionsdeck_bot_yearly',
    },
    scripts: NO_SCRIPTS,
  },
};

/** The brand for a host name: case and a leading `www.` do not matter; unknown hosts get the default. */
export function brandFor(hostname: string): Brand {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return BRANDS[host] ?? DEFAULT_BRAND;
}

/** The brand of the page being shown. */
export function currentBrand(): Brand {
  return brandFor(window.location.hostname);
}
