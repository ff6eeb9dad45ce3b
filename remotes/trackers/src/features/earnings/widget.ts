import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import { EARNINGS_SCOPE_SETTING, EARNINGS_SCOPES, UPCOMING_EARNINGS_TITLE } from './widget/title';

/** Upcoming earnings: the next reports, for every company or the watchlist, with the options-implied move. */
export const UPCOMING_EARNINGS_WIDGET = defineWidget({
  id: 'upcoming-earnings',
  title: UPCOMING_EARNINGS_TITLE,
  description: 'The next earnings reports, before the open or after the close, with the move options imply.',
  defaultSize: { w: 4, h: 8 },
  minSize: { w: 3, h: 4 },
  requires: 'readTrackers',
  settings: [
    { key: EARNINGS_SCOPE_SETTING, label: 'Companies', kind: 'choice', choices: EARNINGS_SCOPES, default: 'all' },
  ],
  page: NAV_PATHS.earnings,
  load: () => import('./widget/upcoming-earnings-widget'),
});
