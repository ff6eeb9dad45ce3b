import type { WidgetDescriptor } from '@flowdeck/contract';
import { POSITION_PL_WIDGET } from '../features/options-calculator/widget';

/** Every dashboard widget of this remote, each declared beside its page's code (`features/<page>/widget.ts`). */
export const WIDGETS: readonly WidgetDescriptor[] = [POSITION_PL_WIDGET];
