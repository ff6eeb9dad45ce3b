import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import { INSIDER_BUYS_TITLE } from './widget/title';

/** Insider buys: the latest open-market purchases (Form 4 code P), newest filing first. */
export const INSIDER_BUYS_WIDGET = defineWidget({
  id: 'insider-buys',
  title: INSIDER_BUYS_TITLE,
  description: 'The latest open-market purchases by officers, directors and 10% owners (Form 4, code P).',
  defaultSize: { w: 4, h: 8 },
  minSize: { w: 3, h: 4 },
  requires: 'readTrackers',
  page: NAV_PATHS.insiders,
  load: () => import('./widget/insider-buys-widget'),
});
