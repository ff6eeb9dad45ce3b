import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { LIVE_FLOW_SETTINGS } from './widget/live-flow-settings';

/** The newest options orders as they print, optionally through one of the user's saved Flows filters. */
export const LIVE_FLOW_WIDGET = defineWidget({
  id: 'live-flow',
  title: WIDGET_TITLES['live-flow'],
  description: 'The newest options orders as they print: contract, premium and side, through a saved filter.',
  defaultSize: { w: 4, h: 8 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: LIVE_FLOW_SETTINGS,
  page: NAV_PATHS.flow,
  load: () => import('./widget/live-flow-widget'),
});
