import type { WidgetDescriptor } from '@flowdeck/contract';

/** Every dashboard widget of this remote, each declared beside its code (`widgets/<widget-id>/widget.ts`). */
export const WIDGETS: readonly WidgetDescriptor[] = [];
