import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Ratio Analysis: its route, nav entry and requirement. */
export const RATIO_ANALYSIS_PAGE = definePage({
  path: NAV_PATHS.ratioAnalysis,
  nav: { icon: 'Functions' },
  requires: 'readTrackers',
  load: () => import('./ratioanalysis-page'),
});
