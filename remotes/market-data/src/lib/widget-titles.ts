import type { WidgetId } from '@flowdeck/contract';

/** The widgets this remote declares. */
export type MarketDataWidgetId = Extract<
  WidgetId,
  'market-overview' | 'watchlist' | 'live-flow' | 'market-tide' | 'gex-levels' | 'darkpool-top' | 'movers' | 'scanner'
>;

/**
 * Each widget's title, written once: its descriptor (`widget.ts`) shows it in the card's header and the
 * widget names its content region with it. Kept apart from the descriptors so a widget module does not
 * import the descriptor that loads it.
 */
export const WIDGET_TITLES: Record<MarketDataWidgetId, string> = {
  'market-overview': 'Market overview',
  watchlist: 'Watchlist',
  'live-flow': 'Live flow',
  'market-tide': 'Market tide',
  'gex-levels': 'GEX levels',
  'darkpool-top': 'Dark pool leaders',
  movers: 'Biggest movers',
  scanner: 'Scanner',
};
