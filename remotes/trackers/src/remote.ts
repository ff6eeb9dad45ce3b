import { defineRemote } from '@flowdeck/contract';
import { SURFACE } from './surface';

/** The module the host loads: routes and nav entries with one lazily loaded page per route. */
export default defineRemote(SURFACE, __APP_VERSION__, {
  '/politicians': () => import('./features/politicians/politicians-page'),
});
