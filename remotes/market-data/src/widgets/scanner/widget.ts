import { NAV_PATHS, defineWidget } from '@flowdeck/contract';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { SCANNER_SETTINGS } from './scanner-settings';

/** The top rows of one scanner (breakout, breakdown, gappers, relative volume or VWAP deviation). */
export const SCANNER_WIDGET = defineWidget({
  id: 'scanner',
  title: WIDGET_TITLES.scanner,
  description: 'The top rows of a scanner: breakouts, breakdowns, gappers, relative volume or VWAP deviation.',
  defaultSize: { w: 3, h: 7 },
  minSize: { w: 3, h: 4 },
  requires: 'readMarketData',
  settings: SCANNER_SETTINGS,
  // The default scanner's page; the widget links to the page of the scanner it shows.
  page: NAV_PATHS.breakout,
  load: () => import('./scanner-widget'),
});
