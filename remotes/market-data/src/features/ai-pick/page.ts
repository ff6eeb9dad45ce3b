import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** AI Pick: its route, nav entry and requirement. */
export const AI_PICK_PAGE = definePage({
  path: NAV_PATHS.aiPick,
  nav: { icon: 'AutoAwesome' },
  requires: 'readMarketData',
  load: () => import('./ai-pick-page'),
});
