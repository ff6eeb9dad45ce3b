import { type PageDescriptor, surfaceOf } from '@flowdeck/contract';
import { WIDGETS } from './widgets';
import { AI_PICK_PAGE } from './features/ai-pick/page';
import { BIGGEST_MOVERS_PAGE } from './features/biggestmovers/page';
import { BREAKDOWN_PAGE } from './features/breakdown/page';
import { BREAKOUT_PAGE } from './features/breakout/page';
import { CHART_PAGE } from './features/chart/page';
import { DARKPOOL_PAGE } from './features/darkpool/page';
import { FLOW_PAGE } from './features/flow/page';
import { GAMMA_PAGE } from './features/gamma/page';
import { GAPPERS_PAGE } from './features/gappers/page';
import { NET_FLOW_PAGE } from './features/net-flow/page';
import { RELATIVE_VOLUME_PAGE } from './features/relative-volume/page';
import { SCREENER_PAGE } from './features/screener/page';
import { SNAPSHOT_PAGE } from './features/snapshot/page';
import { STOCK_PROFILE_PAGE } from './features/stock-profile/page';
import { VWAP_DEVIATION_PAGE } from './features/vwap-deviation/page';

export const REMOTE_ID = 'market-data';

/** Every page of this remote, each declared beside its code (`features/<url-segment>/page.ts`). */
export const PAGES: readonly PageDescriptor[] = [
  STOCK_PROFILE_PAGE,
  CHART_PAGE,
  FLOW_PAGE,
  AI_PICK_PAGE,
  DARKPOOL_PAGE,
  SNAPSHOT_PAGE,
  GAMMA_PAGE,
  NET_FLOW_PAGE,
  SCREENER_PAGE,
  BIGGEST_MOVERS_PAGE,
  GAPPERS_PAGE,
  RELATIVE_VOLUME_PAGE,
  VWAP_DEVIATION_PAGE,
  BREAKOUT_PAGE,
  BREAKDOWN_PAGE,
];

/** The remote's routes, nav entries and widgets as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES, WIDGETS);
