/**
 * The price list (spec §9: two plans per host, monthly and yearly, plus a bot monthly and a bot yearly
 * plan). Prices and what each plan includes live here and nowhere else; the checkout page shows what
 * the API answers. Plan ids match the host's brand configuration (`<brand>_monthly`, `<brand>_bot_yearly`…).
 */

export const CURRENCY = 'usd';

export type PlanKind = 'access' | 'bot';
export type PlanInterval = 'month' | 'year';

/** How many days of access (or of the bot) one paid period credits. */
export const INTERVAL_DAYS: Record<PlanInterval, number> = { month: 30, year: 365 };

interface ProductOffer {
  name: string;
  tagline: string;
  monthlyCents: number;
  yearlyCents: number;
  features: readonly string[];
}

export interface BrandCatalog {
  id: string;
  name: string;
  /** Host names (without `www.`) this brand is served on. */
  hostnames: readonly string[];
  access: ProductOffer;
  bot: ProductOffer;
}

const ACCESS_FEATURES = [
  'Live options flow with sweeps, blocks and unusual-activity tags',
  'Dark pool prints with the NBBO at print time',
  'Gamma exposure, net flow and market gauges',
  'Politician, insider and institutional trackers',
  'Screeners, gappers, breakouts and relative volume',
  'SMS alerts, trade journal and options calculator',
] as const;

const BOT_FEATURES = [
  'Your saved flow filters posted to your own Discord channel',
  'Dark pool prints as they print',
  'Pre-market gappers every morning',
  'Test messages and a history of everything sent',
] as const;

export const BRAND_CATALOG: readonly BrandCatalog[] = [
  {
    id: 'flowdeck',
    name: 'FlowDeck',
    hostnames: ['flowdeck.app'],
    access: {
      name: 'FlowDeck Pro',
      tagline: 'Every market data page and tool',
      monthlyCents: 4_900,
      yearlyCents: 46_800,
      features: ACCESS_FEATURES,
    },
    bot: {
      name: 'Discord Bot',
      tagline: 'Alerts in your own Discord server',
      monthlyCents: 1_900,
      yearlyCents: 18_000,
      features: BOT_FEATURES,
    },
  },
  {
    id: 'optionsdeck',
    name: 'OptionsDeck',
    hostnames: ['optionsdeck.io'],
    access: {
      name: 'OptionsDeck Pro',
      tagline: 'Every market data page and tool',
      monthlyCents: 3_900,
      yearlyCents: 37_200,
      features: ACCESS_FEATURES,
    },
    bot: {
      name: 'Discord Bot',
      tagline: 'Alerts in your own Discord server',
      monthlyCents: 1_500,
      yearlyCents: 14_400,
      features: BOT_FEATURES,
    },
  },
];

/** The brand of an unknown host (local runs, previews). */
export const DEFAULT_BRAND_ID = 'flowdeck';

export interface Plan {
  id: string;
  brandId: string;
  kind: PlanKind;
  interval: PlanInterval;
  name: string;
  tagline: string;
  priceCents: number;
  days: number;
  features: readonly string[];
}

function planId(brandId: string, kind: PlanKind, interval: PlanInterval): string {
  const period = interval === 'month' ? 'monthly' : 'yearly';
  return kind === 'access' ? `${brandId}_${period}` : `${brandId}_bot_${period}`;
}

export const PLANS: readonly Plan[] = BRAND_CATALOG.flatMap((brand) =>
  (['access', 'bot'] as const).flatMap((kind) =>
    (['month', 'year'] as const).map((interval): Plan => {
      const offer = brand[kind];
      return {
        id: planId(brand.id, kind, interval),
        brandId: brand.id,
        kind,
        interval,
        name: offer.name,
        tagline: offer.tagline,
        priceCents: interval === 'month' ? offer.monthlyCents : offer.yearlyCents,
        days: INTERVAL_DAYS[interval],
        features: offer.features,
      };
    }),
  ),
);

export const PLAN_IDS: readonly string[] = PLANS.map((plan) => plan.id);

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The brand served on a host name; case and a leading `www.` do not matter, unknown hosts get the default. */
export function brandForHost(hostname: string | undefined): BrandCatalog {
  const host = (hostname ?? '')
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  const found = BRAND_CATALOG.find((brand) => brand.hostnames.includes(host));
  return found ?? BRAND_CATALOG.find((brand) => brand.id === DEFAULT_BRAND_ID) ?? (BRAND_CATALOG[0] as BrandCatalog);
}

/** What a yearly plan saves against twelve monthly payments, in whole percent (rounded down). */
export function yearlySavingPercent(plan: Plan): number | null {
  if (plan.interval !== 'year') return null;
  const monthly = PLANS.find((p) => p.brandId === plan.brandId && p.kind === plan.kind && p.interval === 'month');
  if (!monthly) return null;
  return Math.floor((1 - plan.priceCents / (monthly.priceCents * 12)) * 100);
}
