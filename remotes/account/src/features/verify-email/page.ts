import { definePage } from '@flowdeck/contract';
import { VERIFY_EMAIL_PATH } from '@flowdeck/endpoints/email-verification';

/**
 * Where the verification mail's link lands (issue 22, ADR 0008): public, since the mail may be opened in
 * another browser than the one that registered; opening it starts the 7-day trial.
 */
export const VERIFY_EMAIL_PAGE = definePage({
  path: VERIFY_EMAIL_PATH,
  requires: 'public',
  authGuard: false,
  layout: 'blank',
  load: () => import('./verify-email-page'),
});
