import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Earnings: its route, nav entry and requirement. */
export const EARNINGS_PAGE = definePage({
  path: NAV_PATHS.earnings,
  nav: { icon: 'EventNote' },
  requires: 'readTrackers',
  load: () => import('./earnings-page'),
});
