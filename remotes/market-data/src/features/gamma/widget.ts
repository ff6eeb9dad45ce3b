import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { GEX_LEVELS_SETTINGS } from './widget/gex-levels-settings';

/** One ticker's gamma levels: call wall, zero gamma, put wall around spot, and net GEX. */
export const GEX_LEVELS_WIDGET = defineWidget({
  id: 'gex-levels',
  title: WIDGET_TITLES['gex-levels'],
  description: "A ticker's dealer gamma levels around spot: call wall, zero gamma, put wall and net GEX.",
  defaultSize: { w: 3, h: 6 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: GEX_LEVELS_SETTINGS,
  page: NAV_PATHS.gamma,
  load: () => import('./widget/gex-levels-widget'),
});
