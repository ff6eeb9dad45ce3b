import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Custom Dashboard, the post-login landing: its route, nav entry and requirement. */
export const HOME_PAGE = definePage({
  path: NAV_PATHS.home,
  nav: { icon: 'Dashboard' },
  requires: 'readDashboard',
  load: () => import('./home-page'),
});
