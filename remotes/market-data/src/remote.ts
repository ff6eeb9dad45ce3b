import { defineRemote } from '@flowdeck/contract';
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
import { SURFACE } from './surface';

/** The module the host loads: routes and nav entries with one lazily loaded page per route. */
export default defineRemote(SURFACE, __APP_VERSION__, {
  [HOME_PATH]: () => import('./features/home/home-page'),
  [STOCK_PROFILE_PATH]: () => import('./features/stock-profile/stock-profile-page'),
  [CHART_PATH]: () => import('./features/chart/chart-page'),
  [FLOW_PATH]: () => import('./features/flow/flow-page'),
  [DARKPOOL_PATH]: () => import('./features/darkpool/darkpool-page'),
  [SNAPSHOT_PATH]: () => import('./features/snapshot/snapshot-page'),
  [GAMMA_PATH]: () => import('./features/gamma/gamma-page'),
  [NET_FLOW_PATH]: () => import('./features/net-flow/net-flow-page'),
});
