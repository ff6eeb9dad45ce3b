import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';

/** Market tide: net call and net put premium across every ticker since the open, as a small chart. */
export const MARKET_TIDE_WIDGET = defineWidget({
  id: 'market-tide',
  title: WIDGET_TITLES['market-tide'],
  description: 'Net call and net put premium across the market since the open, and the tide they add up to.',
  defaultSize: { w: 4, h: 6 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  page: NAV_PATHS.netFlow,
  load: () => import('./widget/market-tide-widget'),
});
