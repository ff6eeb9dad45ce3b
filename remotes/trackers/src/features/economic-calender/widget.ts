import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import {
  DEFAULT_RELEASE_IMPORTANCE,
  ECONOMIC_RELEASES_TITLE,
  RELEASE_IMPORTANCE_CHOICES,
  RELEASE_IMPORTANCE_SETTING,
} from './widget/title';

/** Economic releases: the next scheduled US releases and the latest prints against their forecasts. */
export const ECONOMIC_RELEASES_WIDGET = defineWidget({
  id: 'economic-releases',
  title: ECONOMIC_RELEASES_TITLE,
  description: 'The next US economic releases and FOMC meetings, and the latest figures against the forecast.',
  defaultSize: { w: 4, h: 9 },
  minSize: { w: 3, h: 4 },
  requires: 'readTrackers',
  settings: [
    {
      key: RELEASE_IMPORTANCE_SETTING,
      label: 'Importance',
      kind: 'choice',
      choices: RELEASE_IMPORTANCE_CHOICES,
      default: DEFAULT_RELEASE_IMPORTANCE,
    },
  ],
  page: NAV_PATHS.economicCalendar,
  load: () => import('./widget/economic-releases-widget'),
});
