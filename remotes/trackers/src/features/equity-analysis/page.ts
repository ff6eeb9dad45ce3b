import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Equity Analysis: one company's verdict (DCF, quality scores, multiples, consensus, insiders). */
export const EQUITY_ANALYSIS_PAGE = definePage({
  path: NAV_PATHS.equityAnalysis,
  nav: { icon: 'Balance' },
  requires: 'readTrackers',
  load: () => import('./equity-analysis-page'),
});
