import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Fundamentals: its route, nav entry and requirement. */
export const FUNDAMENTALS_PAGE = definePage({
  path: NAV_PATHS.fundamentals,
  nav: { icon: 'AccountBalance' },
  requires: 'readTrackers',
  load: () => import('./fundamentals-page'),
});
