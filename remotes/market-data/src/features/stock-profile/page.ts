import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Stock Profile: its route, nav entry and requirement. */
export const STOCK_PROFILE_PAGE = definePage({
  path: NAV_PATHS.stockProfile,
  nav: { icon: 'Business' },
  requires: 'readMarketData',
  load: () => import('./stock-profile-page'),
});
