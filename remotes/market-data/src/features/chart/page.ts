import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Chart: its route, nav entry and requirement. */
export const CHART_PAGE = definePage({
  path: NAV_PATHS.chart,
  nav: { icon: 'CandlestickChart' },
  requires: 'readMarketData',
  load: () => import('./chart-page'),
});
