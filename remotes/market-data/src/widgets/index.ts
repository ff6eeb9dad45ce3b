import type { WidgetDescriptor } from '@flowdeck/contract';
import { DARKPOOL_TOP_WIDGET } from '../features/darkpool/widget';
import { GEX_LEVELS_WIDGET } from '../features/gamma/widget';
import { LIVE_FLOW_WIDGET } from '../features/flow/widget';
import { MARKET_TIDE_WIDGET } from '../features/net-flow/widget';
import { MOVERS_WIDGET } from '../features/biggestmovers/widget';
import { MARKET_OVERVIEW_WIDGET } from './market-overview/widget';
import { SCANNER_WIDGET } from './scanner/widget';
import { WATCHLIST_WIDGET } from './watchlist/widget';

/**
 * Every dashboard widget of this remote, each declared beside its code: a page's widget in its page's
 * folder (`features/<url-segment>/widget.ts`), the others in `widgets/<widget-id>/widget.ts`.
 */
export const WIDGETS: readonly WidgetDescriptor[] = [
  MARKET_OVERVIEW_WIDGET,
  WATCHLIST_WIDGET,
  LIVE_FLOW_WIDGET,
  MARKET_TIDE_WIDGET,
  GEX_LEVELS_WIDGET,
  DARKPOOL_TOP_WIDGET,
  MOVERS_WIDGET,
  SCANNER_WIDGET,
];
