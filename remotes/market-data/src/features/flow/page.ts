import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Flows: its route, nav entry and requirement. */
export const FLOW_PAGE = definePage({
  path: NAV_PATHS.flow,
  nav: { icon: 'Waves' },
  requires: 'readMarketData',
  load: () => import('./flow-page'),
});
