import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** News: its route, nav entry and requirement. */
export const NEWS_PAGE = definePage({
  path: NAV_PATHS.news,
  nav: { icon: 'Newspaper' },
  requires: 'readTrackers',
  load: () => import('./news-page'),
});
