import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Net Flow: its route, nav entry and requirement. */
export const NET_FLOW_PAGE = definePage({
  path: NAV_PATHS.netFlow,
  nav: { icon: 'SwapVert' },
  requires: 'readMarketData',
  load: () => import('./net-flow-page'),
});
