import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Gamma: its route, nav entry and requirement. */
export const GAMMA_PAGE = definePage({
  path: NAV_PATHS.gamma,
  nav: { icon: 'Functions' },
  requires: 'readMarketData',
  load: () => import('./gamma-page'),
});
