import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Darkpool: its route, nav entry and requirement. */
export const DARKPOOL_PAGE = definePage({
  path: NAV_PATHS.darkpool,
  nav: { icon: 'AccountBalance' },
  requires: 'readMarketData',
  load: () => import('./darkpool-page'),
});
