import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';

/** The session's tickers ranked by dark-pool notional. */
export const DARKPOOL_TOP_WIDGET = defineWidget({
  id: 'darkpool-top',
  title: WIDGET_TITLES['darkpool-top'],
  description: "The session's top tickers by dark-pool notional, with their share of the total.",
  defaultSize: { w: 3, h: 7 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  page: NAV_PATHS.darkpool,
  load: () => import('./widget/darkpool-top-widget'),
});
