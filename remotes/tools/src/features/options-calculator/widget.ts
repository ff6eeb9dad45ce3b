import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import { POSITION_PL_TITLE } from './widget/title';

/** Position P/L: the last position priced in the Options Calculator, its payoff at expiry and its P/L today. */
export const POSITION_PL_WIDGET = defineWidget({
  id: 'position-pl',
  title: POSITION_PL_TITLE,
  description: 'The last strategy you priced in the Options Calculator: max profit and loss, break-evens, P/L today.',
  defaultSize: { w: 4, h: 8 },
  minSize: { w: 3, h: 5 },
  requires: 'useTools',
  page: NAV_PATHS.optionsCalculator,
  load: () => import('./widget/position-pl-widget'),
});
