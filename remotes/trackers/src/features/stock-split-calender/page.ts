import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Stock Split Calendar (spelt "Calender" in the spec's nav and path): its route, nav entry and requirement. */
export const STOCK_SPLIT_CALENDAR_PAGE = definePage({
  path: NAV_PATHS.stockSplitCalendar,
  nav: { icon: 'CallSplit' },
  requires: 'readTrackers',
  load: () => import('./stock-split-calender-page'),
});
