import { defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';

/** The index ETFs (S&P 500, Nasdaq-100, Russell 2000, Dow) as small cards; each opens its profile. */
export const MARKET_OVERVIEW_WIDGET = defineWidget({
  id: 'market-overview',
  title: WIDGET_TITLES['market-overview'],
  description: 'SPY, QQQ, IWM and DIA: last price, move on the day and the last month of closes.',
  defaultSize: { w: 6, h: 5 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  load: () => import('./market-overview-widget'),
});
