import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Custom Dashboard, the post-login landing: every remote's widgets on the user's own grid. */
export const HOME_PAGE = definePage({
  path: NAV_PATHS.home,
  nav: { icon: 'Dashboard' },
  requires: 'readDashboard',
  load: () => import('./dashboard-page'),
});
