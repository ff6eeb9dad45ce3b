import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { MOVERS_SETTINGS } from './widget/movers-settings';

/** The regular session's top gainers or losers. */
export const MOVERS_WIDGET = defineWidget({
  id: 'movers',
  title: WIDGET_TITLES.movers,
  description: 'Top gainers or losers of the session, with price and change.',
  defaultSize: { w: 3, h: 7 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: MOVERS_SETTINGS,
  page: NAV_PATHS.biggestMovers,
  load: () => import('./widget/movers-widget'),
});
