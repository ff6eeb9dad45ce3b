import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Filings: the SEC filing feed by form, per ticker or market-wide — its route, nav entry and requirement. */
export const FILINGS_PAGE = definePage({
  path: NAV_PATHS.filings,
  nav: { icon: 'Description' },
  requires: 'readTrackers',
  load: () => import('./filings-page'),
});
