import { definePage, REFER_PATH } from '@flowdeck/contract';

/** Refer: spec §2, public and without a profile fetch. */
export const REFER_PAGE = definePage({
  path: REFER_PATH,
  requires: 'readReferral',
  authGuard: false,
  skipProfile: true,
  layout: 'blank',
  load: () => import('./refer-page'),
});
