import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** SMS Alerts: the user's alert rules on the product's signals, texted to their verified phone. */
export const SMS_ALERTS_PAGE = definePage({
  path: NAV_PATHS.smsAlerts,
  nav: { icon: 'NotificationsActive' },
  requires: 'useOwnTools',
  load: () => import('./sms-alerts-page'),
});
