import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Breakout: its route, nav entry and requirement. */
export const BREAKOUT_PAGE = definePage({
  path: NAV_PATHS.breakout,
  nav: { icon: 'NorthEast' },
  requires: 'readMarketData',
  load: () => import('./breakout-page'),
});
