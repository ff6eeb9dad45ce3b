import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Biggest Movers: its route, nav entry and requirement. */
export const BIGGEST_MOVERS_PAGE = definePage({
  path: NAV_PATHS.biggestMovers,
  nav: { icon: 'TrendingUp' },
  requires: 'readMarketData',
  load: () => import('./biggestmovers-page'),
});
