/**
 * Spec §9 brands: what differs from one host name to another. The one table the host (links, plan
 * identifiers) and the API (price list, checkout) both read. No relative imports: the API (NodeNext)
 * imports this file alone as `@flowdeck/contract/brands`.
 */

/** Spec §9: two price plans per host, plus a bot monthly and a bot yearly plan. */
export interface BrandPlans {
  monthly: string;
  yearly: string;
  botMonthly: string;
  botYearly: string;
}

export interface Brand {
  /** Stable key (the API keys prices by it). */
  id: string;
  name: string;
  /** Host names (without `www.`) this brand is served on. */
  hostnames: readonly string[];
  siteUrl: string;
  discordUrl: string;
  twitterUrl: string;
  instagramUrl: string;
  plans: BrandPlans;
}

export const DEFAULT_BRAND: Brand = {
  id: 'flowdeck',
  name: 'FlowDeck',
  hostnames: ['flowdeck.app'],
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
};

/** Every brand; a host not listed under any of them gets {@link DEFAULT_BRAND}. */
export const BRANDS: readonly Brand[] = [
  DEFAULT_BRAND,
  {
    id: 'optionsdeck',
    name: 'OptionsDeck',
    hostnames: ['optionsdeck.io'],
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
  },
];

/** The brand served on a host name: case and a leading `www.` do not matter; unknown hosts get the default. */
export function brandForHost(hostname: string | undefined): Brand {
  const host = (hostname ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return BRANDS.find((brand) => brand.hostnames.includes(host)) ?? DEFAULT_BRAND;
}
