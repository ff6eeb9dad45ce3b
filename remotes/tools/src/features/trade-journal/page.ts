import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Trade Journal: the signed-in user's own executions, trades and statistics (kept by the API). */
export const TRADE_JOURNAL_PAGE = definePage({
  path: NAV_PATHS.tradeJournal,
  nav: { icon: 'MenuBook' },
  requires: 'useOwnTools',
  load: () => import('./trade-journal-page'),
});
