import { surfaceOf } from '@flowdeck/contract';
import { PAGES } from './pages.gen';

/** The pages come from the page index (`pages.gen.ts`, written from each `features/<url-segment>/page.ts`). */
export { PAGES };

export const REMOTE_ID = 'account';

/** The remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES);
