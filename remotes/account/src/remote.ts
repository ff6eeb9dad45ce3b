import { remoteOf } from '@flowdeck/contract';
import { PAGES, REMOTE_ID } from './surface';

/** The module the host loads: routes and nav entries with one lazily loaded page per route. */
export default remoteOf(REMOTE_ID, __APP_VERSION__, PAGES);
