import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Institutional Tracker: 13F holdings per filer, per stock and market-wide — its route, nav entry and requirement. */
export const INSTITUTIONAL_TRACKER_PAGE = definePage({
  path: NAV_PATHS.institutionalTracker,
  nav: { icon: 'Business' },
  requires: 'readTrackers',
  load: () => import('./institutional-tracker-page'),
});
