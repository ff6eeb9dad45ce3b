import { defineWidget, NAV_PATHS } from '@flowdeck/contract';
import { NEWS_SYMBOL_SETTING, NEWS_WIDGET_TITLE } from './widget/title';

/** News: the latest headlines, for every ticker or the one the widget (or its link group) follows. */
export const NEWS_WIDGET = defineWidget({
  id: 'news',
  title: NEWS_WIDGET_TITLE,
  description: 'The latest headlines with their sentiment; pick a ticker in a headline to follow its news.',
  defaultSize: { w: 4, h: 9 },
  minSize: { w: 3, h: 4 },
  requires: 'readTrackers',
  settings: [{ key: NEWS_SYMBOL_SETTING, label: 'Ticker', kind: 'symbol', default: '' }],
  page: NAV_PATHS.news,
  load: () => import('./widget/news-widget'),
});
