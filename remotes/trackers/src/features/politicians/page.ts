import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Politician Tracker: its route, nav entry and requirement. */
export const POLITICIANS_PAGE = definePage({
  path: NAV_PATHS.politicians,
  nav: { icon: 'AccountBalance' },
  requires: 'readTrackers',
  load: () => import('./politicians-page'),
});
