import { type RemoteSurface, specNavEntry } from '@flowdeck/contract';
import { HOME_PATH, STOCK_PROFILE_PATH } from './paths';

const READ_MARKET_DATA = { action: 'read', subject: 'MarketData' } as const;
const READ_DASHBOARD = { action: 'read', subject: 'Dashboard' } as const;

/** The market-data remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'market-data',
  routes: [
    { path: HOME_PATH, requires: READ_DASHBOARD },
    { path: STOCK_PROFILE_PATH, requires: READ_MARKET_DATA },
  ],
  nav: [
    specNavEntry(HOME_PATH, { icon: 'Dashboard', requires: READ_DASHBOARD }),
    specNavEntry(STOCK_PROFILE_PATH, { icon: 'Business', requires: READ_MARKET_DATA }),
  ],
};
