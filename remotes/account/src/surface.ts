import type { RemoteSurface } from '@flowdeck/contract';
import { REFER_PATH } from '@flowdeck/contract';

/** The account remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'account',
  routes: [
    // Spec §2: /refer is public and fetches no profile.
    {
      path: REFER_PATH,
      requires: { action: 'read', subject: 'Referral' },
      authGuard: false,
      skipProfile: true,
      layout: 'blank',
    },
  ],
  nav: [],
};
