import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Economic Calendar (spelt "Calender" in the spec's nav and path): its route, nav entry and requirement. */
export const ECONOMIC_CALENDAR_PAGE = definePage({
  path: NAV_PATHS.economicCalendar,
  nav: { icon: 'Event' },
  requires: 'readTrackers',
  load: () => import('./economic-calender-page'),
});
