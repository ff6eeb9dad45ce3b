import { defineRemote } from '@flowdeck/contract';
import { HOME_PATH, STOCK_PROFILE_PATH } from './paths';
import { SURFACE } from './surface';

/** The module the host loads: routes and nav entries with one lazily loaded page per route. */
export default defineRemote(SURFACE, __APP_VERSION__, {
  [HOME_PATH]: () => import('./features/home/home-page'),
  [STOCK_PROFILE_PATH]: () => import('./features/stock-profile/stock-profile-page'),
});
