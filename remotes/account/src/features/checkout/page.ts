import { CHECKOUT_PATH, definePage } from '@flowdeck/contract';

/** Checkout: spec §2, reached after registration; open to lapsed users (billing calls have no paywall). */
export const CHECKOUT_PAGE = definePage({
  path: CHECKOUT_PATH,
  requires: 'readOwnAccount',
  load: () => import('./checkout-page'),
});
