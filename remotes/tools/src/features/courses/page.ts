import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Learning Center: courses written for the product's users, with each user's progress. */
export const COURSES_PAGE = definePage({
  path: NAV_PATHS.courses,
  nav: { icon: 'School' },
  requires: 'useOwnTools',
  load: () => import('./courses-page'),
});
