import type { WidgetSetting } from '@flowdeck/contract';

/** The id of one of the user's saved flow filters, picked in the widget; empty: every order. */
export const FILTER_ID_SETTING = 'filterId';
export const ALL_FLOW = '';

export const LIVE_FLOW_SETTINGS = [
  { key: FILTER_ID_SETTING, label: 'Saved filter', kind: 'text', default: ALL_FLOW },
] as const satisfies readonly WidgetSetting[];
