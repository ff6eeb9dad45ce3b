import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Relative Volume: its route, nav entry and requirement. */
export const RELATIVE_VOLUME_PAGE = definePage({
  path: NAV_PATHS.relativeVolume,
  nav: { icon: 'BarChart' },
  requires: 'readMarketData',
  load: () => import('./relative-volume-page'),
});
