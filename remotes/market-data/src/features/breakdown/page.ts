import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Breakdown: its route, nav entry and requirement. */
export const BREAKDOWN_PAGE = definePage({
  path: NAV_PATHS.breakdown,
  nav: { icon: 'SouthEast' },
  requires: 'readMarketData',
  load: () => import('./breakdown-page'),
});
