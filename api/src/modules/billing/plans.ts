/**
 * The price list (spec §9: two plans per host, monthly and yearly, plus a bot monthly and a bot yearly
 * plan). Prices and what each plan includes live here and nowhere else; the checkout page shows what
 * the API answers. The brands themselves (names, host names, the four plan identifiers) are the shared
 * table in @flowdeck/contract that the host reads too.
 */
import { BRANDS, brandForHost as sharedBrandForHost, type Brand, type BrandPlans } from '@flowdeck/contract/brands';

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

interface BrandOffers {
  access: ProductOffer;
  bot: ProductOffer;
}

/** A brand with what it sells. */
export interface BrandCatalog extends Brand, BrandOffers {}

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

/** Prices per brand id of the shared brand table. */
const OFFERS: Readonly<Record<string, BrandOffers>> = {
  flowdeck: {
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
  optionsdeck: {
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
};

const BRAND_CATALOG: readonly BrandCatalog[] = BRANDS.map((brand) => {
  const offers = OFFERS[brand.id];
  if (!offers) throw new Error(`No prices for brand ${brand.id}`);
  return { ...brand, ...offers };
});

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

/** Which of the brand's four plan identifiers names each kind and interval. */
const PLAN_KEY: Record<PlanKind, Record<PlanInterval, keyof BrandPlans>> = {
  access: { month: 'monthly', year: 'yearly' },
  bot: { month: 'botMonthly', year: 'botYearly' },
};

export const PLANS: readonly Plan[] = BRAND_CATALOG.flatMap((brand) =>
  (['access', 'bot'] as const).flatMap((kind) =>
    (['month', 'year'] as const).map((interval): Plan => {
      const offer = brand[kind];
      return {
        id: brand.plans[PLAN_KEY[kind][interval]],
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

/** Every plan's identifier, as the brand table names them (the checkout contract accepts these alone). */
export { PLAN_IDS } from '@flowdeck/endpoints/billing';

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The brand served on a host name; case and a leading `www.` do not matter, unknown hosts get the default. */
export function brandForHost(hostname: string | undefined): BrandCatalog {
  const { id } = sharedBrandForHost(hostname);
  // Every shared brand has a catalog entry (checked when BRAND_CATALOG is built).
  return BRAND_CATALOG.find((brand) => brand.id === id) as BrandCatalog;
}

/** Percent a yearly plan saves against twelve payments of its monthly twin (unrounded). */
function exactYearlySaving(plan: Plan): number | null {
  if (plan.interval !== 'year') return null;
  const monthly = PLANS.find((p) => p.brandId === plan.brandId && p.kind === plan.kind && p.interval === 'month');
  if (!monthly) return null;
  return (1 - plan.priceCents / (monthly.priceCents * 12)) * 100;
}

/**
 * The brand's yearly saving: one number for its whole price list (the checkout's Yearly toggle, every
 * plan card and the order summary show it), computed from the prices here and nowhere else. It is what
 * every one of the brand's yearly plans saves at least against twelve monthly payments, in whole percent
 * rounded down, so it is true of each plan it is shown on.
 */
export function brandYearlySavingPercent(brandId: string): number | null {
  const savings = PLANS.filter((plan) => plan.brandId === brandId)
    .map(exactYearlySaving)
    .filter((saving): saving is number => saving !== null);
  if (savings.length === 0) return null;
  const saving = Math.floor(Math.min(...savings));
  return saving > 0 ? saving : null;
}

/** A yearly plan's saving as shown: the brand's one yearly saving; null for monthly plans. */
export function yearlySavingPercent(plan: Plan): number | null {
  return plan.interval === 'year' ? brandYearlySavingPercent(plan.brandId) : null;
}
