import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** VWAP Deviation: its route, nav entry and requirement. */
export const VWAP_DEVIATION_PAGE = definePage({
  path: NAV_PATHS.vwapDeviation,
  nav: { icon: 'Waves' },
  requires: 'readMarketData',
  load: () => import('./vwap-deviation-page'),
});
