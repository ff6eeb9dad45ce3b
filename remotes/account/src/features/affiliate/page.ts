import { AFFILIATE_PATH, definePage } from '@flowdeck/contract';

/** Affiliate: spec §2, linked from the footer's referral code. */
export const AFFILIATE_PAGE = definePage({
  path: AFFILIATE_PATH,
  requires: 'readOwnAccount',
  load: () => import('./affiliate-page'),
});
