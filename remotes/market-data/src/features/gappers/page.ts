import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Gappers: its route, nav entry and requirement. */
export const GAPPERS_PAGE = definePage({
  path: NAV_PATHS.gappers,
  nav: { icon: 'UnfoldMore' },
  requires: 'readMarketData',
  load: () => import('./gappers-page'),
});
