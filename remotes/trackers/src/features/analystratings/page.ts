import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Analyst Ratings: its route, nav entry and requirement. */
export const ANALYST_RATINGS_PAGE = definePage({
  path: NAV_PATHS.analystRatings,
  nav: { icon: 'StarRate' },
  requires: 'readTrackers',
  load: () => import('./analystratings-page'),
});
