import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** Options Calculator: its route, nav entry and requirement (it computes in the browser). */
export const OPTIONS_CALCULATOR_PAGE = definePage({
  path: NAV_PATHS.optionsCalculator,
  nav: { icon: 'Calculate' },
  requires: 'useTools',
  load: () => import('./options-calculator-page'),
});
