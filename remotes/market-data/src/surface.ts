import { type RemoteSurface, specNavEntry } from '@flowdeck/contract';
import {
  CHART_PATH,
  DARKPOOL_PATH,
  FLOW_PATH,
  GAMMA_PATH,
  HOME_PATH,
  NET_FLOW_PATH,
  SNAPSHOT_PATH,
  STOCK_PROFILE_PATH,
} from './paths';

const READ_MARKET_DATA = { action: 'read', subject: 'MarketData' } as const;
const READ_DASHBOARD = { action: 'read', subject: 'Dashboard' } as const;

/** Market pages: path and nav icon; each needs read MarketData. */
const MARKET_PAGES = [
  [STOCK_PROFILE_PATH, 'Business'],
  [CHART_PATH, 'CandlestickChart'],
  [FLOW_PATH, 'Waves'],
  [DARKPOOL_PATH, 'AccountBalance'],
  [SNAPSHOT_PATH, 'CameraAlt'],
  [GAMMA_PATH, 'Functions'],
  [NET_FLOW_PATH, 'SwapVert'],
] as const;

/** The market-data remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'market-data',
  routes: [
    { path: HOME_PATH, requires: READ_DASHBOARD },
    ...MARKET_PAGES.map(([path]) => ({ path, requires: READ_MARKET_DATA })),
  ],
  nav: [
    specNavEntry(HOME_PATH, { icon: 'Dashboard', requires: READ_DASHBOARD }),
    ...MARKET_PAGES.map(([path, icon]) => specNavEntry(path, { icon, requires: READ_MARKET_DATA })),
  ],
};
