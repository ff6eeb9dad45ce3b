import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Snapshot: its route, nav entry and requirement. */
export const SNAPSHOT_PAGE = definePage({
  path: NAV_PATHS.snapshot,
  nav: { icon: 'CameraAlt' },
  requires: 'readMarketData',
  load: () => import('./snapshot-page'),
});
