import { DEFAULT_FILTERS, type FlowFilters, sameFilters } from './flow-filters';

export type FlowPresetId = 'all' | 'ask' | 'bid' | 'big' | 'multi-leg';

export interface FlowPreset {
  id: FlowPresetId;
  label: string;
  /** What the preset shows, for its tooltip and accessible description. */
  description: string;
  /** Applied over the default filters (the ticker scope is kept). */
  filters: Partial<FlowFilters>;
}

/** Premium from which a trade counts as big: about the top 2 % of orders. */
export const BIG_TRADE_PREMIUM = 250_000;

export const FLOW_PRESETS: readonly FlowPreset[] = [
  { id: 'all', label: 'All flow', description: 'Every order, no filters', filters: {} },
  {
    id: 'ask',
    label: 'Ask flow',
    description: 'Orders filled at or above the ask: buyers paying up',
    filters: { sides: ['above_ask', 'ask'] },
  },
  {
    id: 'bid',
    label: 'Bid flow',
    description: 'Orders filled at or below the bid: sellers hitting bids',
    filters: { sides: ['bid', 'below_bid'] },
  },
  {
    id: 'big',
    label: 'Big trades',
    description: 'Orders of $250K premium or more',
    filters: { minPremium: BIG_TRADE_PREMIUM },
  },
  {
    id: 'multi-leg',
    label: 'Multi-leg',
    description: 'Spreads, straddles and other orders of several legs',
    filters: { kinds: ['multi_leg'] },
  },
];

/** The preset's filters for the tickers already chosen. */
export function applyPreset(preset: FlowPreset, current: FlowFilters): FlowFilters {
  return { ...DEFAULT_FILTERS, ...preset.filters, tickers: current.tickers };
}

/** The preset these filters are exactly, if any (ticker scope aside). */
export function activePreset(filters: FlowFilters): FlowPresetId | null {
  return FLOW_PRESETS.find((preset) => sameFilters(applyPreset(preset, filters), filters))?.id ?? null;
}
