import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Screener: its route, nav entry and requirement. */
export const SCREENER_PAGE = definePage({
  path: NAV_PATHS.screener,
  nav: { icon: 'FilterAlt' },
  requires: 'readMarketData',
  load: () => import('./screener-page'),
});
