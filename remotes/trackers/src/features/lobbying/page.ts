import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Lobbying: LDA spend per company and quarter — its route, nav entry and requirement. */
export const LOBBYING_PAGE = definePage({
  path: NAV_PATHS.lobbying,
  nav: { icon: 'Gavel' },
  requires: 'readTrackers',
  load: () => import('./lobbying-page'),
});
