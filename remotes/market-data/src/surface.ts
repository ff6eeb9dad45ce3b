import { surfaceOf } from '@flowdeck/contract';
import { PAGES } from './pages.gen';
import { WIDGETS } from './widgets';

/** The pages come from the page index (`pages.gen.ts`, written from each `features/<url-segment>/page.ts`). */
export { PAGES };

export const REMOTE_ID = 'market-data';

/** The remote's routes, nav entries and widgets as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES, WIDGETS);
