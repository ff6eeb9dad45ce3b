import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Media Page: the product's YouTube videos and live streams. */
export const MEDIA_PAGE = definePage({
  path: NAV_PATHS.mediaPage,
  nav: { icon: 'PlayCircle' },
  requires: 'useTools',
  load: () => import('./media-page'),
});
