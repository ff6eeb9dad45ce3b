import { ACCOUNT_SETTINGS_PATH, definePage } from '@flowdeck/contract';

/** The signed-in user's profile, phone, password, sessions and billing. */
export const ACCOUNT_SETTINGS_PAGE = definePage({
  path: ACCOUNT_SETTINGS_PATH,
  requires: 'manageOwnAccount',
  load: () => import('./account-settings-page'),
});
