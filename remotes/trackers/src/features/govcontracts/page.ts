import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Govt. Contracts: federal awards per company and quarter — its route, nav entry and requirement. */
export const GOV_CONTRACTS_PAGE = definePage({
  path: NAV_PATHS.govContracts,
  nav: { icon: 'Assignment' },
  requires: 'readTrackers',
  load: () => import('./govcontracts-page'),
});
