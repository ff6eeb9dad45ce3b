import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Analyst Alerts: its route, nav entry and requirement. */
export const ANALYST_ALERTS_PAGE = definePage({
  path: NAV_PATHS.analystAlerts,
  nav: { icon: 'Insights' },
  requires: 'readTrackers',
  load: () => import('./analyst-alerts-page'),
});
