import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Insider Trading: its route, nav entry and requirement. */
export const INSIDERS_PAGE = definePage({
  path: NAV_PATHS.insiders,
  nav: { icon: 'Badge' },
  requires: 'readTrackers',
  load: () => import('./insiders-page'),
});
