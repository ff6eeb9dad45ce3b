import { remoteOf } from '@flowdeck/contract';
import { PAGES, REMOTE_ID } from './surface';
import { WIDGETS } from './widgets';

/** The module the host loads: routes, nav entries and widgets, each page and widget loaded lazily. */
export default remoteOf(REMOTE_ID, __APP_VERSION__, PAGES, WIDGETS);
