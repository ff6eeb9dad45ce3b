import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import { POLITICIAN_TRADES_TITLE } from './widget/title';

/** Politician trades: the latest disclosed trades by members of Congress, newest disclosure first. */
export const POLITICIAN_TRADES_WIDGET = defineWidget({
  id: 'politician-trades',
  title: POLITICIAN_TRADES_TITLE,
  description: 'The latest stock trades members of Congress have disclosed under the STOCK Act.',
  defaultSize: { w: 4, h: 8 },
  minSize: { w: 3, h: 4 },
  requires: 'readTrackers',
  page: NAV_PATHS.politicians,
  load: () => import('./widget/politician-trades-widget'),
});
