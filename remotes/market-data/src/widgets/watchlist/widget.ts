import { defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { WATCHLIST_SETTINGS } from './watchlist-settings';

/** The user's watchlist with last price and move; picking a row moves the widgets linked to it. */
export const WATCHLIST_WIDGET = defineWidget({
  id: 'watchlist',
  title: WIDGET_TITLES.watchlist,
  description: 'Your watchlist with last price and move on the day; pick a ticker to move linked widgets.',
  defaultSize: { w: 3, h: 8 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: WATCHLIST_SETTINGS,
  load: () => import('./watchlist-widget'),
});
