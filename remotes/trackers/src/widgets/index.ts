import type { WidgetDescriptor } from '@flowdeck/contract';
import { ECONOMIC_RELEASES_WIDGET } from '../features/economic-calender/widget';
import { UPCOMING_EARNINGS_WIDGET } from '../features/earnings/widget';
import { INSIDER_BUYS_WIDGET } from '../features/insiders/widget';
import { NEWS_WIDGET } from '../features/news/widget';
import { POLITICIAN_TRADES_WIDGET } from '../features/politicians/widget';

/** Every dashboard widget of this remote, each declared beside its page's code (`features/<page>/widget.ts`). */
export const WIDGETS: readonly WidgetDescriptor[] = [
  INSIDER_BUYS_WIDGET,
  POLITICIAN_TRADES_WIDGET,
  UPCOMING_EARNINGS_WIDGET,
  ECONOMIC_RELEASES_WIDGET,
  NEWS_WIDGET,
];
